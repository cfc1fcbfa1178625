import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { feedbacks, files } from '../schema';

/**
 * A stored attachment with what decides who may read it: its feedback's type and owner. A staged
 * file (no feedback yet) is not found. Its bytes: `readChunks` (queries/uploads.ts).
 */
export async function findFileWithOwner(db: Database, id: string) {
  const [row] = await db
    .select({
      filename: files.filename,
      mimeType: files.mimeType,
      size: files.size,
      feedbackType: feedbacks.type,
      serviceOwnerId: feedbacks.serviceOwnerId,
    })
    .from(files)
    .innerJoin(feedbacks, eq(feedbacks.id, files.feedbackId))
    .where(eq(files.id, id))
    .limit(1);
  return row ?? null;
}

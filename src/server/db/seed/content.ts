import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { nextRev } from '../queries/sync';
import { chatbotFaqs, crisisLines, staticPages } from '../schema';
import { demoCrisisLines, demoFaqs, demoStaticPages } from './demo';

async function isEmpty(db: Database, table: typeof crisisLines | typeof chatbotFaqs) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * Static pages (missing codes only), the national crisis lines and the chatbot FAQ (only into
 * empty tables, so an administrator's edits and deletions are never undone by a restart).
 */
export async function seedContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const rev = await nextRev(tx);
    await tx
      .insert(staticPages)
      .values(demoStaticPages.map((p) => ({ ...p, rev })))
      .onConflictDoNothing({ target: staticPages.code });
    if (await isEmpty(tx as unknown as Database, crisisLines)) {
      await tx.insert(crisisLines).values(demoCrisisLines.map((c) => ({ ...c, rev })));
    }
    if (await isEmpty(tx as unknown as Database, chatbotFaqs)) {
      await tx.insert(chatbotFaqs).values(demoFaqs.map((f) => ({ ...f, rev })));
    }
  });
}

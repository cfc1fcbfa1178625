import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { kudos, services } from '../schema';
import { nextRev } from './sync';

/**
 * One kudo per service per device, atomically (docs/spec/api-contract.md §12): the primary key decides which
 * of two concurrent calls inserts, and only that one adds to `likes`. Answers the count, or null
 * for an unknown service.
 */
export async function addKudo(db: Database, serviceId: string, deviceId: string) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(kudos)
      .values({ serviceId, deviceId })
      .onConflictDoNothing()
      .returning({ serviceId: kudos.serviceId });
    if (inserted.length === 0) {
      const [row] = await tx
        .select({ likes: services.likes })
        .from(services)
        .where(eq(services.id, serviceId));
      return row?.likes ?? null;
    }
    const rev = await nextRev(tx);
    const [row] = await tx
      .update(services)
      .set({ likes: sql`${services.likes} + 1`, rev })
      .where(eq(services.id, serviceId))
      .returning({ likes: services.likes });
    return row?.likes ?? null;
  });
}

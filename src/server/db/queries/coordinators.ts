import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { regionalCoordinators } from '../schema';

export type CoordinatorRow = typeof regionalCoordinators.$inferSelect;
export interface CoordinatorValues {
  name: string;
  email: string | null;
  phone: string | null;
}

export function listCoordinators(db: Database, regionId: string) {
  return db
    .select()
    .from(regionalCoordinators)
    .where(eq(regionalCoordinators.regionId, regionId))
    .orderBy(asc(regionalCoordinators.name), asc(regionalCoordinators.id));
}

/** The whole list is replaced in one transaction: readers never see it half written. */
export async function replaceCoordinators(
  db: Database,
  regionId: string,
  list: CoordinatorValues[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(regionalCoordinators).where(eq(regionalCoordinators.regionId, regionId));
    await tx.insert(regionalCoordinators).values(list.map((c) => ({ ...c, regionId })));
  });
}

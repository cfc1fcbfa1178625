import { and, eq, inArray } from 'drizzle-orm';
import type { HsdsImportReport } from '@shared/api/hsds';
import type { Database } from '../client';
import { hsdsImports, services } from '../schema';
import type { Tx } from './service-writes';

type Db = Database | Tx;

/** The listings a source already gave us, by their source ids. */
export async function findBySourceIds(db: Db, source: string, sourceIds: string[]) {
  if (sourceIds.length === 0) return [];
  return db
    .select()
    .from(services)
    .where(and(eq(services.source, source), inArray(services.sourceId, sourceIds)));
}

/** Which of these ids are taken already (by a listing of any source). */
export async function takenIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: services.id }).from(services).where(inArray(services.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Every listing of a source (id, source id, name, approval): to find what the file left out. */
export function listingsOfSource(db: Db, source: string) {
  return db
    .select({
      id: services.id,
      sourceId: services.sourceId,
      name: services.name,
      isApproved: services.isApproved,
    })
    .from(services)
    .where(eq(services.source, source));
}

export async function createImportJob(
  db: Database,
  values: { dryRun: boolean; approve: boolean; userId: string | null },
): Promise<string> {
  const [row] = await db.insert(hsdsImports).values(values).returning({ id: hsdsImports.id });
  if (!row) throw new Error('insert returned no import');
  return row.id;
}

export async function setImportProgress(db: Database, id: string, done: number, total: number) {
  await db.update(hsdsImports).set({ done, total }).where(eq(hsdsImports.id, id));
}

export async function finishImportJob(db: Database, id: string, report: HsdsImportReport) {
  await db.update(hsdsImports).set({ status: 'done', report }).where(eq(hsdsImports.id, id));
}

export async function failImportJob(db: Database, id: string, error: string) {
  await db.update(hsdsImports).set({ status: 'failed', error }).where(eq(hsdsImports.id, id));
}

export async function findImportJob(db: Database, id: string) {
  const [row] = await db.select().from(hsdsImports).where(eq(hsdsImports.id, id)).limit(1);
  return row ?? null;
}

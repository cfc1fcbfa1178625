import { and, asc, count, getTableColumns, gt, type SQL } from 'drizzle-orm';
import { DEFAULT_SEARCH_FIELDS } from '@shared/query/constants';
import { isPublicService } from '@shared/sync/public-service';
import type { Database } from '../client';
import { services } from '../schema';
import { serviceConditions, type ServiceFilter } from './service-conditions';
import { findService, type ServiceWireRow } from './services';

export interface PublicServiceQuery {
  search?: string;
  modifiedAfter?: Date;
  types?: string[];
  categories?: string[];
  ids?: string[];
  limit: number;
  skip: number;
}

/** Public listings only (isPublicService: approved and not closed for good), as a guest sees. */
function publicWhere(q: Omit<PublicServiceQuery, 'limit' | 'skip'>): SQL | undefined {
  const filter: ServiceFilter = {
    viewer: { userId: null, admin: false, lead: false },
    now: new Date(),
    approved: [true],
    criticalOnly: false,
    showAll: false,
    ...(q.ids ? { ids: q.ids } : {}),
    ...(q.types ? { types: q.types } : {}),
    ...(q.categories ? { categories: q.categories } : {}),
    ...(q.search
      ? { search: { kind: 'text', fields: [...DEFAULT_SEARCH_FIELDS], q: q.search } }
      : {}),
  };
  return and(
    serviceConditions(filter),
    q.modifiedAfter ? gt(services.updatedAt, q.modifiedAfter) : undefined,
  );
}

const { searchText: _omitted, ...wireColumns } = getTableColumns(services);

export async function listPublicServices(
  db: Database,
  q: PublicServiceQuery,
): Promise<{ rows: ServiceWireRow[]; total: number }> {
  const where = publicWhere(q);
  const [counted] = await db.select({ n: count() }).from(services).where(where);
  const rows = await db
    .select(wireColumns)
    .from(services)
    .where(where)
    .orderBy(asc(services.name), asc(services.id))
    .limit(q.limit)
    .offset(q.skip);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findPublicService(db: Database, id: string): Promise<ServiceWireRow | null> {
  const row = await findService(db, id);
  return row && isPublicService(row) ? row : null;
}

/** Every public listing, a page at a time, for the export (memory stays bounded). */
export async function* eachPublicService(db: Database, pageSize = 500) {
  for (let skip = 0; ; skip += pageSize) {
    const { rows } = await listPublicServices(db, { limit: pageSize, skip });
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

import { asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { LngLat } from '@shared/geo/distance';
import { isOpenAt } from '@shared/schedule';
import type { Database } from '../client';
import { services } from '../schema';
import { earthOf, serviceConditions, serviceEarth, type ServiceFilter } from './service-conditions';

export type ServiceRow = typeof services.$inferSelect;
/** What the serializer reads: everything but the folded search text. */
export type ServiceWireRow = Omit<ServiceRow, 'searchText'>;

export const SERVICE_SORTS = [
  'createdAt',
  'updatedAt',
  'approvedAt',
  'name',
  'likes',
  'city',
  'state',
  'zip',
  'availableBeds',
  'totalBeds',
] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];

/** Nearest first (the GiST index `services_earth_gist` answers the KNN order), or by a column. */
export type ServiceOrder =
  | { kind: 'near'; point: LngLat }
  | { kind: 'column'; sort: ServiceSort; direction: 'asc' | 'desc' };

export interface ServicePage {
  limit: number;
  skip: number;
}

export interface ListOptions {
  /** Adds `distance` (miles) from this point. */
  current?: LngLat;
  /** Keeps only services open at this instant, each in its own zone (docs/spec/open-status.md). */
  openAt?: Date;
}

export interface ListedService {
  row: ServiceWireRow;
  distance?: number;
}

function orderBy(order: ServiceOrder): SQL[] {
  // No tie-breaker here: a second key makes PostgreSQL sort every row instead of walking the GiST
  // index nearest first (EXPLAIN: a seq scan + top-N sort, 20× slower at 20,000 services).
  if (order.kind === 'near') return [sql`${serviceEarth} <-> ${earthOf(order.point)}`];
  const by = order.direction === 'desc' ? desc : asc;
  return [by(services[order.sort]), by(services.id)];
}

const distanceColumn = (current: LngLat | undefined) =>
  current
    ? sql<number>`earth_distance(${serviceEarth}, ${earthOf(current)}) / 1609.344`
    : sql<null>`NULL::float8`;

/**
 * The ids of the services open at `at`, in list order. The open-now rule needs the schedule
 * engine, so SQL narrows by every other condition and the engine runs here, BEFORE paging, so the
 * list and its count see the same set (docs/spec/api-contract.md §12).
 */
async function openIds(db: Database, where: SQL | undefined, order: ServiceOrder, at: Date) {
  return openServiceIds(db, where, orderBy(order), at);
}

/** The ids of the services under `where` that are open at `at` (shared engine), in `order`. */
export async function openServiceIds(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  at: Date,
): Promise<string[]> {
  const rows = await db
    .select({
      id: services.id,
      schedules: services.schedules,
      closeSchedules: services.closeSchedules,
      isContact: services.isContact,
      timeZone: services.timeZone,
    })
    .from(services)
    .where(where)
    .orderBy(...order);
  return rows.filter((r) => isOpenAt(r, at, r.timeZone)).map((r) => r.id);
}

export async function listServices(
  db: Database,
  filter: ServiceFilter,
  order: ServiceOrder,
  page: ServicePage,
  options: ListOptions = {},
): Promise<ListedService[]> {
  const where = serviceConditions(filter);
  const { searchText: _unused, ...wire } = getTableColumns(services);
  const columns = { ...wire, distance: distanceColumn(options.current) };
  if (!options.openAt) {
    const rows = await db
      .select(columns)
      .from(services)
      .where(where)
      .orderBy(...orderBy(order))
      .limit(page.limit)
      .offset(page.skip);
    return rows.map(listed);
  }
  const ids = (await openIds(db, where, order, options.openAt)).slice(
    page.skip,
    page.skip + page.limit,
  );
  if (ids.length === 0) return [];
  const rows = await db.select(columns).from(services).where(inArray(services.id, ids));
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0)).map(listed);
}

function listed({ distance, ...row }: ServiceWireRow & { distance: number | null }): ListedService {
  return distance === null ? { row } : { row, distance: Number(distance) };
}

export async function countServices(
  db: Database,
  filter: ServiceFilter,
  openAt?: Date,
): Promise<number> {
  const where = serviceConditions(filter);
  if (openAt) {
    return (
      await openIds(db, where, { kind: 'column', sort: 'createdAt', direction: 'asc' }, openAt)
    ).length;
  }
  const [row] = await db.select({ n: count() }).from(services).where(where);
  return Number(row?.n ?? 0);
}

export async function findService(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<ServiceRow | null> {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  return row ?? null;
}

export async function findServices(db: Pick<Database, 'select'>, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(services).where(inArray(services.id, ids));
}

/** A non-admin's services count against their quota (docs/spec/product-spec.md §6). */
export async function countOwnedServices(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(services).where(eq(services.userId, userId));
  return Number(row?.n ?? 0);
}

import { and, arrayOverlaps, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { escapeLike } from './like';
import { services, users } from '../schema';
import type { ListQuery } from '@server/http/list-query';
import type { Role } from '@shared/domain/enums';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const USER_SORTS = [
  'createdAt',
  'updatedAt',
  'email',
  'displayName',
  'lastSignedIn',
] as const;
export const USER_FILTERS = ['roles', 'lastMethod', 'isApproved', 'isVolunteer'] as const;
export const USER_SEARCH = [
  'email',
  'name',
  'phone',
  'displayName',
  'roles',
  'lastMethod',
] as const;
export type UserListQuery = ListQuery<
  (typeof USER_SORTS)[number],
  (typeof USER_FILTERS)[number],
  (typeof USER_SEARCH)[number]
>;

const VOLUNTEER_ROLES: Role[] = ['VOLUNTEER', 'VOLUNTEER LEAD', 'VOLUNTEER SENIOR'];

/** Volunteer-type users (roles.ts isVolunteer) who are not administrators: what a lead manages. */
export const volunteerTypeUsers: SQL = and(
  or(eq(users.isVolunteer, true), arrayOverlaps(users.roles, VOLUNTEER_ROLES)),
  sql`NOT (${users.roles} @> ARRAY['ADMINISTRATOR']::text[])`,
) as SQL;

const searchColumn = {
  email: sql`${users.email}`,
  name: sql`coalesce(${users.name}, '')`,
  phone: sql`coalesce(${users.phone}, '')`,
  displayName: sql`${users.displayName}`,
  roles: sql`array_to_string(${users.roles}, ',')`,
  lastMethod: sql`${users.lastMethod}`,
} as const;

const sortColumn = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  email: users.email,
  displayName: users.displayName,
  lastSignedIn: users.lastSignedIn,
} as const;

const truth = (values: string[]) => values.map((v) => v === 'true');

/** Search (literal, any of the fields), filters (any of the values) and the caller's scope, ANDed. */
function whereOf(query: UserListQuery, scope: SQL | undefined): SQL | undefined {
  const parts: (SQL | undefined)[] = [scope];
  if (query.q && query.searchFields.length) {
    const pattern = `%${escapeLike(query.q)}%`;
    parts.push(or(...query.searchFields.map((f) => ilike(searchColumn[f], pattern))));
  }
  const { roles, lastMethod, isApproved, isVolunteer } = query.filters;
  if (roles) parts.push(arrayOverlaps(users.roles, roles as Role[]));
  if (lastMethod) parts.push(inArray(users.lastMethod, lastMethod as UserRow['lastMethod'][]));
  if (isApproved) parts.push(inArray(users.isApproved, truth(isApproved)));
  if (isVolunteer) parts.push(inArray(users.isVolunteer, truth(isVolunteer)));
  return and(...parts);
}

export async function listUsers(
  db: Database,
  query: UserListQuery,
  scope?: SQL,
): Promise<UserRow[]> {
  const order = query.direction === 'desc' ? desc : asc;
  return db
    .select()
    .from(users)
    .where(whereOf(query, scope))
    .orderBy(order(sortColumn[query.sort]), order(users.id))
    .limit(query.limit)
    .offset(query.skip);
}

export async function countUsers(db: Database, query: UserListQuery, scope?: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(whereOf(query, scope));
  return Number(row?.count ?? 0);
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  patch: Partial<NewUser>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Adds or removes one role in a single statement, so two toggles never lose each other. */
export async function toggleRole(db: Database, id: string, role: Role): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      roles: sql`CASE WHEN ${users.roles} @> ARRAY[${role}]::text[]
                      THEN array_remove(${users.roles}, ${role})
                      ELSE array_prepend(${role}::text, ${users.roles}) END`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function ownsServices(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** Hard delete: sessions, accounts, resets, devices and favorites go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../client';
import { favorites, services } from '../schema';

/** Favorite service ids per user, oldest first (the order they were added). */
export async function favoriteIdsOf(
  db: Database,
  userIds: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: favorites.userId, serviceId: favorites.serviceId })
    .from(favorites)
    .where(inArray(favorites.userId, userIds))
    .orderBy(asc(favorites.createdAt), asc(favorites.serviceId));
  for (const row of rows) out.get(row.userId)?.push(row.serviceId);
  return out;
}

/** A service the user may keep as a favorite: approved, or their own. */
export async function favoriteCandidateExists(
  db: Database,
  userId: string,
  serviceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.id, serviceId),
        or(eq(services.isApproved, true), eq(services.userId, userId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function addFavorite(db: Database, userId: string, serviceId: string): Promise<void> {
  await db.insert(favorites).values({ userId, serviceId }).onConflictDoNothing();
}

export async function removeFavorite(
  db: Database,
  userId: string,
  serviceId: string,
): Promise<void> {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.serviceId, serviceId)));
}

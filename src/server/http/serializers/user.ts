import type { Database } from '@server/db/client';
import type { DeviceJson } from '@server/db/queries/devices';
import { favoriteIdsOf } from '@server/db/queries/favorites';
import type { UserRow } from '@server/db/queries/users';
import type { UserRecord } from '@shared/api/user';
import { isAdmin } from '@shared/domain/roles';

/**
 * The one user JSON (src/shared/api/user.ts): never password hashes, sessions or push tokens;
 * devices only when the caller passes them (owner).
 */
export type UserJson = UserRecord;

export function userJson(
  user: UserRow,
  favoriteServices: string[],
  devices?: DeviceJson[],
): UserJson {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    phone: user.phone,
    name: user.name,
    roles: [...user.roles],
    isApproved: user.isApproved,
    isVolunteer: user.isVolunteer,
    isAdmin: isAdmin(user),
    totalServices: user.totalServices,
    lastMethod: user.lastMethod,
    lastSignedIn: user.lastSignedIn?.toISOString() ?? null,
    favoriteServices,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    ...(devices ? { devices } : {}),
  };
}

/** Serializes one user with their favorites read from the database. */
export async function loadUserJson(
  db: Database,
  user: UserRow,
  devices?: DeviceJson[],
): Promise<UserJson> {
  const favorites = await favoriteIdsOf(db, [user.id]);
  return userJson(user, favorites.get(user.id) ?? [], devices);
}

/** Serializes a page of users with one favorites query. */
export async function loadUserJsonList(db: Database, users: UserRow[]): Promise<UserJson[]> {
  const favorites = await favoriteIdsOf(
    db,
    users.map((u) => u.id),
  );
  return users.map((u) => userJson(u, favorites.get(u.id) ?? []));
}

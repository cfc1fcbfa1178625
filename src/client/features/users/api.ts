import { z } from 'zod';
import { countBody } from '@shared/api/common';
import { userRecord } from '@shared/api/user';
import { ROLES, type Role } from '@shared/domain/enums';
import type { UserEditBody } from '@shared/validation/users';
import { authedRequest } from '@client/lib/api-client';

/**
 * The one user JSON (src/shared/api/user.ts) as the management screens read it, fetched online
 * and never mirrored in Dexie. Favorites and push devices are the owner's business: the answers
 * of these routes may carry them, the screens never show them.
 */
export const managedUserSchema = userRecord.omit({ favoriteServices: true, devices: true });
export type ManagedUser = z.infer<typeof managedUserSchema>;

const userList = z.array(managedUserSchema);

/** One page of a user list and the total the same query finds (GET /users, /users/count). */
export interface UserPageData {
  users: ManagedUser[];
  total: number;
}

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

export const fetchUsers = (query: string) => authedRequest(`/users?${query}`, userList);

export async function fetchUserCount(query: string): Promise<number> {
  return (await authedRequest(`/users/count?${query}`, countBody)).count;
}

export const fetchUser = (id: string) => authedRequest(userPath(id), managedUserSchema);

export const updateUser = (id: string, body: UserEditBody) =>
  authedRequest(userPath(id), managedUserSchema, json('PUT', body));

export const deleteUser = (id: string) =>
  authedRequest(userPath(id), managedUserSchema, { method: 'DELETE' });

/** Adds or removes ADMINISTRATOR (/manage_access). */
export const toggleAdmin = (id: string) =>
  authedRequest(`${userPath(id)}/toggle-perm`, managedUserSchema, { method: 'POST' });

/** Adds or removes SUPER USER (/manage_superusers; the route's spelling is the API's). */
export const toggleSuperUser = (id: string) =>
  authedRequest(`${userPath(id)}/toggle-perm-supper-user`, managedUserSchema, { method: 'POST' });

/** Sets one role (the server keeps USER beside it). */
export const setPermission = (id: string, role: Role) =>
  authedRequest(`${userPath(id)}/set-permission`, managedUserSchema, json('POST', { role }));

export interface NewUserBody {
  email: string;
  displayName: string;
  role: Role;
}

export const createUser = (body: NewUserBody) =>
  authedRequest('/users', managedUserSchema, json('POST', body));

/** The one role a user is shown with: the first that is not the USER every account carries. */
export function mainRole(user: Pick<ManagedUser, 'roles'>): Role {
  const known = user.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  return known.find((r) => r !== 'USER') ?? 'USER';
}

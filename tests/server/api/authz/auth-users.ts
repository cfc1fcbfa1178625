import { insertPasswordReset } from '@server/db/queries/password-resets';
import { openSession } from '@server/services/auth/sessions';
import { hashToken, newToken } from '@server/services/auth/tokens';
import { ACTOR_PASSWORD, createUser, type Actor } from '@tests/helpers/actors';
import { freshIp, insertService } from '../auth/support';
import type { MatrixContext, MatrixRow } from './types';

let serial = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${(serial += 1)}@matrix.test`;

/** Signed-in routes: every signed-in actor may call them, guests and the inactive actor may not. */
const SIGNED_IN = { default: 200, guest: 401, inactive: 401 } as const;
/** Admin-only routes. */
const ADMIN = { default: 403, guest: 401, inactive: 401, ADMINISTRATOR: 200 } as const;
/** Routes of administrators and volunteer leads (on volunteer-type users). */
const ADMIN_OR_LEAD = { ...ADMIN, 'VOLUNTEER LEAD': 200 } as const;

/** A new user like the actor, for calls that end the caller's sessions (password change). */
async function freshLike(ctx: MatrixContext, actor: Actor): Promise<Record<string, string>> {
  if (actor.kind === 'guest') return {};
  const user = await createUser(ctx.db, {
    email: uniqueEmail('like'),
    roles: actor.roles,
    isApproved: actor.isApproved,
    isVolunteer: actor.isVolunteer,
  });
  return { authorization: `Bearer ${user.token}` };
}

/** A second session of the actor, so a logout does not end the one the other rows use. */
async function secondSession(ctx: MatrixContext, actor: Actor): Promise<Record<string, string>> {
  if (!actor.id) return {};
  return { authorization: `Bearer ${await openSession(ctx.db, actor.id, 1)}` };
}

const volunteerTarget = (ctx: MatrixContext) =>
  createUser(ctx.db, { email: uniqueEmail('vol'), roles: ['VOLUNTEER', 'USER'] });
const rankedTarget = (ctx: MatrixContext, role: 'VOLUNTEER LEAD' | 'VOLUNTEER SENIOR') =>
  createUser(ctx.db, { email: uniqueEmail('rank'), roles: [role, 'USER'] });
const plainTarget = (ctx: MatrixContext) =>
  createUser(ctx.db, { email: uniqueEmail('plain'), roles: ['USER'] });

const signInRow = (route: 'sign-in' | 'login'): MatrixRow => ({
  route: `POST /api/auth/${route}`,
  request: async (ctx) => {
    const user = await createUser(ctx.db, { email: uniqueEmail('in'), roles: ['USER'] });
    return {
      method: 'POST',
      url: `/api/auth/${route}`,
      remoteAddress: freshIp(),
      payload: { email: user.email, password: ACTOR_PASSWORD },
    };
  },
  expect: { default: 200 },
});

const adminOnUser = (suffix: string, payload?: object): MatrixRow => ({
  route: `POST /api/users/:id/${suffix}`,
  request: async (ctx) => ({
    method: 'POST',
    url: `/api/users/${(await volunteerTarget(ctx)).id}/${suffix}`,
    ...(payload ? { payload } : {}),
  }),
  expect: ADMIN,
});

export const authUsersRows: MatrixRow[] = [
  {
    route: 'POST /api/auth/sign-up',
    request: () => ({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: freshIp(),
      payload: { email: uniqueEmail('up'), password: 'matrix-pw-1', displayName: 'M' },
    }),
    expect: { default: 200 },
  },
  signInRow('sign-in'),
  signInRow('login'),
  {
    route: 'DELETE /api/auth/sign-in',
    request: async (ctx, actor) => ({
      method: 'DELETE',
      url: '/api/auth/sign-in',
      headers: await secondSession(ctx, actor),
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/auth/request-reset-password',
    // An unknown e-mail: same answer as a known one, and no mail file is written.
    request: () => ({
      method: 'POST',
      url: '/api/auth/request-reset-password',
      remoteAddress: freshIp(),
      payload: { email: uniqueEmail('nobody') },
    }),
    expect: { default: 200 },
  },
  {
    route: 'POST /api/auth/password',
    request: async (ctx) => {
      const user = await createUser(ctx.db, { email: uniqueEmail('reset'), roles: ['USER'] });
      const token = newToken();
      await insertPasswordReset(ctx.db, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      return {
        method: 'POST',
        url: '/api/auth/password',
        remoteAddress: freshIp(),
        payload: { email: user.email, token, password: 'matrix-new-1' },
      };
    },
    expect: { default: 200 },
  },
  {
    route: 'PUT /api/auth/password',
    request: async (ctx, actor) => ({
      method: 'PUT',
      url: '/api/auth/password',
      headers: await freshLike(ctx, actor),
      payload: { oldPassword: ACTOR_PASSWORD, newPassword: 'matrix-new-1' },
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/auth/profile',
    request: () => ({ method: 'GET', url: '/api/auth/profile' }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/auth/get-logged-user',
    request: () => ({ method: 'GET', url: '/api/auth/get-logged-user' }),
    expect: SIGNED_IN,
  },
  {
    route: 'PUT /api/auth/profile',
    request: () => ({ method: 'PUT', url: '/api/auth/profile', payload: { phone: '555-0100' } }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/auth/add-favorite-service',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/auth/add-favorite-service',
      payload: { service: await insertService(ctx.db) },
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/auth/remove-favorite-service',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/auth/remove-favorite-service',
      payload: { service: await insertService(ctx.db) },
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/auth/register-device',
    request: () => ({
      method: 'POST',
      url: '/api/auth/register-device',
      payload: { platform: 'ANDROID', token: 'push', deviceId: `device-${(serial += 1)}` },
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/auth/remove-device',
    request: () => ({
      method: 'POST',
      url: '/api/auth/remove-device',
      payload: { deviceId: 'device-none' },
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/auth/report-notifications',
    request: () => ({ method: 'POST', url: '/api/auth/report-notifications' }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/users',
    request: () => ({ method: 'GET', url: '/api/users' }),
    expect: ADMIN_OR_LEAD,
  },
  {
    route: 'GET /api/users/count',
    request: () => ({ method: 'GET', url: '/api/users/count' }),
    expect: ADMIN_OR_LEAD,
  },
  {
    route: 'POST /api/users',
    request: () => ({
      method: 'POST',
      url: '/api/users',
      payload: { email: uniqueEmail('new'), displayName: 'New' },
    }),
    expect: ADMIN,
  },
  {
    route: 'GET /api/users/:id',
    name: 'a volunteer',
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/users/${(await volunteerTarget(ctx)).id}`,
    }),
    expect: ADMIN_OR_LEAD,
  },
  {
    route: 'GET /api/users/:id',
    name: "another user's record (not a volunteer)",
    request: (ctx) => ({ method: 'GET', url: `/api/users/${ctx.stranger.id}` }),
    expect: ADMIN,
  },
  {
    route: 'PUT /api/users/:id',
    name: 'a volunteer',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/users/${(await volunteerTarget(ctx)).id}`,
      payload: { displayName: 'Edited' },
    }),
    expect: ADMIN_OR_LEAD,
  },
  {
    route: 'PUT /api/users/:id',
    name: 'a volunteer lead (leads edit plain volunteers only)',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/users/${(await rankedTarget(ctx, 'VOLUNTEER LEAD')).id}`,
      payload: { isApproved: false },
    }),
    expect: ADMIN,
  },
  {
    route: 'PUT /api/users/:id',
    name: 'a volunteer senior',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/users/${(await rankedTarget(ctx, 'VOLUNTEER SENIOR')).id}`,
      payload: { isApproved: false },
    }),
    expect: ADMIN,
  },
  {
    // docs/api/users.md: a lead raised its own quota. One's own record is edited through
    // PUT /api/auth/profile; an administrator may still set their own quota here.
    route: 'PUT /api/users/:id',
    name: "the caller's own record",
    request: (ctx, actor) => ({
      method: 'PUT',
      url: `/api/users/${actor.id ?? ctx.stranger.id}`,
      payload: { totalServices: 9999 },
    }),
    expect: ADMIN,
  },
  {
    route: 'GET /api/users/:id',
    name: 'a volunteer senior (leads read every volunteer-type user)',
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/users/${(await rankedTarget(ctx, 'VOLUNTEER SENIOR')).id}`,
    }),
    expect: ADMIN_OR_LEAD,
  },
  {
    route: 'PUT /api/users/:id',
    name: "another user's record (not a volunteer)",
    request: (ctx) => ({
      method: 'PUT',
      url: `/api/users/${ctx.stranger.id}`,
      payload: { displayName: 'Stranger' },
    }),
    expect: ADMIN,
  },
  {
    route: 'DELETE /api/users/:id',
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/users/${(await plainTarget(ctx)).id}`,
    }),
    expect: ADMIN,
  },
  {
    route: 'DELETE /api/users/:id',
    name: 'a volunteer (leads may not delete)',
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/users/${(await volunteerTarget(ctx)).id}`,
    }),
    expect: ADMIN,
  },
  adminOnUser('toggle-perm'),
  adminOnUser('toggle-perm-supper-user'),
  adminOnUser('set-permission', { role: 'VOLUNTEER SENIOR' }),
];

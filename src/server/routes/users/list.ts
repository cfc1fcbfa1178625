import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countUsers,
  listUsers,
  USER_FILTERS,
  USER_SEARCH,
  USER_SORTS,
  volunteerTypeUsers,
  type UserListQuery,
} from '@server/db/queries/users';
import { parseListQuery } from '@server/http/list-query';
import { loadUserJsonList } from '@server/http/serializers/user';
import { requireUser, signedIn } from '@server/plugins/auth';
import { may } from '@server/services/auth/rights';
import { ADMIN_PAGE_SIZE } from '@shared/query/constants';
import { countBody, errorResponses } from '@shared/api/common';
import { userList } from '@shared/api/user';

const spec = {
  defaultLimit: ADMIN_PAGE_SIZE,
  maxLimit: 500,
  sortable: USER_SORTS,
  defaultSort: 'createdAt',
  filterable: USER_FILTERS,
  searchable: USER_SEARCH,
  // `q` alone searches "email or name" (docs/spec/product-spec.md §7 'Users').
  defaultSearch: ['email', 'displayName', 'name'],
} as const;

/** Newest first unless the caller says otherwise (docs/spec/product-spec.md §9: users sorted createdAt desc). */
function userListQuery(query: Record<string, unknown>): UserListQuery {
  const parsed = parseListQuery(query, spec);
  const direction = typeof query.direction === 'string' ? query.direction.trim() : '';
  return direction === '' ? { ...parsed, direction: 'desc' } : parsed;
}

/** GET /users and /users/count share one query, so list and count always agree. */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guard = { preHandler: requireUser(may.manageUsers) };
  const listed = { response: { 200: userList, ...errorResponses(400) } };
  const counted = { response: { 200: countBody, ...errorResponses(400) } };
  // A lead sees volunteer-type users only (/manage_volunteers, docs/spec/product-spec.md §2).
  const scopeOf = (request: Parameters<typeof signedIn>[0]) =>
    may.administer(signedIn(request).user) ? undefined : volunteerTypeUsers;

  app.get('/users', { ...guard, schema: listed }, async (request) => {
    const query = userListQuery(request.query as Record<string, unknown>);
    return loadUserJsonList(db, await listUsers(db, query, scopeOf(request)));
  });

  app.get('/users/count', { ...guard, schema: counted }, async (request) => {
    const query = userListQuery(request.query as Record<string, unknown>);
    return { count: await countUsers(db, query, scopeOf(request)) };
  });
};

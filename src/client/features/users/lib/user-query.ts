import { ADMIN_PAGE_SIZE } from '@shared/query/constants';
import type { Role } from '@shared/domain/enums';

export const VOLUNTEER_ROLES: readonly Role[] = ['VOLUNTEER', 'VOLUNTEER LEAD', 'VOLUNTEER SENIOR'];

export interface UserListParams {
  /** Matched by the server against email, display name and name ('email or name', §7). */
  q: string;
  /** Any of these roles; empty means every role. */
  roles: readonly Role[];
  /** 1-based. */
  page: number;
  /** 0 means the server's maximum (the permission screens list everyone found). */
  pageSize?: number;
}

/** The query string of GET /users and /users/count (docs/api/users.md 'List query'). */
export function userListQuery({ q, roles, page, pageSize = ADMIN_PAGE_SIZE }: UserListParams) {
  const params = new URLSearchParams();
  params.set('limit', String(pageSize));
  params.set('skip', String(Math.max(0, page - 1) * pageSize));
  const text = q.trim();
  if (text) params.set('q', text);
  if (roles.length) {
    params.set('filter', 'roles');
    params.set('roles', roles.join(','));
  }
  return params.toString();
}

/** The page number of a `?page=` value: anything that is not a whole number ≥ 1 is page 1. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

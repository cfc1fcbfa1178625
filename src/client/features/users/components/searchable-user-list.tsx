import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Role } from '@shared/domain/enums';
import { useListParams } from '../hooks/use-list-params';
import { useUserPage } from '../hooks/use-user-page';
import type { ManagedUser } from '../api';
import { userListQuery } from '../lib/user-query';
import { LoadStatus } from './load-status';
import { UserPager } from './user-pager';
import { UserSearchForm } from './user-search-form';

interface Props {
  /** Only users with any of these roles (the volunteers screen); the role filter is off then. */
  fixedRoles?: readonly Role[];
  /** Shows the role filter (/manage_users). */
  roleFilter?: boolean;
  renderRow: (user: ManagedUser) => ReactNode;
}

/**
 * The list every users screen shares: search box, optional role filter, pages of 25 with the
 * total, and one row per user drawn by the screen. Search and page live in the address.
 */
export function SearchableUserList({ fixedRoles, roleFilter, renderRow }: Props) {
  const { q, role, page, update } = useListParams();
  const roles = fixedRoles ?? (roleFilter && role ? [role] : []);
  const result = useUserPage(userListQuery({ q, roles, page }));

  return (
    <>
      <UserSearchForm
        key={q}
        q={q}
        onSearch={(text) => update({ q: text })}
        role={roleFilter ? { value: role, onChange: (next) => update({ role: next }) } : undefined}
      />
      {result.status === 'loading' && <LoadStatus />}
      {result.status === 'error' && <LoadStatus error={result.error} />}
      {result.status === 'ready' && (
        <>
          {result.users.length === 0 ? (
            <p className="users-empty">
              <Trans>No users found.</Trans>
            </p>
          ) : (
            <ul className="user-list">
              {result.users.map((user) => (
                <li key={user.id} className="user-list__item">
                  {renderRow(user)}
                </li>
              ))}
            </ul>
          )}
          {result.total > 0 && (
            <UserPager page={page} total={result.total} onPage={(next) => update({ page: next })} />
          )}
        </>
      )}
    </>
  );
}

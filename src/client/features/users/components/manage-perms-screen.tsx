import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@client/lib/use-page-title';
import { RoleRow } from './role-row';
import { SearchableUserList } from './searchable-user-list';

/**
 * 'Manage Perms' (/manage_perms, administrators): each user's one role out of the seven of
 * docs/spec/product-spec.md §3. Setting a role replaces the others (USER stays beside it).
 */
export function ManagePermsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Manage permissions`);

  return (
    <section className="page users-page">
      <h1 className="page__title">
        <Trans>Manage permissions</Trans>
      </h1>
      <p className="users-page__lead">
        <Trans>Choose a role to apply it at once. It replaces the person’s other roles.</Trans>
      </p>
      <SearchableUserList renderRow={(user) => <RoleRow user={user} />} />
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@client/lib/use-page-title';
import { AddUserButton } from './add-user-button';
import { SearchableUserList } from './searchable-user-list';
import { UserSummary } from './user-summary';

/** /manage_users (admin, docs/spec/product-spec.md §2): search, role filter, pages of 25, add a user. */
export function ManageUsersScreen() {
  const { t } = useLingui();
  usePageTitle(t`Manage users`);

  return (
    <section className="page users-page">
      <h1 className="page__title">
        <Trans>Manage users</Trans>
      </h1>
      <AddUserButton />
      <SearchableUserList roleFilter renderRow={(user) => <UserSummary user={user} />} />
    </section>
  );
}

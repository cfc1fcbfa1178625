import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { usePageTitle } from '@client/lib/use-page-title';
import { AddUserButton } from './add-user-button';
import { SearchableUserList } from './searchable-user-list';
import { UserSummary } from './user-summary';

/** /manage_users (admin, docs/spec/product-spec.md §2): search, role filter, pages of 25, add a user. */
export function ManageUsersScreen() {
  const { t } = useLingui();
  usePageTitle(t`Manage users`);
  const [round, setRound] = useState(0);

  return (
    <section className="page users-page">
      <h1 className="page__title">
        <Trans>Manage users</Trans>
      </h1>
      <AddUserButton onAdded={() => setRound((n) => n + 1)} />
      <SearchableUserList
        roleFilter
        round={round}
        renderRow={(user) => <UserSummary user={user} />}
      />
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@client/lib/use-page-title';
import { VOLUNTEER_ROLES } from '../lib/user-query';
import { SearchableUserList } from './searchable-user-list';
import { VolunteerRow } from './volunteer-row';

/**
 * /manage_volunteers (admin or volunteer lead, docs/spec/product-spec.md §2): volunteer-type users, each with
 * Approve/Unapprove. The server limits a lead to volunteers anyway; the role filter makes an
 * administrator's list the same one.
 */
export function ManageVolunteersScreen() {
  const { t } = useLingui();
  usePageTitle(t`Manage volunteers`);

  return (
    <section className="page users-page">
      <h1 className="page__title">
        <Trans>Manage volunteers</Trans>
      </h1>
      <p className="users-page__lead">
        <Trans>
          Approved volunteers can add and manage services. Unapproving a volunteer signs them out.
        </Trans>
      </p>
      <SearchableUserList
        fixedRoles={VOLUNTEER_ROLES}
        renderRow={(user) => <VolunteerRow user={user} />}
      />
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@client/lib/use-page-title';
import { PermissionSwitchRow, type SwitchedRole } from './permission-switch-row';
import { SearchableUserList } from './searchable-user-list';

/**
 * /manage_access (ADMINISTRATOR) and /manage_superusers (SUPER USER): every user, searchable,
 * each with a switch that adds or removes that one role and leaves the others as they are.
 */
export function PermissionSwitchScreen({ permission }: { permission: SwitchedRole }) {
  const { t } = useLingui();
  const title = permission === 'ADMINISTRATOR' ? t`Manage access` : t`Manage super users`;
  const lead =
    permission === 'ADMINISTRATOR'
      ? t`Switch a person on to make them an administrator, off to remove it. Their other roles stay.`
      : t`Switch a person on to make them a super user, off to remove it. Their other roles stay.`;
  usePageTitle(title);

  return (
    <section className="page users-page">
      <h1 className="page__title">{title}</h1>
      <p className="users-page__lead">{lead}</p>
      <SearchableUserList
        renderRow={(user) => <PermissionSwitchRow user={user} permission={permission} />}
      />
    </section>
  );
}

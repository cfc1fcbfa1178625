import { Trans, useLingui } from '@lingui/react/macro';
import { isPlainVolunteer, isVolunteer } from '@shared/domain/roles';
import { useSessionStore } from '@client/lib/session-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { useManagedUser } from '../hooks/use-managed-user';
import { DeleteUserButton } from './delete-user-button';
import { LoadStatus } from './load-status';
import { UserEditForm } from './user-edit-form';
import { UserFacts } from './user-facts';

/**
 * /users/{id} (admin or volunteer lead, docs/spec/product-spec.md §2, §6). Administrators edit anyone and may
 * change the role or delete; a lead reads volunteer-type users, edits plain volunteers only and
 * never itself (docs/api/users.md), and sees neither control.
 */
export function UserDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  usePageTitle(t`User Profile`);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const myId = useSessionStore((s) => s.user?.id);
  const state = useManagedUser(id);

  return (
    <section className="page users-page">
      <h1 className="page__title">
        <Trans>User Profile</Trans>
      </h1>
      {state.status === 'loading' && <LoadStatus />}
      {state.status === 'error' && <LoadStatus error={state.error} />}
      {state.status === 'ready' &&
        (!isAdmin && !isVolunteer(state.user) ? (
          // The server answers 403 too; saying so here spares a failed save.
          <p className="users-alert" role="alert">
            <Trans>Volunteer leads can only manage volunteers.</Trans>
          </p>
        ) : !isAdmin && (!isPlainVolunteer(state.user) || state.user.id === myId) ? (
          <>
            <UserFacts user={state.user} />
            <p className="users-alert" role="alert">
              <Trans>
                Volunteer leads edit volunteers only: not other leads, seniors or their own account.
              </Trans>
            </p>
          </>
        ) : (
          <>
            <UserFacts user={state.user} />
            <UserEditForm key={state.user.updatedAt} user={state.user} />
            {isAdmin && <DeleteUserButton user={state.user} />}
          </>
        ))}
    </section>
  );
}

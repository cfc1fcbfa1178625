import { useLingui } from '@lingui/react/macro';
import { showToast } from '@client/lib/toast-store';
import { useUserWrite } from '../hooks/use-user-write';
import { updateUser, type ManagedUser } from '../api';
import { RowAlert } from './row-alert';
import { UserSummary } from './user-summary';

interface Props {
  user: ManagedUser;
}

/** A volunteer with Approve or Unapprove (PUT /users/:id {isApproved}). */
export function VolunteerRow({ user }: Props) {
  const { t } = useLingui();
  const { busy, failure, run } = useUserWrite();
  const name = user.displayName || user.email;

  const flip = async () => {
    const saved = await run(() => updateUser(user.id, { isApproved: !user.isApproved }));
    if (saved) {
      showToast(saved.isApproved ? t`${name} was approved.` : t`${name} is no longer approved.`);
    }
  };

  return (
    <div className="user-row">
      <UserSummary user={user} />
      <button
        type="button"
        className={user.isApproved ? 'button button--secondary' : 'button button--primary'}
        disabled={busy}
        aria-label={user.isApproved ? t`Unapprove ${name}` : t`Approve ${name}`}
        onClick={() => void flip()}
      >
        {user.isApproved ? t`Unapprove` : t`Approve`}
      </button>
      <RowAlert text={failure} />
    </div>
  );
}

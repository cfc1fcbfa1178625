import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { showToast } from '@client/lib/toast-store';
import { useUserWrite } from '../hooks/use-user-write';
import { toggleAdmin, toggleSuperUser, type ManagedUser } from '../api';
import { RowAlert } from './row-alert';
import { UserSummary } from './user-summary';

export type SwitchedRole = 'ADMINISTRATOR' | 'SUPER USER';

interface Props {
  user: ManagedUser;
  permission: SwitchedRole;
}

/**
 * One user with a switch for ADMINISTRATOR (toggle-perm) or SUPER USER
 * (toggle-perm-supper-user). The switch is named by the user's name; its state comes from the
 * server's answer, never guessed.
 */
export function PermissionSwitchRow({ user, permission }: Props) {
  const { t } = useLingui();
  const nameId = useId();
  const { busy, failure, run } = useUserWrite();
  const name = user.displayName || user.email;
  const on = user.roles.includes(permission);

  const flip = async () => {
    const saved = await run(() =>
      (permission === 'ADMINISTRATOR' ? toggleAdmin : toggleSuperUser)(user.id),
    );
    if (!saved) return;
    const now = saved.roles.includes(permission);
    if (permission === 'ADMINISTRATOR') {
      showToast(now ? t`Added ${name} as Admin.` : t`Removed ${name} as Admin.`);
    } else {
      showToast(now ? t`Added ${name} as Super user.` : t`Removed ${name} as Super user.`);
    }
  };

  return (
    <div className="user-row">
      <span id={nameId} className="visually-hidden">
        {name}
      </span>
      <UserSummary user={user} />
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={nameId}
        className="user-switch"
        disabled={busy}
        onClick={() => void flip()}
      >
        <span className="user-switch__track" aria-hidden="true">
          <span className="user-switch__thumb" />
        </span>
        <span className="user-switch__text" aria-hidden="true">
          {on ? t`On` : t`Off`}
        </span>
      </button>
      <RowAlert text={failure} />
    </div>
  );
}

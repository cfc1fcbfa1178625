import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Role } from '@shared/domain/enums';
import { showToast } from '@client/lib/toast-store';
import { useUserWrite } from '../hooks/use-user-write';
import { mainRole, setPermission, type ManagedUser } from '../api';
import { ROLE_LABELS } from '../lib/role-labels';
import { RoleSelect } from './role-select';
import { RowAlert } from './row-alert';
import { UserSummary } from './user-summary';

interface Props {
  user: ManagedUser;
}

/** One user with a role select that applies at once (POST /users/:id/set-permission). */
export function RoleRow({ user }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { busy, failure, run } = useUserWrite();
  const name = user.displayName || user.email;

  const choose = async (role: Role) => {
    const saved = await run(() => setPermission(user.id, role));
    if (saved) {
      const label = i18n._(ROLE_LABELS[mainRole(saved)]);
      showToast(t`${name} is now: ${label}.`);
    }
  };

  return (
    <div className="user-row">
      <UserSummary user={user} />
      <RoleSelect
        id={id}
        value={mainRole(user)}
        label={t`Role of ${name}`}
        hideLabel
        disabled={busy}
        onChange={(role) => void choose(role)}
      />
      <RowAlert text={failure} />
    </div>
  );
}

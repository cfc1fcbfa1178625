import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Role } from '@shared/domain/enums';
import { userEditSchema, type UserEditBody } from '@shared/validation/users';
import { TextField } from '@client/components/ui/text-field';
import { useSessionStore } from '@client/lib/session-store';
import { showToast } from '@client/lib/toast-store';
import { useZodForm } from '@client/lib/use-zod-form';
import { useUserWrite } from '../hooks/use-user-write';
import { mainRole, setPermission, updateUser, type ManagedUser } from '../api';
import { ActiveChoice } from './active-choice';
import { RoleSelect } from './role-select';

interface Props {
  user: ManagedUser;
}

/**
 * The editable part of /users/{id}: display name, phone, status, quota (not for administrators,
 * who have none, §6) and, for an administrator, the role. Saves with PUT /users/:id, then
 * set-permission when the role changed; the answer replaces the user in the cache (useUserWrite).
 */
export function UserEditForm({ user }: Props) {
  const { t } = useLingui();
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const schema = useMemo(() => userEditSchema({ targetIsAdmin: user.isAdmin }), [user.isAdmin]);
  const form = useZodForm(schema, {
    displayName: user.displayName,
    phone: user.phone ?? '',
    totalServices: String(user.totalServices),
  });
  const [active, setActive] = useState(user.isApproved);
  const [role, setRole] = useState<Role>(mainRole(user));
  const { busy, failure, run } = useUserWrite();

  const onValid = async (data: UserEditBody) => {
    const saved = await run(async () => {
      const edited = await updateUser(user.id, { ...data, isApproved: active });
      return isAdmin && role !== mainRole(user) ? setPermission(user.id, role) : edited;
    });
    if (saved) showToast(t`User Profile Updated Successfully`);
  };

  return (
    <form className="user-edit" noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField
        {...form.field('displayName')}
        label={t`Community Service Name`}
        placeholder={t`Ex: Hotel California`}
        required={false}
      />
      <TextField
        {...form.field('phone')}
        label={t`Phone`}
        type="tel"
        inputMode="tel"
        required={false}
      />
      {isAdmin && <RoleSelect id={form.idOf('role')} value={role} onChange={setRole} />}
      <ActiveChoice
        name={form.idOf('active')}
        active={active}
        wasActive={user.isApproved}
        onChange={setActive}
      />
      {!user.isAdmin && (
        <TextField
          {...form.field('totalServices')}
          label={t`Service quota (blank = 3)`}
          inputMode="text"
          required={false}
        />
      )}
      {failure && (
        <p className="users-alert" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        <Trans>Save</Trans>
      </button>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { TextField } from '@client/components/ui/text-field';
import { queryKeys } from '@client/lib/query/query-keys';
import { showToast } from '@client/lib/toast-store';
import { useZodForm } from '@client/lib/use-zod-form';
import { createUser } from '../api';
import { newUserSchema } from '../lib/new-user-schema';
import { RoleSelect } from './role-select';
import type { Role } from '@shared/domain/enums';

const EMPTY = { email: '', displayName: '' };

interface Props {
  errorText: (error: unknown) => string;
  onCancel: () => void;
  onAdded: () => void;
}

/** The fields of 'Add user': email, display name and role; the account starts active. */
export function AddUserForm({ errorText, onCancel, onAdded }: Props) {
  const { t } = useLingui();
  const form = useZodForm(newUserSchema, EMPTY);
  const [role, setRole] = useState<Role>('USER');
  const add = useMutation({
    mutationFn: createUser,
    // The new user may belong on any page of any list.
    meta: { invalidates: [queryKeys.users.all] },
    onSuccess: ({ email }) => {
      showToast(t`User ${email} was added.`);
      onAdded();
    },
  });
  const failure = add.error ? errorText(add.error) : null;

  const onValid = async (data: z.output<typeof newUserSchema>) => {
    await add.mutateAsync({ ...data, role }).catch(() => undefined);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField {...form.field('email')} label={t`Email`} type="email" autoComplete="off" />
      <TextField {...form.field('displayName')} label={t`Display name`} />
      <RoleSelect id={form.idOf('role')} value={role} onChange={setRole} />
      {failure && (
        <p className="users-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="form-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          <Trans>Add user</Trans>
        </button>
      </div>
    </form>
  );
}

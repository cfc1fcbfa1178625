import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { z } from 'zod';
import { TextField } from '@client/components/ui/text-field';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onValid = async (data: z.output<typeof newUserSchema>) => {
    setBusy(true);
    setFailure(null);
    try {
      const user = await createUser({ ...data, role });
      const email = user.email;
      showToast(t`User ${email} was added.`);
      onAdded();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
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
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Add user</Trans>
        </button>
      </div>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  changePasswordBody,
  changePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from '@shared/validation/auth';
import { TextField } from '@client/components/ui/text-field';
import { useNavigate } from '@client/lib/router';
import { useZodForm } from '@client/lib/use-zod-form';
import { PATHS } from '@client/lib/paths';
import { changePassword } from '../api';
import { useAccountRequest } from '../hooks/use-account-request';
import { logOut } from '../lib/log-out';
import { ErrorAlert } from './error-alert';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, new and confirm (docs/spec/forms-and-messages.md D.3). The server ends every session on success,
 * so the person is logged out here too and signs in again with the new password (§4).
 */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useZodForm(changePasswordFormSchema, EMPTY);
  const request = useAccountRequest();

  const onValid = (values: ChangePasswordValues) =>
    request.run(async () => {
      await changePassword(changePasswordBody(values));
      await logOut(navigate, PATHS.login);
    });

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <ErrorAlert text={request.error} />
      <TextField
        {...form.field('currentPassword')}
        label={t`Current Password`}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        {...form.field('newPassword')}
        label={t`New Password`}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...form.field('confirmPassword')}
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={request.busy}
      >
        <Trans>Change Password</Trans>
      </button>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordSchema } from '@shared/validation/auth';
import { MESSAGES } from '@shared/validation/messages';
import { TextField } from '@client/components/ui/text-field';
import { Link, useNavigate, useSearchParams } from '@client/lib/router';
import { showToast } from '@client/lib/toast-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { useZodForm } from '@client/lib/use-zod-form';
import { translateValidation } from '@client/lib/validation-messages';
import { PATHS } from '@client/lib/paths';
import { resetPassword } from '../api';
import { useAccountRequest } from '../hooks/use-account-request';
import { resetPasswordFormSchema } from '../lib/form-schemas';
import { ErrorAlert } from './error-alert';

const EMPTY = { password: '', confirmPassword: '' };

/**
 * /auth/resetPassword?token=…&email=… (the link of src/server/services/auth/password-reset.ts):
 * a new password, twice, then back to /login (docs/spec/product-spec.md §8 'Reset success').
 */
export function ResetPasswordScreen() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordFormSchema, EMPTY);
  const request = useAccountRequest();
  const title = t`Reset Password`;
  usePageTitle(title);
  const link = resetPasswordSchema
    .pick({ email: true, token: true })
    .safeParse({ email: params.get('email') ?? '', token: params.get('token') ?? '' });

  const onValid = ({ password }: { password: string }) =>
    request.run(async () => {
      if (!link.success) return;
      await resetPassword({ ...link.data, password });
      showToast(t`Reset password successfully.`);
      navigate(PATHS.login, { replace: true });
    });

  return (
    <section className="page account">
      <h1 className="page__title">{title}</h1>
      {link.success ? (
        <form className="account-form" noValidate onSubmit={form.handleSubmit(onValid)}>
          <ErrorAlert text={request.error} />
          <TextField
            {...form.field('password')}
            label={t`Enter new password`}
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
            <Trans>Reset Password</Trans>
          </button>
        </form>
      ) : (
        <>
          <p role="alert" className="account-alert">
            {translateValidation(i18n, MESSAGES.RESET_LINK_INVALID)}
          </p>
          <p>
            <Link to={PATHS.forgotPassword}>
              <Trans>Request a new reset link</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

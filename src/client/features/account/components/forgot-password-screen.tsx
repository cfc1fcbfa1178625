import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordSchema } from '@shared/validation/auth';
import { TextField } from '@client/components/ui/text-field';
import { isLocale, DEFAULT_LOCALE } from '@client/lib/i18n';
import { showToast } from '@client/lib/toast-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { useZodForm } from '@client/lib/use-zod-form';
import { requestPasswordReset } from '../api';
import { useAccountRequest } from '../hooks/use-account-request';
import { ErrorAlert } from './error-alert';

const EMPTY = { email: '' };

/**
 * /forgot_password (docs/spec/forms-and-messages.md D.3): mails a reset link in the current language. The
 * server answers the same for an unknown e-mail (docs/api/auth.md), so success is all we show.
 */
export function ForgotPasswordScreen() {
  const { t, i18n } = useLingui();
  const form = useZodForm(forgotPasswordSchema, EMPTY);
  const request = useAccountRequest();
  const title = t`Forgot Password`;
  usePageTitle(title);

  const onValid = ({ email }: { email: string }) =>
    request.run(async () => {
      const language = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
      await requestPasswordReset({ email, type: 'WEB', language });
      showToast(t`Please check your Email to Reset Password`);
      form.reset();
    });

  return (
    <section className="page account">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">
        <Trans>
          Enter the email of your account and we will send you a link to reset your password.
        </Trans>
      </p>
      <form className="account-form" noValidate onSubmit={form.handleSubmit(onValid)}>
        <ErrorAlert text={request.error} />
        <TextField
          {...form.field('email')}
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="mark@gmail.com"
        />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={request.busy}
        >
          <Trans>Reset Password</Trans>
        </button>
      </form>
    </section>
  );
}

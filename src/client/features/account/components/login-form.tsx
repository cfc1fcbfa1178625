import { Trans, useLingui } from '@lingui/react/macro';
import { loginSchema, type LoginBody } from '@shared/validation/auth';
import { TextField } from '@client/components/ui/text-field';
import { Link } from '@client/lib/router';
import { useZodForm } from '@client/lib/use-zod-form';
import { PATHS } from '@client/lib/paths';
import { signIn } from '../api';
import { useAccountRequest } from '../hooks/use-account-request';
import { useFinishLogin } from '../hooks/use-finish-login';
import { ErrorAlert } from './error-alert';
import { PasswordField } from './password-field';

const EMPTY = { email: '', password: '' };

/** The Log in tab (docs/spec/forms-and-messages.md D.3 'Login'). */
export function LoginForm() {
  const { t } = useLingui();
  const form = useZodForm(loginSchema, EMPTY);
  const request = useAccountRequest();
  const finish = useFinishLogin();

  const onValid = (body: LoginBody) => request.run(async () => finish(await signIn(body)));

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <ErrorAlert text={request.error} />
      <TextField
        {...form.field('email')}
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="name@your-nonprofit.org"
      />
      <PasswordField {...form.field('password')} autoComplete="current-password" />
      <p className="account-form__links">
        <Link to={PATHS.forgotPassword}>
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={request.busy}
      >
        <Trans>Log in</Trans>
      </button>
    </form>
  );
}

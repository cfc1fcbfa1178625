import { Trans, useLingui } from '@lingui/react/macro';
import { signUpBody, type SignUpForm as SignUpValues } from '@shared/validation/auth';
import { TextField } from '@client/components/ui/text-field';
import type { Locale } from '@client/lib/i18n';
import { useZodForm } from '@client/lib/use-zod-form';
import { signUp } from '../api';
import { useAccountRequest } from '../hooks/use-account-request';
import { useFinishLogin } from '../hooks/use-finish-login';
import { signUpStringFormSchema } from '../lib/form-schemas';
import { ErrorAlert } from './error-alert';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { TermsCheckbox } from './terms-checkbox';

const EMPTY = { displayName: '', phone: '', email: '', password: '', acceptTerms: '' };

/**
 * The Sign up tab: for service providers, or volunteers via ?volunteer=true (docs/spec/product-spec.md §2, §7).
 * People looking for services need no account, which the intro line says.
 */
export function SignUpForm({ isVolunteer }: { isVolunteer: boolean }) {
  const { t, i18n } = useLingui();
  const form = useZodForm(signUpStringFormSchema, EMPTY);
  const request = useAccountRequest();
  const finish = useFinishLogin();
  const terms = form.field('acceptTerms');

  // The app's language goes with it: the welcome e-mail and later notifications use it (#8).
  const language: Locale = i18n.locale === 'es' ? 'es' : 'en';
  const onValid = (values: SignUpValues) =>
    request.run(async () => finish(await signUp({ ...signUpBody(values), isVolunteer, language })));

  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <p className="account-form__intro">
        {isVolunteer ? (
          <Trans>
            Sign up as a volunteer. An administrator or volunteer lead approves your account before
            you can manage services.
          </Trans>
        ) : (
          <Trans>Users need not Signup. This is for Service Providers only.</Trans>
        )}
      </p>
      <ErrorAlert text={request.error} />
      <TextField
        {...form.field('displayName')}
        label={t`Community Service Name`}
        placeholder={t`Non-Profit Name`}
        autoComplete="organization"
      />
      <PhoneField {...form.field('phone')} />
      <TextField
        {...form.field('email')}
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="name@your-nonprofit.org"
      />
      <PasswordField {...form.field('password')} autoComplete="new-password" />
      <TermsCheckbox
        id={terms.id}
        checked={terms.value === 'true'}
        onChange={(checked) => terms.onChange(checked ? 'true' : '')}
        error={terms.error}
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={request.busy}
      >
        {isVolunteer ? <Trans>Sign up as a volunteer</Trans> : <Trans>Sign up</Trans>}
      </button>
    </form>
  );
}

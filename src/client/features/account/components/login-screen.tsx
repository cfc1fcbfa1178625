import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSearchParams } from '@client/lib/router';
import { usePageTitle } from '@client/lib/use-page-title';
import { AccountTabs, type AccountTab } from './account-tabs';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { SocialButtons } from './social-buttons';
import { SocialErrorNotice } from './social-error-notice';

/**
 * /login: Log in and Sign up tabs; ?volunteer=true opens a volunteer sign-up (docs/spec/product-spec.md §2).
 * The h1 stays the menu entry's words whichever tab is open; each panel names itself in an h2
 * with the original's headers (docs/spec/forms-and-messages.md D.3).
 */
export function LoginScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const isVolunteer = params.get('volunteer') === 'true';
  const [tab, setTab] = useState<AccountTab>(isVolunteer ? 'signup' : 'login');
  const idPrefix = useId();
  const title = t`Log in or sign up`;
  usePageTitle(title);
  const panelTitle =
    tab === 'login'
      ? t`Service Provider Login`
      : isVolunteer
        ? t`Volunteer Signup`
        : t`Service Provider Signup`;

  return (
    <section className="page account">
      <h1 className="page__title">{title}</h1>
      <AccountTabs idPrefix={idPrefix} selected={tab} onSelect={setTab} />
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${tab}`}
        className="account__panel"
      >
        <h2 className="account__panel-title">{panelTitle}</h2>
        <SocialErrorNotice />
        {tab === 'login' ? <LoginForm /> : <SignUpForm isVolunteer={isVolunteer} />}
        {/* A volunteer signs up with the form: a social account cannot ask for volunteer rights. */}
        {isVolunteer ? null : <SocialButtons />}
      </div>
    </section>
  );
}

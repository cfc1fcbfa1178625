import { Trans, useLingui } from '@lingui/react/macro';
import { useSessionStore } from '@client/lib/session-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { ChangePasswordForm } from './change-password-form';

/**
 * /change_password: only LOCAL accounts have a password (docs/spec/product-spec.md §5). A user who signs in
 * with a social provider gets an explanation instead of a form that could only fail. An unknown
 * method (a session stored before the profile check filled it) shows the form: the server decides.
 */
export function ChangePasswordScreen() {
  const { t } = useLingui();
  const lastMethod = useSessionStore((state) => state.user?.lastMethod);
  const title = t`Change Password`;
  usePageTitle(title);
  const isSocial = lastMethod !== undefined && lastMethod !== 'LOCAL';

  return (
    <section className="page account">
      <h1 className="page__title">{title}</h1>
      {isSocial ? (
        <p className="page__lead">
          <Trans>
            You sign in with {lastMethod}, so this account has no password to change here. Manage
            your password with {lastMethod}.
          </Trans>
        </p>
      ) : (
        <ChangePasswordForm />
      )}
    </section>
  );
}

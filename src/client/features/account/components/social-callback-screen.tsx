import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@client/lib/api-errors';
import { Link, useSearchParams } from '@client/lib/router';
import { usePageTitle } from '@client/lib/use-page-title';
import { PATHS } from '@client/lib/paths';
import { useFinishLogin } from '../hooks/use-finish-login';
import { errorText } from '@client/lib/error-text';
import { expiredSignInText } from '../lib/social-error-text';
import { exchangeSocialCode } from '../social-api';
import { ErrorAlert } from './error-alert';

/**
 * /auth/twitter/callback?oauth_token=… (docs/spec/product-spec.md §2): the server's redirect after a social
 * sign-in lands here with a one-time code, which is traded once for the session; then the person
 * is signed in like after the login form (use-finish-login). The code is spent even if React
 * runs the effect twice, so the ref keeps it to one request.
 */
export function SocialCallbackScreen() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const code = params.get('oauth_token');
  const finish = useFinishLogin();
  const started = useRef(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const failed = !code || failure !== null;
  const title = failed ? t`Sign-in failed` : t`Signing you in…`;
  usePageTitle(title);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    exchangeSocialCode(code).then(finish, (error: unknown) => setFailure({ error }));
  }, [code, finish]);

  const message =
    !code || (failure?.error instanceof ApiError && failure.error.status === 400)
      ? expiredSignInText(i18n)
      : failure
        ? errorText(i18n, failure.error)
        : null;

  return (
    <section className="page account" aria-busy={!failed}>
      <h1 className="page__title">{title}</h1>
      {failed ? (
        <>
          <ErrorAlert text={message} />
          <p className="account-form__links">
            <Link to={PATHS.login}>
              <Trans>Back to log in</Trans>
            </Link>
          </p>
        </>
      ) : (
        <p role="status" className="page__lead">
          <Trans>Please wait while we finish signing you in.</Trans>
        </p>
      )}
    </section>
  );
}

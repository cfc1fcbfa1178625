import { useLingui } from '@lingui/react';
import { useSearchParams } from '@client/lib/router';
import { isSocialError, socialErrorText } from '../lib/social-error-text';
import { ErrorAlert } from './error-alert';

/** Why a social sign-in sent the person back to /login (`?social_error=`), in their language. */
export function SocialErrorNotice() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const error = params.get('social_error');
  if (!isSocialError(error)) return null;
  return <ErrorAlert text={socialErrorText(i18n, error, params.get('method'))} />;
}

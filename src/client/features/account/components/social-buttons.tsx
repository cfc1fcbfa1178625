import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { SocialProviderName } from '@shared/validation/social';
import { PROVIDER_NAMES } from '../lib/social-error-text';
import { fetchSocialProviders, socialStartUrl } from '../social-api';

/**
 * "Continue with …" for the providers the server has configured (docs/social-sign-in.md: hidden
 * otherwise). Offline, or when the list cannot be fetched, nothing is shown: the buttons would
 * only lead to an error page. Plain links, because the sign-in is a full-page redirect.
 */
export function SocialButtons() {
  const [providers, setProviders] = useState<SocialProviderName[]>([]);

  useEffect(() => {
    let live = true;
    fetchSocialProviders().then(
      (list) => live && setProviders(list),
      () => live && setProviders([]),
    );
    return () => {
      live = false;
    };
  }, []);

  if (providers.length === 0) return null;
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">
        <Trans>or</Trans>
      </p>
      <ul className="social-sign-in__list">
        {providers.map((provider) => {
          const name = PROVIDER_NAMES[provider.toUpperCase()] ?? provider;
          return (
            <li key={provider}>
              <a className="button button--secondary button--block" href={socialStartUrl(provider)}>
                <Trans>Continue with {name}</Trans>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

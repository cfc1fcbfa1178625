import type { Config } from '@server/config';
import type { AccountProvider } from '@shared/domain/enums';

/** The path names of the social routes (docs/spec/product-spec.md §7: /auth/google, /auth/facebook, ...). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'instagram'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

interface Endpoints {
  authorization: string;
  token: string;
  profile: string;
}

/** OpenID Connect: discovery, a signed ID token with a nonce. */
export interface OidcProvider {
  kind: 'oidc';
  id: SocialProviderId;
  account: AccountProvider;
  clientId: string;
  clientSecret: string;
  issuer: string;
  scope: string;
}

/** Plain OAuth 2 with PKCE: the identity comes from the provider's profile endpoint. */
export interface OAuth2Provider {
  kind: 'oauth2';
  id: SocialProviderId;
  account: AccountProvider;
  clientId: string;
  clientSecret: string;
  endpoints: Endpoints;
  scope: string;
  /** X wants HTTP Basic client authentication; Facebook and Instagram take the secret in the body. */
  basicAuth: boolean;
}

export type SocialProvider = OidcProvider | OAuth2Provider;

const DEFAULTS: Record<'facebook' | 'twitter' | 'instagram', Endpoints> = {
  facebook: {
    authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
    token: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profile: 'https://graph.facebook.com/me?fields=id,name,email',
  },
  twitter: {
    authorization: 'https://x.com/i/oauth2/authorize',
    token: 'https://api.x.com/2/oauth2/token',
    profile: 'https://api.x.com/2/users/me',
  },
  instagram: {
    authorization: 'https://www.instagram.com/oauth/authorize',
    token: 'https://api.instagram.com/oauth/access_token',
    profile: 'https://graph.instagram.com/me?fields=id,username',
  },
};

export function isSocialProviderId(value: string): value is SocialProviderId {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

export const providerIdOf = (account: AccountProvider): SocialProviderId | null => {
  const id = account.toLowerCase();
  return isSocialProviderId(id) ? id : null;
};

function oauth2(
  config: Config,
  id: 'facebook' | 'twitter' | 'instagram',
  account: AccountProvider,
): OAuth2Provider | null {
  const key = account as 'FACEBOOK' | 'TWITTER' | 'INSTAGRAM';
  const clientId = config[`${key}_CLIENT_ID`];
  const clientSecret = config[`${key}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return null;
  return {
    kind: 'oauth2',
    id,
    account,
    clientId,
    clientSecret,
    scope: config[`${key}_SCOPE`],
    basicAuth: id === 'twitter',
    endpoints: {
      authorization: config[`${key}_AUTHORIZATION_URL`] ?? DEFAULTS[id].authorization,
      token: config[`${key}_TOKEN_URL`] ?? DEFAULTS[id].token,
      profile: config[`${key}_PROFILE_URL`] ?? DEFAULTS[id].profile,
    },
  };
}

/** The configured provider of a route name, or null (unknown or not configured: docs/social-sign-in.md). */
export function socialProvider(config: Config, id: string): SocialProvider | null {
  switch (id) {
    case 'google':
      return config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? {
            kind: 'oidc',
            id,
            account: 'GOOGLE',
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
            issuer: config.GOOGLE_ISSUER,
            scope: config.GOOGLE_SCOPE,
          }
        : null;
    case 'facebook':
      return oauth2(config, id, 'FACEBOOK');
    case 'twitter':
      return oauth2(config, id, 'TWITTER');
    case 'instagram':
      return oauth2(config, id, 'INSTAGRAM');
    default:
      return null;
  }
}

export function enabledProviders(config: Config): SocialProviderId[] {
  return SOCIAL_PROVIDERS.filter((id) => socialProvider(config, id) !== null);
}

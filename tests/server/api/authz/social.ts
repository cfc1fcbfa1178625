import { freshIp } from '../auth/support';
import type { MatrixRow } from './types';

/**
 * The social routes of social sign-in (docs/social-sign-in.md). The matrix app configures no provider, so the provider routes
 * answer 404 to everyone (unknown or not configured); the flows themselves are in auth/social*.
 */
export const socialRows: MatrixRow[] = [
  {
    route: 'GET /api/auth/providers',
    request: () => ({ method: 'GET', url: '/api/auth/providers' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/auth/:provider',
    request: () => ({ method: 'GET', url: '/api/auth/google', remoteAddress: freshIp() }),
    expect: { default: 404 },
  },
  {
    route: 'GET /api/auth/:provider/callback',
    request: () => ({
      method: 'GET',
      url: '/api/auth/google/callback?state=s&code=c',
      remoteAddress: freshIp(),
    }),
    expect: { default: 404 },
  },
  {
    route: 'POST /api/auth/social/exchange',
    request: () => ({
      method: 'POST',
      url: '/api/auth/social/exchange',
      remoteAddress: freshIp(),
      payload: { code: 'not-a-code' },
    }),
    expect: { default: 400 },
  },
  {
    route: 'POST /api/auth/verify-access-token',
    request: () => ({
      method: 'POST',
      url: '/api/auth/verify-access-token',
      remoteAddress: freshIp(),
      payload: { type: 'GOOGLE', idToken: 'x.y.z' },
    }),
    expect: { default: 404 },
  },
];

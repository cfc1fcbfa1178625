import type { MatrixRow } from './types';

/** The push routes of Web Push notifications (docs/push.md). The VAPID public key is public: browsers subscribe with it. */
export const pushRows: MatrixRow[] = [
  {
    route: 'GET /api/push/public-key',
    request: () => ({ method: 'GET', url: '/api/push/public-key' }),
    expect: { default: 200 },
  },
];

import { SnapshotKeeper } from '@server/services/sync-snapshot/keeper';
import type { MatrixRow } from './types';

export const foundationRows: MatrixRow[] = [
  {
    route: 'GET /api/health',
    request: () => ({ method: 'GET', url: '/api/health' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/docs/openapi.json',
    request: () => ({ method: 'GET', url: '/api/docs/openapi.json' }),
    expect: { default: 200 },
  },
  {
    // Public data only, the same for every caller (docs/api/sync.md).
    route: 'GET /api/sync/changes',
    request: () => ({ method: 'GET', url: '/api/sync/changes?since=0&limit=5' }),
    expect: { default: 200 },
  },
  {
    // The public gazetteer slice for offline location search.
    route: 'GET /api/sync/places',
    request: () => ({ method: 'GET', url: '/api/sync/places?near=-104.99|39.74' }),
    expect: { default: 200 },
  },
  {
    // The first sync's snapshot: one public snapshot for every caller.
    route: 'GET /api/sync/snapshot',
    request: () => ({ method: 'GET', url: '/api/sync/snapshot' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/sync/snapshot/:cursor',
    request: async ({ db }) => {
      const snapshot = await new SnapshotKeeper(db).current();
      return { method: 'GET', url: `/api/sync/snapshot/${snapshot?.cursor}` };
    },
    expect: { default: 200 },
  },
];

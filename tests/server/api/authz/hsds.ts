import { newService } from '../content/matrix-fixtures';
import type { MatrixRow } from './types';

/** The HSDS routes of issue #21: publishing is public and read-only. */
export const hsdsRows: MatrixRow[] = [
  {
    route: 'GET /api/hsds',
    request: () => ({ method: 'GET', url: '/api/hsds' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/hsds/services',
    request: () => ({ method: 'GET', url: '/api/hsds/services' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/hsds/services/:id',
    request: async (ctx) => {
      const service = await newService(ctx.db, undefined);
      return { method: 'GET', url: `/api/hsds/services/${service.id}` };
    },
    expect: { default: 200 },
  },
];

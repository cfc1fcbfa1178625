import { createImportJob } from '@server/db/queries/hsds-import';
import { newService } from '../content/matrix-fixtures';
import { zipTables } from '../../hsds/legacy-package';
import type { MatrixRow } from './types';

const ADMIN_ONLY = { default: 403, guest: 401, inactive: 401 };

async function zipUpload() {
  const body = new FormData();
  body.append('dryRun', 'true');
  body.append('file', new Blob([await zipTables()]), 'export.zip');
  const encoded = new Response(body);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** The HSDS routes of docs/hsds.md: publishing is public and read-only. */
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
  {
    route: 'POST /api/hsds/imports',
    request: async () => ({ method: 'POST', url: '/api/hsds/imports', ...(await zipUpload()) }),
    expect: { ...ADMIN_ONLY, ADMINISTRATOR: 202 },
  },
  {
    route: 'GET /api/hsds/imports/:id',
    request: async (ctx) => {
      const id = await createImportJob(ctx.db, { dryRun: true, approve: false, userId: null });
      return { method: 'GET', url: `/api/hsds/imports/${id}` };
    },
    expect: { ...ADMIN_ONLY, ADMINISTRATOR: 200 },
  },
  {
    route: 'GET /api/hsds/export.zip',
    request: () => ({ method: 'GET', url: '/api/hsds/export.zip' }),
    expect: { ...ADMIN_ONLY, ADMINISTRATOR: 200 },
  },
];

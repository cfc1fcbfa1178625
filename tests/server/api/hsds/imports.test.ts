import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '@server/db/schema';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { zipTables } from '../../hsds/legacy-package';
import { call } from '../services/helpers';

async function form(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('file', new Blob([file.data]), file.name);
  const encoded = new Response(body);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

describe.each(databaseKinds)('POST and GET /api/hsds/imports on %s', (kind) => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await createUser(t.database.db, {
      email: 'imports.admin@test.test',
      roles: ['ADMINISTRATOR'],
    });
  });
  afterAll(() => t.close());

  const upload = async (fields: Record<string, string>, file?: { name: string; data: Buffer }) =>
    call(t, {
      method: 'POST',
      url: '/api/hsds/imports',
      token: admin.token,
      ...(await form(fields, file)),
    });

  async function finished(id: string) {
    for (let i = 0; i < 200; i += 1) {
      const res = await call(t, {
        method: 'GET',
        url: `/api/hsds/imports/${id}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      if (res.json().status !== 'running') return res.json();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the import did not finish');
  }

  it('runs a dry run of a zip, then the import, with progress and the report', async () => {
    const data = await zipTables();
    const dry = await upload({ dryRun: 'true', source: 'api-211' }, { name: 'export.zip', data });
    expect(dry.statusCode).toBe(202);
    const dryJob = await finished(dry.json().id);
    expect(dryJob).toMatchObject({ status: 'done', dryRun: true, progress: { done: 5, total: 5 } });
    expect(dryJob.report.services).toMatchObject({ created: 4, skipped: 1 });
    const none = await t.database.db.select().from(services).where(eq(services.source, 'api-211'));
    expect(none).toHaveLength(0);

    const real = await upload({ approve: 'true', source: 'api-211' }, { name: 'export.zip', data });
    const job = await finished(real.json().id);
    expect(job).toMatchObject({ status: 'done', dryRun: false, approve: true });
    expect(job.report.services).toMatchObject({ created: 4, skipped: 1 });
    const listed = await call(t, {
      method: 'GET',
      url: '/api/services?q=Legacy%20Kitchen&search=name',
    });
    expect(listed.json().map((s: { name: string }) => s.name)).toContain('Legacy Kitchen');
  });

  it('answers 400 {code, message} and writes nothing for a file that is no HSDS', async () => {
    const res = await upload({ source: 'junk' }, { name: 'notes.txt', data: Buffer.from('hello') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: expect.stringContaining('no HSDS'),
      reason: 'VALIDATION_FAILED',
    });
    const missing = await upload({ source: 'junk' });
    expect(missing.statusCode).toBe(400);
    const badSource = await upload(
      { source: 'no spaces' },
      { name: 'x.zip', data: await zipTables() },
    );
    expect(badSource.statusCode).toBe(400);
  });

  it('answers 404 for an unknown import', async () => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/hsds/imports/00000000-0000-4000-8000-000000000000',
      token: admin.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'Import not found.', reason: 'NOT_FOUND' });
  });
});

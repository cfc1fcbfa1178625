import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTranslationJob } from '@server/db/queries/translation-queue';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { call, serviceBody } from '../services/helpers';
import { runQueue, WORKER_OFF } from './support';

const realApertium = execFileSync('sh', ['-c', 'command -v apertium'], { encoding: 'utf8' }).trim();

describe('Spanish of a saved service while the engine is missing', () => {
  let t: TestApp;
  let token: string;
  const dir = mkdtempSync(path.join(tmpdir(), 'refugio-no-apertium-'));
  const bin = path.join(dir, 'apertium');
  beforeAll(async () => {
    t = await buildTestApp('pglite', { ...WORKER_OFF, APERTIUM_BIN: bin });
    ({ token } = await createUser(t.database.db, {
      email: 'translate.missing@test.test',
      roles: ['ADMINISTRATOR', 'USER'],
    }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('saves, keeps the job with its error, and fills the text once the engine is back', async () => {
    const payload = serviceBody({ description: 'Hot meals for families', age: 'Adults' });
    const created = await call(t, { method: 'POST', url: '/api/services', token, payload });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const updated = await call(t, {
      method: 'PUT',
      url: `/api/services/${id}`,
      token,
      payload: { ...payload, description: 'Hot meals for women' },
    });
    expect(updated.statusCode).toBe(200);

    expect(await runQueue(t)).toEqual({ translated: 0, failed: 1 });
    const job = await findTranslationJob(t.database.db, id);
    expect(job).toMatchObject({ attempts: 1 });
    expect(job?.lastError).toMatch(/not found/);
    expect(job!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    const waiting = await call(t, { method: 'GET', url: `/api/services/${id}` });
    expect(waiting.json().descriptionEs).toBeNull();

    // Not due yet: the backoff holds it.
    expect(await runQueue(t)).toEqual({ translated: 0, failed: 0 });

    symlinkSync(realApertium, bin);
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await runQueue(t, later)).toEqual({ translated: 1, failed: 0 });
    const after = (await call(t, { method: 'GET', url: `/api/services/${id}` })).json();
    expect(after.descriptionEs).toMatch(/mujeres/i);
    expect(after.ageEs).toMatch(/adultos/i);
    expect(await findTranslationJob(t.database.db, id)).toBeNull();
  });
});

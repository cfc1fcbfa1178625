import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { databaseKinds, openTestDatabase } from '@tests/helpers/build-app';

// The paced lane (db/client.ts, docs/architecture.md "Paced statements"): the place search and the
// attachment chunks go through it, so many of them at once never keep other requests waiting.
describe.each(databaseKinds)('the paced lane (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('lets the event loop read other requests between paced jobs', async () => {
    const order: string[] = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      database.paced(async () => {
        await database.db.execute(sql`SELECT 1`);
        order.push(`paced ${i}`);
      }),
    );
    // What an incoming request is to the process: a callback of the event loop, queued after the
    // six jobs. Jobs chained by microtasks alone would all run before it.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('request');
        resolve();
      }),
    );
    await Promise.all(jobs);
    expect(order.indexOf('request')).toBeLessThan(order.indexOf('paced 5'));
  });

  it('runs one job at a time on PGlite and at most half the pool on PostgreSQL', async () => {
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 12 }, () =>
        database.paced(async () => {
          running += 1;
          most = Math.max(most, running);
          await database.db.execute(sql`SELECT 1`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(kind === 'pglite' ? 1 : 5);
  });

  it('passes a job’s answer and its failure to the caller', async () => {
    await expect(database.paced(async () => 42)).resolves.toBe(42);
    await expect(database.paced(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(database.paced(async () => 'still runs')).resolves.toBe('still runs');
  });
});

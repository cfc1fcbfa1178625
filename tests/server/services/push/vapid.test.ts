import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { loadVapidDetails } from '@server/services/push/vapid';
import { openTestDatabase } from '@tests/helpers/build-app';
import { testConfig } from '@tests/helpers/test-config';

describe('VAPID keys', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('generates one pair that instances starting together all agree on', async () => {
    const config = testConfig();
    const [a, b, c] = await Promise.all([
      loadVapidDetails(database.db, config),
      loadVapidDetails(database.db, config),
      loadVapidDetails(database.db, config),
    ]);
    expect(a).toEqual(b);
    expect(a).toEqual(c);
    expect(Buffer.from(a!.publicKey, 'base64url')).toHaveLength(65);
    expect(await loadVapidDetails(database.db, config)).toEqual(a);
  });

  it('takes the configured pair when set', async () => {
    const config = testConfig({
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'p'.repeat(43),
      VAPID_SUBJECT: 'https://refugio.example',
    });
    expect(await loadVapidDetails(database.db, config)).toEqual({
      subject: 'https://refugio.example',
      publicKey: 'B'.repeat(87),
      privateKey: 'p'.repeat(43),
    });
  });

  it('refuses half a configured pair', () => {
    expect(() => testConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY/);
  });
});

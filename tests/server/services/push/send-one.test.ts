import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOne } from '@server/services/push/send-one';
import { vapidSubject } from '@server/services/push/vapid';
import { browserKeys, decryptPush, startPushEndpoint, verifyVapid } from './push-endpoint';

describe('sendOne (Web Push through fetch)', () => {
  const keys = webpush.generateVAPIDKeys();
  const vapid = { subject: 'mailto:ops@refugio.test', ...keys };
  const options = { vapid, ttlSeconds: 60, timeoutMs: 5000 };
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  beforeAll(async () => {
    endpoint = await startPushEndpoint((path) =>
      path === '/gone' ? 410 : path === '/broken' ? 500 : 201,
    );
  });
  afterAll(() => endpoint.close());

  it('delivers an encrypted payload the browser keys decrypt, signed with the VAPID key', async () => {
    const browser = browserKeys();
    const result = await sendOne(
      endpoint.subscription('/ok', browser),
      JSON.stringify({ title: 'Hola', body: 'ñ' }),
      { ...options, urgency: 'high' },
    );
    expect(result).toEqual({ outcome: 'sent', status: 201 });
    const got = endpoint.received.at(-1)!;
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers['ttl']).toBe('60');
    expect(got.headers['urgency']).toBe('high');
    const claims = verifyVapid(got.headers.authorization, keys.publicKey);
    expect(claims.aud).toBe(endpoint.origin);
    expect(claims.sub).toBe('mailto:ops@refugio.test');
    expect(JSON.parse(decryptPush(got.body, browser))).toEqual({ title: 'Hola', body: 'ñ' });
  });

  it('cannot be decrypted with another browser’s keys', async () => {
    const browser = browserKeys();
    await sendOne(endpoint.subscription('/ok', browser), 'secret', options);
    expect(() => decryptPush(endpoint.received.at(-1)!.body, browserKeys())).toThrow();
  });

  it('reports 410 as gone and 500 or an unreachable service as failed, without throwing', async () => {
    const browser = browserKeys();
    expect((await sendOne(endpoint.subscription('/gone', browser), 'x', options)).outcome).toBe(
      'gone',
    );
    expect((await sendOne(endpoint.subscription('/broken', browser), 'x', options)).outcome).toBe(
      'failed',
    );
    const dead = { ...endpoint.subscription('/x', browser), endpoint: 'http://127.0.0.1:1/x' };
    expect((await sendOne(dead, 'x', options)).outcome).toBe('failed');
  });
});

describe('vapidSubject', () => {
  const base = { VAPID_SUBJECT: undefined, PUBLIC_URL: undefined };
  it('takes VAPID_SUBJECT, else the MAIL_FROM address, else an https PUBLIC_URL', () => {
    expect(vapidSubject({ ...base, VAPID_SUBJECT: 'https://x.test', MAIL_FROM: 'a@b.c' })).toBe(
      'https://x.test',
    );
    expect(vapidSubject({ ...base, MAIL_FROM: 'Refugio <ops@refugio.org>' })).toBe(
      'mailto:ops@refugio.org',
    );
    expect(vapidSubject({ ...base, MAIL_FROM: 'Refugio', PUBLIC_URL: 'https://r.org' })).toBe(
      'https://r.org',
    );
  });
});

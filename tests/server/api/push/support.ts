import { expect } from 'vitest';
import type { TestApp } from '@tests/helpers/build-app';
import { notifierFor } from '@server/services/notify';
import { call } from '../services/helpers';
import {
  browserKeys,
  decryptPush,
  verifyVapid,
  type BrowserKeys,
  type startPushEndpoint,
} from '../../services/push/push-endpoint';

export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>;

/** Registers a WEB device whose subscription points at `path` of the local push endpoint. */
export async function registerBrowser(
  t: TestApp,
  endpoint: PushEndpoint,
  token: string,
  path: string,
  language?: 'en' | 'es',
): Promise<BrowserKeys> {
  const keys = browserKeys();
  const res = await call(t, {
    method: 'POST',
    url: '/api/auth/register-device',
    token,
    payload: {
      platform: 'WEB',
      deviceId: `browser${path.replace(/\//g, '-')}`,
      token: JSON.stringify(endpoint.subscription(path, keys)),
      ...(language ? { language } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return keys;
}

/** Waits for the notifications in flight (they never delay the request itself). */
export const settled = (t: TestApp) => notifierFor(t.app).settled();

/** The decrypted payloads `path` received so far, after checking each VAPID signature. */
export function payloadsAt(
  endpoint: PushEndpoint,
  path: string,
  keys: BrowserKeys,
  publicKey: string,
): { title: string; body: string; url: string }[] {
  return endpoint.received
    .filter((r) => r.path === path)
    .map((r) => {
      const claims = verifyVapid(r.headers.authorization, publicKey);
      expect(claims.aud).toBe(endpoint.origin);
      expect(claims.sub).toMatch(/^mailto:/);
      return JSON.parse(decryptPush(r.body, keys)) as { title: string; body: string; url: string };
    });
}

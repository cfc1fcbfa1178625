// The push calls of /update_profile (docs/push.md): the VAPID key and this browser's device.
import { z } from 'zod';
import { apiRequest, authedRequest } from '@client/lib/api-client';
import type { Locale } from '@client/lib/i18n';

const publicKeyAnswer = z.object({ publicKey: z.string().min(1) });
// Only success matters here; the answer (the user with its devices) is not used.
const anyAnswer = z.unknown();

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export async function fetchPushPublicKey(): Promise<string> {
  return (await apiRequest('/push/public-key', publicKeyAnswer)).publicKey;
}

/** register-device for WEB: the token is the subscription's JSON; language for the texts. */
export async function registerWebPush(
  subscription: PushSubscription,
  deviceId: string,
  language: Locale,
): Promise<void> {
  await authedRequest(
    '/auth/register-device',
    anyAnswer,
    post({ platform: 'WEB', token: JSON.stringify(subscription), deviceId, language }),
  );
}

export async function removeWebPush(deviceId: string): Promise<void> {
  await authedRequest('/auth/remove-device', anyAnswer, post({ deviceId }));
}

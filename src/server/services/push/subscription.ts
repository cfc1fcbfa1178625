import type { Config } from '@server/config';
import { webPushSubscriptionSchema, type WebPushSubscription } from '@shared/validation/push';

export const INVALID_SUBSCRIPTION = 'The push subscription is not valid.';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A WEB device's token is the JSON of its PushSubscription. Push services are https; plain http
 * is accepted only on this machine's loopback, for tests (NODE_ENV=test or
 * PUSH_ALLOW_HTTP_ENDPOINTS), so a registered endpoint cannot make the server call inside a
 * network over http.
 */
export function parseWebSubscription(
  token: string,
  config: Pick<Config, 'NODE_ENV' | 'PUSH_ALLOW_HTTP_ENDPOINTS'>,
): WebPushSubscription | null {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return null;
  }
  const parsed = webPushSubscriptionSchema.safeParse(json);
  if (!parsed.success) return null;
  const url = new URL(parsed.data.endpoint);
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return parsed.data;
  const httpAllowed = config.NODE_ENV === 'test' || config.PUSH_ALLOW_HTTP_ENDPOINTS;
  return url.protocol === 'http:' && httpAllowed && LOOPBACK.has(url.hostname) ? parsed.data : null;
}

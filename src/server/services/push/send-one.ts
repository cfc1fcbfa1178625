import webpush from 'web-push';
import type { WebPushSubscription } from '@shared/validation/push';
import type { VapidDetails } from './vapid';

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface SendOptions {
  vapid: VapidDetails;
  ttlSeconds: number;
  timeoutMs: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * One encrypted push (RFC 8291 aes128gcm, VAPID RFC 8292). web-push builds the request and fetch
 * sends it: web-push's own sender only speaks https, and tests stand in a plain-http endpoint.
 * 404/410 mean the subscription expired or was revoked (RFC 8030 §7.3).
 */
export async function sendOne(
  subscription: WebPushSubscription,
  payload: string,
  options: SendOptions,
): Promise<{ outcome: PushOutcome; status?: number; error?: unknown }> {
  try {
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency ?? 'normal',
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      // A Uint8Array view: the DOM lib's BodyInit (tests/e2e types) does not take a Buffer.
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (response.ok) return { outcome: 'sent', status: response.status };
    if (response.status === 404 || response.status === 410) {
      return { outcome: 'gone', status: response.status };
    }
    return { outcome: 'failed', status: response.status };
  } catch (error) {
    return { outcome: 'failed', error };
  }
}

import { z } from 'zod';
import { text } from './fields';
import { TEXT_MAX } from './text-limits';

const base64url = (max: number) =>
  text({ max, tooLong: 'Too long.', trim: false }).regex(/^[A-Za-z0-9_-]+={0,2}$/);

/**
 * A browser's PushSubscription as `JSON.stringify(subscription)` gives it (the register-device
 * token of a WEB device, docs/spec/product-spec.md §7). Whether the endpoint's address is acceptable depends on
 * the server's configuration, so the server checks that separately.
 */
export const webPushSubscriptionSchema = z.object({
  endpoint: text({ max: TEXT_MAX.URL, trim: false }).pipe(z.url()),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes → 87 base64url characters) and a 16-byte secret.
    p256dh: base64url(100).min(80),
    auth: base64url(32).min(16),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** The JSON each push message carries; the service worker shows it (sw/push.ts). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

import { z } from 'zod';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/**
 * A browser's PushSubscription as `JSON.stringify(subscription)` gives it (the register-device
 * token of a WEB device, product-spec §7). Whether the endpoint's address is acceptable depends on
 * the server's configuration, so the server checks that separately.
 */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes → 87 base64url characters) and a 16-byte secret.
    p256dh: base64url.min(80).max(100),
    auth: base64url.min(16).max(32),
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

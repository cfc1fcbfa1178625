/**
 * Per-client limit of the credential routes: sign-in, sign-up and reset (docs/spec/api-contract.md §12).
 * `groupId` gives each action its own counter: the database store of plugins/rate-limit.ts
 * receives no route in `child()`, so without it every limited route would share one counter.
 * Sign-in and its alias /auth/login share one group, so the alias gives no extra attempts.
 * `max` is AUTH_RATE_LIMIT_PER_MINUTE (10 by default); the end-to-end server raises it, since all
 * its browsers sign in from one address.
 */
export const credentialLimit = (groupId: string, max: number) =>
  ({ rateLimit: { max, timeWindow: 60_000, groupId } }) as const;

// The outbox's rules, shared by the page (src/client/sync) and the service worker (Background
// Sync): what each queued write sends, which answers end it, and when to try again.

/** The Background Sync tag the page registers and the service worker answers by flushing. */
export const OUTBOX_SYNC_TAG = 'refugio-outbox';

/** A file queued with a feedback: bytes, not a Blob, so every IndexedDB can store it. */
export interface QueuedFile {
  name: string;
  type: string;
  data: ArrayBuffer;
}

export type OutboxOp =
  | { kind: 'kudo'; serviceId: string; deviceId: string }
  | { kind: 'serviceFeedback'; fields: Record<string, string>; files: QueuedFile[] }
  | { kind: 'appFeedback'; fields: Record<string, string>; files: QueuedFile[] }
  | { kind: 'favoriteAdd'; serviceId: string }
  | { kind: 'favoriteRemove'; serviceId: string }
  | {
      kind: 'beds';
      serviceId: string;
      availableBeds: number;
      totalBeds?: number;
      /** When the person counted, on the device (ISO 8601): the newest observation wins. */
      observedAt: string;
    };
export type OutboxKind = OutboxOp['kind'];

/** `pending` waits for its turn or its retry time; `failed` was refused and waits for the person. */
export type OutboxState = 'pending' | 'failed';

export interface OutboxEntry {
  /** Queue order (IndexedDB auto-increment). */
  seq?: number;
  /** A UUID, sent as Idempotency-Key: a replay never counts twice. */
  key: string;
  op: OutboxOp;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which it is not sent again. */
  nextAttemptAt: number;
  createdAt: number;
  /** Whose session queued it (favorites and beds need it); null for a guest. */
  userId: string | null;
  /**
   * Why the server refused it, shown to the person worded from `reason` (the answer's machine
   * word; entries refused before words existed have none and are worded by status).
   */
  error?: { status: number; message: string; reason?: string };
}

/** What goes on the wire for an entry. `auth` says the session's bearer token is needed. */
export interface OutboxRequest {
  method: 'POST';
  path: string;
  auth: boolean;
  json?: unknown;
  form?: { fields: Record<string, string>; files: QueuedFile[] };
}

export function outboxRequest(op: OutboxOp): OutboxRequest {
  switch (op.kind) {
    case 'kudo':
      return {
        method: 'POST',
        path: `/services/${encodeURIComponent(op.serviceId)}/likes`,
        auth: false,
        json: { deviceId: op.deviceId },
      };
    case 'serviceFeedback':
    case 'appFeedback': {
      const path = op.kind === 'serviceFeedback' ? '/feedbacks/service' : '/feedbacks/app';
      return op.files.length
        ? { method: 'POST', path, auth: false, form: { fields: op.fields, files: op.files } }
        : { method: 'POST', path, auth: false, json: op.fields };
    }
    case 'favoriteAdd':
    case 'favoriteRemove':
      return {
        method: 'POST',
        path:
          op.kind === 'favoriteAdd'
            ? '/auth/add-favorite-service'
            : '/auth/remove-favorite-service',
        auth: true,
        json: { service: op.serviceId },
      };
    case 'beds':
      return {
        method: 'POST',
        path: '/services/update-available-beds',
        auth: true,
        json: {
          services: [
            {
              id: op.serviceId,
              availableBeds: op.availableBeds,
              ...(op.totalBeds === undefined ? {} : { totalBeds: op.totalBeds }),
              observedAt: op.observedAt,
            },
          ],
        },
      };
  }
}

/**
 * What an answer means for an entry: `done` (remove it), `retry` (later, with backoff) or
 * `fail` (the server refused it for good: keep it and show why). No answer at all is `retry`.
 * 408, 409 (the same key still running), 425, 429 and every 5xx are worth another try; 401 too,
 * once the person has signed in again (the engine holds auth entries while signed out).
 */
export function classifyAnswer(status: number | null): 'done' | 'retry' | 'fail' {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status >= 500 || [401, 408, 409, 425, 429].includes(status)) return 'retry';
  return 'fail';
}

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 10 * 60_000;

/**
 * Exponential backoff with full jitter: the n-th retry waits a random time up to
 * min(2 s × 2^(n−1), 10 min), so many phones coming back online do not all retry at once.
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(BACKOFF_BASE_MS / 2, Math.round(ceiling * random()));
}

import {
  backoffMs,
  classifyAnswer,
  outboxRequest,
  type OutboxEntry,
  type OutboxOp,
} from '@shared/sync/outbox';
import { isApiErrorReason, reasonOfStatus } from '@shared/api/error-reasons';
import { NetworkError } from '@client/lib/api-errors';
import type { RefugioDb } from '@client/db/database';
import { updateService } from '@client/db/service-record-writes';
import type { SyncTransport } from './transport';

export interface Session {
  userId: string | null;
  token: string | null;
}

export interface FlushOptions {
  session: () => Session;
  now?: () => number;
  random?: () => number;
}

export interface FlushResult {
  sent: number;
  failed: number;
  /** Entries still waiting (retry time not reached, offline, or waiting for their session). */
  waiting: number;
  /** The earliest time a waiting entry may be tried again (epoch ms), if any. */
  nextAttemptAt: number | null;
}

/**
 * Adds a write to the outbox. Call it inside the transaction that makes the write's local effect
 * (the kudo mark, the favorite, the pending bed count), so both happen or neither does.
 */
export function enqueue(
  db: RefugioDb,
  op: OutboxOp,
  userId: string | null,
  now: number = Date.now(),
): Promise<number | undefined> {
  return db.outbox.add({
    key: crypto.randomUUID(),
    op,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    userId,
  });
}

/** What a confirmed write changes in the mirror: the server's own numbers win. */
async function confirm(db: RefugioDb, entry: OutboxEntry, body: unknown): Promise<void> {
  const op = entry.op;
  if (op.kind === 'kudo') {
    await db.kudos.update(op.serviceId, { state: 'sent' });
    const likes = (body as { likes?: unknown } | null)?.likes;
    if (typeof likes === 'number') {
      await updateService(db, op.serviceId, (service) =>
        service.likes < likes ? { likes } : undefined,
      );
    }
  } else if (op.kind === 'beds') {
    const result = (body as { services?: unknown[] } | null)?.services?.[0] as
      { availableBeds?: number; totalBeds?: number; bedsObservedAt?: string | null } | undefined;
    if (result && typeof result.availableBeds === 'number') {
      const beds = {
        availableBeds: result.availableBeds,
        ...(typeof result.totalBeds === 'number' ? { totalBeds: result.totalBeds } : {}),
        bedsObservedAt: result.bedsObservedAt ?? null,
      };
      await updateService(db, op.serviceId, beds);
      // An unapproved shelter is not in the mirror: the beds screen reads it from here.
      await db.managedShelters.update(op.serviceId, beds);
    }
  }
}

/** What the outbox keeps of a refusal: the status, the English text (for the log) and the word. */
const refusal = (body: unknown, status: number) => {
  const { message, reason } = (body ?? {}) as { message?: unknown; reason?: unknown };
  return {
    status,
    message: typeof message === 'string' ? message : `HTTP ${status}`,
    reason: isApiErrorReason(reason) ? reason : reasonOfStatus(status),
  };
};

/**
 * Sends pending entries in queue order (so an add and a remove of one favorite keep their order).
 * A write the server refused (4xx) is marked failed and kept for the person to see; no answer, a
 * 5xx, 408/409/429 set a backoff and end this flush (the network is likely gone, later entries
 * would fail too), and the entries behind it wait for it. Entries that need a session are
 * skipped while none, or another person's, is signed in.
 */
export async function flushOutbox(
  db: RefugioDb,
  transport: SyncTransport,
  options: FlushOptions,
): Promise<FlushResult> {
  const now = options.now ?? Date.now;
  const result: FlushResult = { sent: 0, failed: 0, waiting: 0, nextAttemptAt: null };
  const pending = await db.outbox.where('state').equals('pending').sortBy('seq');
  // Queue order holds within each lane: the entries that need the session (favorites, beds) and
  // those that need none (kudos, feedback) never depend on each other, so a refused session
  // (401, waiting for a new sign-in) does not hold back a guest's kudo.
  const held = { auth: false, guest: false };
  for (const entry of pending) {
    const request = outboxRequest(entry.op);
    const lane = request.auth ? 'auth' : 'guest';
    const session = options.session();
    const blocked =
      request.auth &&
      (!session.token || (entry.userId !== null && entry.userId !== session.userId));
    if (held[lane] || blocked) {
      result.waiting += 1;
      continue;
    }
    // An entry waiting for its retry time holds back the ones after it in its lane.
    if (entry.nextAttemptAt > now()) {
      result.waiting += 1;
      result.nextAttemptAt = Math.min(
        result.nextAttemptAt ?? entry.nextAttemptAt,
        entry.nextAttemptAt,
      );
      held[lane] = true;
      continue;
    }
    let status: number | null = null;
    let body: unknown = null;
    try {
      ({ status, body } = await transport.send(request, entry.key, session.token));
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    }
    const verdict = classifyAnswer(status);
    if (verdict === 'done') {
      await db.transaction(
        'rw',
        [db.outbox, db.kudos, db.serviceParts, db.managedShelters],
        async () => {
          await confirm(db, entry, body);
          await db.outbox.delete(entry.seq!);
        },
      );
      result.sent += 1;
    } else if (verdict === 'fail') {
      await db.outbox.update(entry.seq!, {
        state: 'failed',
        attempts: entry.attempts + 1,
        error: refusal(body, status!),
      });
      if (entry.op.kind === 'kudo') await db.kudos.delete(entry.op.serviceId);
      result.failed += 1;
    } else {
      const attempts = entry.attempts + 1;
      const at = now() + backoffMs(attempts, options.random);
      await db.outbox.update(entry.seq!, { attempts, nextAttemptAt: at });
      result.waiting += 1;
      result.nextAttemptAt = Math.min(result.nextAttemptAt ?? at, at);
      held[lane] = true;
    }
  }
  return result;
}

/** The person dismissed a refused write: it leaves the queue. */
export function dismissFailed(db: RefugioDb, seq: number) {
  return db.outbox.delete(seq);
}

/** The person asked to try a refused write again (e.g. after signing in). */
export function retryFailed(db: RefugioDb, seq: number, now: number = Date.now()) {
  return db.outbox.update(seq, { state: 'pending', nextAttemptAt: now, error: undefined });
}

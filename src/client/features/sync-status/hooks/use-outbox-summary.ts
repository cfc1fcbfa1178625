import { useMirrorQuery } from '@client/db/watch-mirror';
import type { ManagedShelter } from '@client/db/database';
import { readServices, SERVICES_STORE } from '@client/db/service-records';
import type { OutboxEntry, OutboxOp } from '@shared/sync/outbox';

/** A write the server refused, with the name of the service it was about (when known here). */
export interface FailedChange {
  seq: number;
  op: OutboxOp;
  error: OutboxEntry['error'];
  serviceName: string | null;
}

export interface OutboxSummary {
  /** Writes still to be sent (waiting for the network, a retry time or a session). */
  pending: number;
  failed: FailedChange[];
}

const EMPTY: OutboxSummary = { pending: 0, failed: [] };

/**
 * What the banner says about the outbox, live from IndexedDB once Dexie is loaded after the first
 * content (nothing is queued or refused in a way that cannot wait that long).
 */
export function useOutboxSummary(): OutboxSummary {
  return (
    useMirrorQuery(
      (mirror) =>
        mirror.read(['outbox', SERVICES_STORE, 'managedShelters'], async (tx) => {
          // The outbox holds what this device has not sent: a handful of entries.
          const entries = await tx.all<OutboxEntry>('outbox');
          const pending = entries.filter((e) => e.state === 'pending').length;
          const refused = entries.filter((e) => e.state === 'failed');
          const ids = refused.map((e) => ('serviceId' in e.op ? e.op.serviceId : ''));
          // An unapproved shelter is not in the mirror, but it is in the person's managed shelters.
          const [services, shelters] = await Promise.all([
            readServices(tx, ids),
            tx.get<ManagedShelter>('managedShelters', ids),
          ]);
          const failed = refused.map((entry, i) => ({
            seq: entry.seq ?? 0,
            op: entry.op,
            error: entry.error,
            serviceName: services[i]?.name ?? shelters[i]?.name ?? null,
          }));
          return { pending, failed };
        }),
      [],
      { early: false },
    ) ?? EMPTY
  );
}

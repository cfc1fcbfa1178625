import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '../../../db/database';
import type { OutboxEntry, OutboxOp } from '../../../../shared/sync/outbox';

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

/** What the banner says about the outbox, live from IndexedDB. */
export function useOutboxSummary(): OutboxSummary {
  return (
    useLiveQuery(async () => {
      const db = localDb();
      const pending = await db.outbox.where('state').equals('pending').count();
      const entries = await db.outbox.where('state').equals('failed').toArray();
      const ids = entries.map((e) => ('serviceId' in e.op ? e.op.serviceId : ''));
      // An unapproved shelter is not in the mirror, but it is in the person's managed shelters.
      const services = await db.services.bulkGet(ids);
      const shelters = await db.managedShelters.bulkGet(ids);
      const failed = entries.map((entry, i) => ({
        seq: entry.seq ?? 0,
        op: entry.op,
        error: entry.error,
        serviceName: services[i]?.name ?? shelters[i]?.name ?? null,
      }));
      return { pending, failed };
    }, []) ?? EMPTY
  );
}

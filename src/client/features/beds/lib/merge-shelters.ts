import type { LocalService, ManagedShelter } from '@client/db/database';
import type { OutboxEntry } from '@shared/sync/outbox';

/** One shelter as the screen shows it. */
export interface BedsRow {
  id: string;
  name: string;
  availableBeds: number;
  totalBeds: number;
  /** When the shown count was observed (the queued one's time while it waits). */
  observedAt: string | null;
  /** A count queued on this device and not yet confirmed by the server. */
  pending: boolean;
  /** In the public mirror, which the pull keeps current after the server applied a count. */
  inMirror: boolean;
}

const timeOf = (iso: string | null) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);

/**
 * The person's shelters with the freshest count each: the queued count while one waits, else
 * whichever of the mirror (updated by every pull and by a confirmed write) and the list fetched
 * for this screen observed last — the mirror on a tie, because the pull runs more often.
 */
export function mergeShelters(
  shelters: readonly ManagedShelter[],
  mirror: readonly (LocalService | undefined)[],
  pendingEntries: readonly OutboxEntry[],
): BedsRow[] {
  // Entries come in queue order, so the last one per shelter is the newest count.
  const queued = new Map<
    string,
    { availableBeds: number; totalBeds?: number; observedAt: string }
  >();
  for (const entry of pendingEntries) {
    if (entry.state === 'pending' && entry.op.kind === 'beds')
      queued.set(entry.op.serviceId, entry.op);
  }
  const rows = shelters.map((shelter, i): BedsRow => {
    const service = mirror[i];
    const stored =
      service && timeOf(service.bedsObservedAt) >= timeOf(shelter.bedsObservedAt)
        ? service
        : shelter;
    const waiting = queued.get(shelter.id);
    return {
      id: shelter.id,
      name: shelter.name,
      availableBeds: waiting?.availableBeds ?? stored.availableBeds,
      totalBeds: waiting?.totalBeds ?? stored.totalBeds,
      observedAt: waiting?.observedAt ?? stored.bedsObservedAt,
      pending: waiting !== undefined,
      inMirror: service !== undefined,
    };
  });
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

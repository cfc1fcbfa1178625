import { describe, expect, it } from 'vitest';
import type { ManagedShelter } from '@client/db/database';
import { mergeShelters } from '@client/features/beds/lib/merge-shelters';
import type { OutboxEntry, OutboxOp } from '@shared/sync/outbox';
import { service } from '../../sync/fakes';

const managed = (overrides: Partial<ManagedShelter> = {}): ManagedShelter => ({
  id: 'a',
  userId: 'u',
  name: 'Anchor',
  availableBeds: 4,
  totalBeds: 10,
  bedsObservedAt: '2026-03-01T10:00:00.000Z',
  isApproved: true,
  fetchedAt: 0,
  ...overrides,
});

const entry = (op: OutboxOp, state: OutboxEntry['state'] = 'pending'): OutboxEntry => ({
  key: Math.random().toString(36),
  op,
  state,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  userId: 'u',
});

describe('mergeShelters', () => {
  it("prefers the mirror's count when it was observed at the same time or later", () => {
    const mirror = service('a', {
      availableBeds: 7,
      totalBeds: 12,
      bedsObservedAt: '2026-03-01T11:00:00.000Z',
    });
    expect(mergeShelters([managed()], [mirror], [])[0]).toMatchObject({
      availableBeds: 7,
      totalBeds: 12,
      observedAt: '2026-03-01T11:00:00.000Z',
      pending: false,
      inMirror: true,
    });
  });

  it('keeps the fetched count when the mirror has not caught up with it yet', () => {
    const mirror = service('a', { availableBeds: 7, bedsObservedAt: '2026-03-01T09:00:00.000Z' });
    expect(mergeShelters([managed()], [mirror], [])[0]?.availableBeds).toBe(4);
  });

  it('shows the newest queued count of the shelter, marked pending', () => {
    const rows = mergeShelters(
      [managed()],
      [undefined],
      [
        entry({
          kind: 'beds',
          serviceId: 'a',
          availableBeds: 5,
          observedAt: '2026-03-01T12:00:00.000Z',
        }),
        entry({
          kind: 'beds',
          serviceId: 'b',
          availableBeds: 1,
          observedAt: '2026-03-01T12:01:00.000Z',
        }),
        entry({
          kind: 'beds',
          serviceId: 'a',
          availableBeds: 6,
          observedAt: '2026-03-01T12:02:00.000Z',
        }),
        entry(
          {
            kind: 'beds',
            serviceId: 'a',
            availableBeds: 9,
            observedAt: '2026-03-01T12:03:00.000Z',
          },
          'failed',
        ),
      ],
    );
    expect(rows[0]).toMatchObject({
      availableBeds: 6,
      observedAt: '2026-03-01T12:02:00.000Z',
      pending: true,
      inMirror: false,
    });
  });

  it('orders the shelters by name', () => {
    const rows = mergeShelters(
      [managed({ id: '1', name: 'Zion' }), managed({ id: '2', name: 'Alder' })],
      [undefined, undefined],
      [],
    );
    expect(rows.map((r) => r.name)).toEqual(['Alder', 'Zion']);
  });
});

import { RefugioDb } from '@client/db/database';
import type { ChangesAnswer, SendAnswer, SyncTransport } from '@client/sync/transport';
import { NetworkError } from '@client/lib/api-errors';
import type { OutboxRequest } from '@shared/sync/outbox';
import { SYNC_ENTITIES, type ServiceRecord, type SyncPage } from '@shared/sync/protocol';

let counter = 0;
/** A fresh database with its own name, so tests never share state. */
export function freshDb(): RefugioDb {
  counter += 1;
  return new RefugioDb(`test-${counter}-${Math.random().toString(36).slice(2)}`);
}

export function service(id: string, overrides: Partial<ServiceRecord> = {}): ServiceRecord {
  return {
    id,
    name: `Kitchen ${id}`,
    description: 'Hot meals',
    descriptionEs: null,
    serviceSummary: 'Meals',
    serviceSummaryEs: null,
    type: ['FOOD'],
    category: ['ALL'],
    age: null,
    ageEs: null,
    address1: '1 Main St',
    address2: null,
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    country: 'United States',
    location: { type: 'Point', coordinates: [-104.99, 39.74] },
    timeZone: 'America/Denver',
    phone: null,
    contactEmail: null,
    website: null,
    facebook: null,
    twitter: null,
    instagram: null,
    youtube: null,
    isApproved: true,
    approvedAt: null,
    isCriticalHeader: false,
    criticalDescription: null,
    criticalDescriptionEs: null,
    isCriticalNeverExpire: false,
    criticalExpiredAt: null,
    likes: 0,
    availableBeds: 0,
    totalBeds: 0,
    bedsObservedAt: null,
    isLowBarrier: false,
    isAllowedPet: false,
    isContact: false,
    isShowFlag: false,
    isShowDonate: false,
    schedules: [{ type: 'FULL_DAY' }],
    closeSchedules: [],
    comment: null,
    user: null,
    addedByVolunteer: false,
    isDemo: true,
    rev: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function page(parts: Partial<SyncPage> & { cursor: string }): SyncPage {
  const empty = <T>() => Object.fromEntries(SYNC_ENTITIES.map((e) => [e, [] as T[]]));
  return {
    more: false,
    remaining: 0,
    ...parts,
    upserts: { ...empty(), ...parts.upserts } as SyncPage['upserts'],
    deletes: { ...empty(), ...parts.deletes } as SyncPage['deletes'],
  };
}

/** A transport that answers from scripted queues and records every call. */
export class ScriptedTransport implements SyncTransport {
  readonly changeCalls: { query: string; etag: string | null }[] = [];
  readonly sendCalls: { request: OutboxRequest; key: string; token: string | null }[] = [];
  /** What each snapshot request answers, in turn; none left: the server has no snapshot. */
  readonly snapshotAnswers: (SyncPage | 'network')[] = [];
  snapshotCalls = 0;
  constructor(
    readonly changeAnswers: (ChangesAnswer | 'network')[] = [],
    readonly sendAnswers: (SendAnswer | 'network')[] = [],
  ) {}

  async changes(query: string, etag: string | null): Promise<ChangesAnswer> {
    this.changeCalls.push({ query, etag });
    const next = this.changeAnswers.shift() ?? { status: 304 };
    if (next === 'network') throw new NetworkError('offline');
    return next;
  }

  async snapshot(): Promise<SyncPage | null> {
    this.snapshotCalls += 1;
    const next = this.snapshotAnswers.shift() ?? null;
    if (next === 'network') throw new NetworkError('offline');
    return next;
  }

  async send(request: OutboxRequest, key: string, token: string | null): Promise<SendAnswer> {
    this.sendCalls.push({ request, key, token });
    const next = this.sendAnswers.shift() ?? { status: 200, body: {} };
    if (next === 'network') throw new NetworkError('offline');
    return next;
  }
}

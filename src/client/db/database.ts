import Dexie, { type EntityTable } from 'dexie';
import type {
  ChatbotFaqRecord,
  CrisisLineRecord,
  ServiceRecord,
  StaticPageRecord,
} from '@shared/sync/protocol';
import type { OutboxEntry } from '@shared/sync/outbox';
import { LOCAL_DB_NAME, LOCAL_DB_VERSIONS } from '@shared/sync/local-schema';
import type { PlaceRecord } from '@shared/sync/places';
import type {
  ServiceIndexEntry,
  ServiceIndexPack,
  ServiceTextEntry,
} from '@shared/sync/service-index';
import type { ServicePart } from '@shared/sync/service-parts';
import type { ServiceTextPart } from '@shared/sync/service-text-parts';
import type { CriticalHead } from './critical-headers';

// Apart, so the screens' error messages can tell it without loading Dexie.
export { isQuotaError } from './quota-error';

export type { ServiceIndexEntry, ServiceIndexPack, ServicePart, ServiceTextEntry, ServiceTextPart };
/** A mirrored service: the public record, as GET /api/services/{id} sends it. */
export type LocalService = ServiceRecord;

/** A gazetteer place (src/shared/sync/places.ts) with its search key. */
export type LocalPlace = PlaceRecord & {
  /** Folded '<name> <state>' of a city, or a ZIP code: what the location search matches. */
  key: string;
  /** Place in the server's answer (cities largest first). */
  rank: number;
};

/**
 * A shelter the signed-in person manages, as the API listed it when last online (unapproved ones
 * are not in the mirror). Kept per user, so another person signing in on the device starts empty.
 */
export interface ManagedShelter {
  id: string;
  userId: string;
  name: string;
  availableBeds: number;
  totalBeds: number;
  bedsObservedAt: string | null;
  isApproved: boolean;
  fetchedAt: number;
}

export interface LocalFavorite {
  serviceId: string;
  addedAt: number;
}

/** A kudo this device gave: `pending` until the server has counted it. */
export interface LocalKudo {
  serviceId: string;
  givenAt: number;
  state: 'pending' | 'sent';
}

/**
 * `session`: the signed-in person's id and token, copied here by the page so the service worker
 * (which cannot read localStorage) can send their queued favorites and bed counts.
 */
export type MetaName =
  | 'cursor'
  | 'lastSyncAt'
  | 'deviceId'
  | 'scope'
  | 'etag'
  | 'session'
  /** The point the `places` slice was fetched around ('' for the largest cities) and when. */
  | 'placesNear'
  | 'placesAt'
  /** The service list index in one value, kept by each page's transaction (service-lists.ts). */
  | 'indexPack'
  /** The services with a critical header, kept by the pull (critical-headers.ts). */
  | 'criticalHeads'
  /** The same as ids only, kept by earlier versions; read until the next pull replaces it. */
  | 'criticalIds';
export interface LocalMeta {
  name: MetaName;
  value: string | number | string[] | ServiceIndexPack | CriticalHead[];
}

/**
 * The offline mirror (docs/spec/design-card.md): the UI reads only from here; the sync engine fills it. The
 * only module that opens Dexie for the page (the service worker opens the same schema, shared).
 */
export class RefugioDb extends Dexie {
  /** The whole records, in parts: read and written only through service-records.ts. */
  serviceParts!: EntityTable<ServicePart, 'part'>;
  serviceTextParts!: EntityTable<ServiceTextPart, 'part'>;
  managedShelters!: EntityTable<ManagedShelter, 'id'>;
  crisisLines!: EntityTable<CrisisLineRecord, 'id'>;
  staticPages!: EntityTable<StaticPageRecord, 'id'>;
  chatbotFaqs!: EntityTable<ChatbotFaqRecord, 'id'>;
  places!: EntityTable<LocalPlace, 'id'>;
  favorites!: EntityTable<LocalFavorite, 'serviceId'>;
  kudos!: EntityTable<LocalKudo, 'serviceId'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  meta!: EntityTable<LocalMeta, 'name'>;

  constructor(name: string = LOCAL_DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    for (const { version, stores, upgrade } of LOCAL_DB_VERSIONS) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade((tx) => upgrade(tx));
    }
  }
}

let shared: RefugioDb | null = null;

/** The page's one database. */
export function localDb(): RefugioDb {
  shared ??= new RefugioDb();
  return shared;
}

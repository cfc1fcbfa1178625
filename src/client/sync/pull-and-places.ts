import type { RefugioDb } from '@client/db/database';
import { refreshPlaces } from './places';
import { pullChanges } from './pull';
import { storeRecordAhead } from './service-ahead';
import type { SyncWork } from './sync-work';
import type { SyncTransport } from './transport';

/** The sync worker's jobs (sync-work.ts) on the calling thread. */
export function localSyncWork(db: RefugioDb, transport: SyncTransport): SyncWork {
  return {
    pull: (scope, onProgress) => pullChanges(db, transport, { scope, onProgress }),
    places: (near, now) => refreshPlaces(db, near, now),
    ahead: (serviceId, record) => storeRecordAhead(db, serviceId, record),
  };
}

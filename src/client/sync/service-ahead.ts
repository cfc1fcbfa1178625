// One service stored ahead of the first sync (docs/sync.md, "A link on a new device"): a shared
// link opened on a device whose mirror was never synced shows its service once this one record
// arrives, instead of after the sync engine and the first page of 2,000 changes. Run by the sync
// worker (ahead-job.ts), or on the page's thread where it cannot.
import { cursorRev } from '@shared/sync/cursor';
import type { ServiceRecord } from '@shared/api/service';
import { isPublicService } from '@shared/sync/public-service';
import type { RefugioDb } from '@client/db/database';
import { getService } from '@client/db/service-records';
import { putServices } from '@client/db/service-record-writes';

/**
 * Stores `body`, fetched (ahead-job.ts) or written into a service's page by the server
 * (features/service-detail/lib/served-service.ts, drawn as sent), in the mirror's records when
 * it is a public service's record of this id by the API's schema (src/shared/api/service.ts,
 * the one definition the server serializes with), by the rule of `storeServiceAhead`: the pull
 * later stores it again or deletes it (unapproved, removed, out of scope) by the same rules as
 * every record. Only its record is written, never the index, the search text or the cursor,
 * which stay the pull's (a home list made from the pack is unchanged). Resolves whether it
 * stored it; anything else is not stored, nor is anything while the schema's code cannot load:
 * the first sync brings the service anyway.
 */
export async function storeRecordAhead(db: RefugioDb, id: string, body: unknown): Promise<boolean> {
  // Loaded when a record is to be stored: zod is not needed before.
  const schema = await import('@shared/api/service').then(
    (module) => module.serviceRecord,
    () => null,
  );
  const parsed = schema?.safeParse(body);
  return parsed?.success === true && parsed.data.id === id && isPublicService(parsed.data)
    ? storeServiceAhead(db, parsed.data)
    : false;
}

/**
 * Stores a public service's record in the mirror only when the mirror does not hold it and its
 * rev is above the mirror's cursor, so it never overwrites a newer record.
 */
export async function storeServiceAhead(db: RefugioDb, record: ServiceRecord): Promise<boolean> {
  return db.transaction('rw', [db.serviceParts, db.meta], async () => {
    const [held, cursor] = await Promise.all([getService(db, record.id), db.meta.get('cursor')]);
    if (held !== undefined || record.rev <= cursorRev(String(cursor?.value ?? '0'))) return false;
    await putServices(db, [record]);
    return true;
  });
}

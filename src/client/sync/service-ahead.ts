// One service fetched ahead of the first sync (docs/sync.md, "A link on a new device"): a shared
// link opened on a device whose mirror was never synced shows its service once this one record
// arrives, instead of after the sync engine, its worker and the first page of 2,000 changes.
import { cursorRev } from '@shared/sync/cursor';
import type { ServiceRecord } from '@shared/api/service';
import { isPublicService } from '@shared/sync/public-service';
import type { RefugioDb } from '@client/db/database';
import { getService } from '@client/db/service-records';
import { putServices } from '@client/db/service-record-writes';
import { API_BASE } from '@client/lib/api-base';

/**
 * Fetches GET /api/services/{id} as a guest and stores the record in the mirror's records
 * when the mirror does not hold it yet and the pull is still to reach it: its rev is above
 * the mirror's cursor, so the pull later stores it again or deletes it (unapproved, removed, out
 * of scope) by the same rules as every record. Only its record is written, never the index, the
 * search text or the cursor, which stay the pull's (a home list made from the pack is unchanged).
 * Resolves whether it stored the record; any failure (offline, 404, a bad answer) is false, and
 * the first sync still brings the service.
 */
export async function fetchServiceAhead(
  db: RefugioDb,
  id: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<boolean> {
  const schema = loadSchema();
  // Asked with the fetch; a chunk that cannot load (offline) only means nothing is stored.
  schema.catch(() => undefined);
  let body: unknown;
  try {
    const response = await fetchImpl(`${API_BASE}/services/${encodeURIComponent(id)}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return false;
    body = await response.json();
  } catch {
    return false;
  }
  const record = await checked(schema, body, id);
  return record !== null && storeServiceAhead(db, record);
}

/**
 * The API's schema of a record (src/shared/api/service.ts, the one definition the server
 * serializes with), loaded when a record is to be stored: zod is not needed to draw the first
 * screen, and loading it there cost a slow phone's first render ~0.1–0.2 s.
 */
const loadSchema = () => import('@shared/api/service').then((module) => module.serviceRecord);

/**
 * `body` as a public service's record of this id, or null: anything else is not stored, nor is
 * anything while the schema's code cannot load (the first sync brings the service anyway).
 */
async function checked(
  schema: ReturnType<typeof loadSchema>,
  body: unknown,
  id: string,
): Promise<ServiceRecord | null> {
  const record = await schema.catch(() => null);
  if (!record) return null;
  const parsed = record.safeParse(body);
  return parsed.success && parsed.data.id === id && isPublicService(parsed.data)
    ? parsed.data
    : null;
}

/**
 * Stores the record the server wrote into a service's page (features/service-detail/lib/served-service.ts),
 * drawn as sent, once the API's schema has checked it, by the rule of `storeServiceAhead`.
 */
export async function storeServedService(db: RefugioDb, served: ServiceRecord): Promise<boolean> {
  const record = await checked(loadSchema(), served, served.id);
  return record !== null && storeServiceAhead(db, record);
}

/**
 * Stores a public service's record in the mirror by the rule above: only when the mirror does
 * not hold it and its rev is above the mirror's cursor, so it never overwrites a newer record.
 * Also used for the record the server wrote into the page (`storeServedService`).
 */
export async function storeServiceAhead(db: RefugioDb, record: ServiceRecord): Promise<boolean> {
  return db.transaction('rw', [db.serviceParts, db.meta], async () => {
    const [held, cursor] = await Promise.all([getService(db, record.id), db.meta.get('cursor')]);
    if (held !== undefined || record.rev <= cursorRev(String(cursor?.value ?? '0'))) return false;
    await putServices(db, [record]);
    return true;
  });
}

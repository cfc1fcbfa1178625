// A service's record stored ahead of the first sync (service-ahead.ts): fetched here at once when
// the page does not carry it, then checked by the API's schema and stored by the sync worker. The
// schema's code (zod, ~25–50 ms to evaluate on this machine) was one of a first visit's service
// page's longest tasks on the main thread after its first content (docs/screens.md).
import { localDb } from '@client/db/database';
import { API_BASE } from '@client/lib/api-base';
import { pageThreadSyncWork, type SyncWork } from './sync-work';
import { httpTransport } from './transport';
import { workerSyncWork } from './worker-jobs';

/**
 * Stores service `serviceId` ahead: `served`, the record the server wrote into the page, or
 * else the record fetched now. Resolves whether it stored it; any failure is false (the first
 * sync brings the service). `work` runs the check and the write: the sync worker, or this
 * thread where it cannot.
 */
export async function storeAhead(
  serviceId: string,
  served: unknown,
  {
    fetchImpl = (...args) => fetch(...args),
    work = workerSyncWork(pageThreadSyncWork(localDb(), httpTransport())),
  }: { fetchImpl?: typeof fetch; work?: SyncWork } = {},
): Promise<boolean> {
  const record = served ?? (await fetchServiceRecord(serviceId, fetchImpl));
  return record !== null && work.ahead(serviceId, record);
}

/** GET /api/services/{id} as a guest: its body, or null on any failure (offline, 404, not JSON). */
export async function fetchServiceRecord(id: string, fetchImpl: typeof fetch): Promise<unknown> {
  try {
    const response = await fetchImpl(`${API_BASE}/services/${encodeURIComponent(id)}`, {
      headers: { accept: 'application/json' },
    });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}

import type { ServiceRecord } from '@shared/api/service';
import { SERVED_SERVICE_ID } from '@shared/app-shell';
import { isPublicService } from '@shared/sync/public-service';

/**
 * The record the server wrote into the page it sent for /services/{id} (src/server/http/served-service.ts);
 * null when the page carries none, another service's, or not a public service's record. The app's
 * first render draws it, so it draws the page the server drew (docs/architecture.md "The first
 * screen").
 *
 * Drawn as sent, without the API's schema: the page and the code reading it come from one answer
 * of one server build (the service worker never answers a service's address with such a page), so
 * the record has the shape this build serializes, and loading zod to check it (~25–50 ms of a
 * slow phone's first render on this machine) delayed the first screen for nothing. The sync
 * worker checks it by the schema before it is stored in the mirror (sync/ahead-job.ts).
 */
export function servedService(id: string): ServiceRecord | null {
  const text = document.getElementById(SERVED_SERVICE_ID)?.textContent;
  if (!text) return null;
  try {
    const record = JSON.parse(text) as ServiceRecord | null;
    if (typeof record !== 'object' || record === null || record.id !== id) return null;
    return isPublicService(record) ? record : null;
  } catch {
    // Not JSON, or not a record's shape (isPublicService reads closeSchedules).
    return null;
  }
}

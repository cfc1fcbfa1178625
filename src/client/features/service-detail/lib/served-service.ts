import { serviceRecord, type ServiceRecord } from '@shared/api/service';
import { SERVED_SERVICE_ID } from '@shared/app-shell';
import { isPublicService } from '@shared/sync/public-service';

/**
 * The record the server wrote into the page it sent for /services/{id} (src/server/http/served-service.ts),
 * read by the same schema as the API's answer; null when the page carries none, another service's,
 * or anything that is not a public service's record. The app's first render draws it, so it draws
 * the page the server drew (docs/architecture.md "The first screen").
 */
export function servedService(id: string): ServiceRecord | null {
  const text = document.getElementById(SERVED_SERVICE_ID)?.textContent;
  if (!text) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = serviceRecord.safeParse(body);
  if (!parsed.success || parsed.data.id !== id || !isPublicService(parsed.data)) return null;
  return parsed.data;
}

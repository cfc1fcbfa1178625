import { ApiError, NetworkError } from '@client/lib/api-errors';
import { useSessionStore } from '@client/lib/session-store';
import { API_BASE } from '@client/lib/api-base';

const BEARER_SCHEME = 'Bearer';

export interface LoadedAttachment {
  /** An object URL of the bytes; the caller revokes it. */
  url: string;
  /** The detected type the server stored (docs/api/content.md 'Files'). */
  type: string;
}

/**
 * GET /api/files/{id} with the signed-in person's token: the files are private to the feedback's
 * readers, so a plain <img src> (no Authorization header) would get 404. api-client.ts parses JSON
 * only, hence this one binary request here.
 */
export async function fetchAttachment(id: string, signal?: AbortSignal): Promise<LoadedAttachment> {
  const { token } = useSessionStore.getState();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/files/${encodeURIComponent(id)}`, {
      headers: token ? { authorization: `${BEARER_SCHEME} ${token}` } : {},
      signal,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  const blob = await response.blob();
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() || blob.type;
  return { url: URL.createObjectURL(blob), type };
}

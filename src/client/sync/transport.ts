import type { OutboxRequest } from '@shared/sync/outbox';
import { IDEMPOTENCY_HEADER, type SyncPage, type SyncSnapshotInfo } from '@shared/sync/protocol';
import { API_BASE } from '@client/lib/api-base';
import { NetworkError } from '@client/lib/api-errors';
import { timed } from './phases';

export type ChangesAnswer =
  | { status: 200; page: SyncPage; etag: string | null }
  | { status: 304 }
  | { status: number; message: string };

export interface SendAnswer {
  status: number;
  body: unknown;
}

/**
 * How the sync engine reaches the server. The page uses httpTransport; the Node integration test
 * wraps it to drop, delay and repeat requests. Both methods throw NetworkError when no answer came.
 */
export interface SyncTransport {
  changes(query: string, etag: string | null): Promise<ChangesAnswer>;
  /**
   * The newest snapshot of the whole mirror (docs/sync.md, "Snapshot"), or null when the server
   * has none to give (then the first sync asks pages from 0).
   */
  snapshot(): Promise<SyncPage | null>;
  send(request: OutboxRequest, key: string, token: string | null): Promise<SendAnswer>;
}

/** The Authorization header value of a session token (not text a person reads). */
const BEARER_SCHEME = 'Bearer';
const bearer = (token: string) => `${BEARER_SCHEME} ${token}`;

export function httpTransport(
  base: string = API_BASE,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): SyncTransport {
  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      throw new NetworkError(error);
    }
  }

  return {
    async changes(query, etag) {
      const response = await call(`${base}/sync/changes?${query}`, {
        headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
        // The engine does its own revalidation with the ETag it stored.
        cache: 'no-store',
      });
      if (response.status === 304) return { status: 304 };
      let unreadable: unknown = null;
      const body: unknown = await response.json().catch((error: unknown) => {
        unreadable = error;
        return null;
      });
      // A page cut off on the way (the connection dropped mid-body) is a lost answer: the pull
      // keeps its cursor and is tried again.
      if (response.ok && unreadable !== null) throw new NetworkError(unreadable);
      if (!response.ok) {
        const message = (body as { message?: unknown } | null)?.message;
        return {
          status: response.status,
          message: typeof message === 'string' ? message : response.statusText,
        };
      }
      return { status: 200, page: body as SyncPage, etag: response.headers.get('etag') };
    },

    async snapshot() {
      const info = await call(`${base}/sync/snapshot`, {
        headers: { accept: 'application/json' },
        cache: 'no-store',
      });
      if (info.status !== 200) return null;
      const { url } = (await info.json()) as SyncSnapshotInfo;
      // The URL is a path on the API's origin; its bytes never change, so the browser's cache
      // (or a CDN) may answer it.
      const origin = new URL(base, globalThis.location?.href);
      const response = await call(new URL(url, origin).href, {
        headers: { accept: 'application/json' },
      });
      // Gone (a newer one replaced it) or refused: the pages from 0 still fill the mirror.
      if (!response.ok) return null;
      let body: string;
      try {
        body = await timed('snapshot-body', () => response.text());
      } catch (error) {
        throw new NetworkError(error);
      }
      try {
        return await timed('snapshot-parse', () => JSON.parse(body) as SyncPage);
      } catch (error) {
        throw new NetworkError(error);
      }
    },

    async send(request, key, token) {
      const headers: Record<string, string> = {
        accept: 'application/json',
        [IDEMPOTENCY_HEADER]: key,
      };
      if (request.auth && token) headers.authorization = bearer(token);
      let body: BodyInit | undefined;
      if (request.form) {
        const form = new FormData();
        for (const [name, value] of Object.entries(request.form.fields)) form.append(name, value);
        for (const file of request.form.files)
          form.append('files', new Blob([file.data], { type: file.type }), file.name);
        body = form;
      } else if (request.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.json);
      }
      const response = await call(`${base}${request.path}`, {
        method: request.method,
        headers,
        body,
      });
      const answer: unknown = await response.json().catch(() => null);
      return { status: response.status, body: answer };
    },
  };
}

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { queryRows } from '@server/db/raw';

const MAX_ENTRIES = 200;
/** Larger answers (limit=500 pages) are not kept: the memory bound is entries × this. */
const MAX_CHARS = 512 * 1024;
/** Below this, compressing costs more than it saves (as @fastify/compress's threshold). */
const COMPRESS_FROM = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with: brotli, else gzip, when the client accepts it (q > 0 or `*`);
 * null for identity. Browsers send `gzip, deflate, br, zstd`.
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * The current sync cursor. Every write to services takes a new one (nextRev) and holds the counter
 * row locked until commit, so an answer cached under the cursor read before the query can only be
 * newer than that cursor, never older: a key can never serve data a write has since replaced.
 */
export async function currentRev(db: Database): Promise<string> {
  const [row] = await queryRows<{ value: string | number }>(
    db,
    sql`SELECT value FROM sync_counter WHERE id = 1`,
  );
  return String(row?.value ?? '0');
}

/** One cached answer: its JSON and, made on first demand, its compressed forms. */
export class CachedAnswer {
  private readonly encoded = new Map<ContentEncoding, Buffer>();
  constructor(readonly json: string) {}

  /** The bytes to send and their encoding; identity for small answers or no accepted encoding. */
  body(encoding: ContentEncoding | null): {
    bytes: Buffer | string;
    encoding: ContentEncoding | null;
  } {
    if (!encoding || this.json.length < COMPRESS_FROM) return { bytes: this.json, encoding: null };
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 6,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : gzipSync(this.json, { level: 6 });
      this.encoded.set(encoding, bytes);
    }
    return { bytes, encoding };
  }
}

/**
 * Guests' list and count answers by URL and sync cursor (LRU). Many guests send the same query:
 * the location picker centres on the gazetteer's city point, the critical strip and the sub-filter
 * tabs are shared. Signed-in callers see their own unapproved services and owner emails, so they
 * always go to the database. Compressed forms are kept beside the JSON, so a cached answer costs
 * no compression either (people on prepaid data always get the small one).
 */
export class ServiceListCache {
  private readonly entries = new Map<string, CachedAnswer>();

  get(key: string): CachedAnswer | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, json: string): CachedAnswer {
    const answer = new CachedAnswer(json);
    if (json.length > MAX_CHARS) return answer;
    this.entries.set(key, answer);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return answer;
  }
}

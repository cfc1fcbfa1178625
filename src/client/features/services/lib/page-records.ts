import type { ServiceRecord } from '@shared/sync/protocol';

/** Above this many remembered records, those off the page are forgotten (each is ~2 kB). */
export const PAGE_RECORDS_LIMIT = 3000;

export interface PageServices {
  /** The ids these records are for: the rows on screen may lag the wanted ids for a moment. */
  ids: readonly string[];
  records: ServiceRecord[];
}

/** What a read gave for an id (null: not in the mirror) and at which version of the mirror. */
interface Entry {
  record: ServiceRecord | null;
  version: number;
}

/** Two values parsed from JSON (records as IndexedDB gives them back) are the same. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((key) => Object.hasOwn(y, key) && sameJson(x[key], y[key]));
}

/**
 * The whole records home has read, by id, for the rows of any keystroke (docs/sync.md "Reading
 * fast"). Each is stamped with the mirror's version when it was read; `written()` moves the
 * version on every write to the mirror, so a record read before it is read again before it is
 * trusted, and one that came back the same keeps its object (memoized cards skip rendering).
 */
export class PageRecords {
  private readonly entries = new Map<string, Entry>();
  private version = 0;
  /** The page on screen, kept while the next one is read (no flash of an empty list). */
  private shown: PageServices | undefined;

  constructor(private readonly limit = PAGE_RECORDS_LIMIT) {}

  /** Something was written to the mirror: every record read so far may be out of date. */
  written(): void {
    this.version++;
  }

  /**
   * The records of `ids` in order (those no longer mirrored left out), or undefined while one was
   * never read. `stale`: some were read before the last write (shown until read again).
   */
  page(ids: readonly string[]): { page: PageServices; stale: boolean } | undefined {
    const records: ServiceRecord[] = [];
    let stale = false;
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (!entry) return undefined;
      if (entry.version !== this.version) stale = true;
      if (entry.record) records.push(entry.record);
    }
    return { page: { ids, records }, stale };
  }

  /** The ids of `ids` not read since the last write: what `read` would read. */
  toRead(ids: readonly string[]): string[] {
    return ids.filter((id) => this.entries.get(id)?.version !== this.version);
  }

  /** Reads with `load` the records of `ids` not read since the last write, and remembers them. */
  async read(
    ids: readonly string[],
    load: (ids: readonly string[]) => Promise<ServiceRecord[]>,
  ): Promise<void> {
    const version = this.version;
    const wanted = this.toRead(ids);
    if (wanted.length === 0) return;
    const fresh = new Map((await load(wanted)).map((record) => [record.id, record]));
    if (this.entries.size + wanted.length > this.limit) {
      const kept = new Set(ids);
      for (const id of this.entries.keys()) if (!kept.has(id)) this.entries.delete(id);
    }
    for (const id of wanted) {
      const record = fresh.get(id) ?? null;
      const old = this.entries.get(id)?.record;
      const same = old && record && sameJson(old, record);
      this.entries.set(id, { record: same ? old : record, version });
    }
  }

  /** The page now on screen (called once it is drawn). */
  remember(page: PageServices): void {
    this.shown = page;
  }

  /** The page last drawn, if any. */
  lastShown(): PageServices | undefined {
    return this.shown;
  }
}

import { useMemo, useState } from 'react';
import type { ServiceRecord } from '@shared/sync/protocol';
import { loadServices } from '@client/db/catalog';
import { useMirrorQuery } from '@client/db/watch-mirror';

/** Above this many remembered records the memory starts again (each record is ~2 kB). */
const CACHE_LIMIT = 3000;

export interface PageServices {
  /** The ids these records are for: the rows on screen may lag the wanted ids for a moment. */
  ids: readonly string[];
  records: ServiceRecord[];
}

/**
 * The whole records of the rows on screen, in order (only these are read, never all 20,000).
 * Records already read are remembered, so a keystroke whose rows were all seen before renders at
 * once, without an IndexedDB round trip; otherwise the previous rows stay until the new ones are
 * read (no flash of an empty list). An unchanged record keeps its object, so memoized cards skip
 * rendering.
 */
export function usePageServices(ids: readonly string[]): PageServices | undefined {
  const [known] = useState(() => new Map<string, ServiceRecord>());
  const live = useMirrorQuery(
    async (mirror) => {
      const fresh = await loadServices(mirror, ids);
      if (known.size > CACHE_LIMIT) known.clear();
      const records = fresh.map((r) => {
        const old = known.get(r.id);
        if (old && old.rev === r.rev && old.updatedAt === r.updatedAt) return old;
        known.set(r.id, r);
        return r;
      });
      return { ids, records };
    },
    [ids, known],
  );

  return useMemo(() => {
    if (live?.ids === ids) return live;
    const cached = ids.map((id) => known.get(id));
    if (cached.every((r): r is ServiceRecord => r !== undefined)) return { ids, records: cached };
    return live;
  }, [live, ids, known]);
}

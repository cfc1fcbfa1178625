import { isOpenAt } from '@shared/schedule';
import type { ServiceIndexEntry } from '@shared/sync/service-index';
import { loadServices } from '@client/db/catalog';
import { useMirrorQuery } from '@client/db/watch-mirror';

const MINUTE_MS = 60_000;

/**
 * The ids of the candidates open at `now` (to the minute), for the open-now toggle. Schedules are
 * only in the whole records, so these are read for the candidates the cheap filters left; a
 * contact-only service is never open (docs/spec/open-status.md) and is not read at all.
 */
export function useOpenIds(
  candidates: readonly ServiceIndexEntry[],
  enabled: boolean,
  now: Date,
): { candidates: readonly ServiceIndexEntry[]; open: Set<string> } | undefined {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  return useMirrorQuery(
    async (mirror) => {
      if (!enabled) return undefined;
      const at = new Date(minute * MINUTE_MS);
      const ids = candidates.filter((e) => !e.isContact).map((e) => e.id);
      const records = await loadServices(mirror, ids);
      const open = new Set(records.filter((r) => isOpenAt(r, at, r.timeZone)).map((r) => r.id));
      return { candidates, open };
    },
    [enabled, candidates, minute],
  );
}

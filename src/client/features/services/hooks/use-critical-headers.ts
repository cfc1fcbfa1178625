import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { ServiceRecord } from '../../../../shared/sync/protocol';
import { loadCriticalHeaders } from '../../../db/critical-headers';
import { localDb } from '../../../db/database';
import { afterFirstContent } from '../../../lib/first-content';
import { activeCriticalHeaders } from '../lib/critical';

/**
 * The critical-header banners active at `now` (the caller's minute clock), from the mirror. The
 * read waits until the list's first rows are painted: on a cold start it must not compete with the
 * index read for IndexedDB (docs/sync.md, "Reading fast"); a mirror from before `meta.criticalIds`
 * is scanned whole.
 */
export function useCriticalHeaders(now: Date): ServiceRecord[] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstContent().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  const candidates = useLiveQuery(
    () => (ready ? loadCriticalHeaders(localDb()) : Promise.resolve(undefined)),
    [ready],
  );
  const at = now.getTime();
  return useMemo(
    () => (candidates ? activeCriticalHeaders(candidates, new Date(at)) : []),
    [candidates, at],
  );
}

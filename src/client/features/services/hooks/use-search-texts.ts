import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { loadServiceText } from '../../../db/catalog';
import { localDb } from '../../../db/database';

/**
 * The folded search text by service id, loaded only once `enabled` (the person started to
 * search), then kept in memory and refreshed when the mirror changes. A cold start never pays for
 * it.
 */
export function useSearchTexts(enabled: boolean): Map<string, string> | undefined {
  const rows = useLiveQuery(
    () => (enabled ? loadServiceText(localDb()) : Promise.resolve(undefined)),
    [enabled],
  );
  return useMemo(() => (rows ? new Map(rows.map((r) => [r.id, r.text])) : undefined), [rows]);
}

import { useMemo } from 'react';
import { loadServiceText } from '@client/db/catalog';
import { useMirrorQuery } from '@client/db/watch-mirror';

/**
 * The folded search text by service id, loaded only once `enabled` (the person started to
 * search), then kept in memory and refreshed when the mirror changes. A cold start never pays for
 * it.
 */
export function useSearchTexts(enabled: boolean): Map<string, string> | undefined {
  const rows = useMirrorQuery(
    (mirror) => (enabled ? loadServiceText(mirror) : Promise.resolve(undefined)),
    [enabled],
  );
  return useMemo(() => (rows ? new Map(rows.map((r) => [r.id, r.text])) : undefined), [rows]);
}

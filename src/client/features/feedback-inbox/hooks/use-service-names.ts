import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@client/db/database';
import { getServices } from '@client/db/service-records';

/**
 * The names of the services the feedback is about, from the public mirror (the feedback itself
 * carries only the id). A service the mirror does not hold has no entry; the item then falls back
 * to the subject, which the connect form fills with the service's name (docs/spec/forms-and-messages.md).
 */
export function useServiceNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(ids)].sort().join(',');
  const names = useLiveQuery(async () => {
    const wanted = key ? key.split(',') : [];
    const rows = await getServices(localDb(), wanted);
    return new Map(rows.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
  }, [key]);
  return names ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, string> = new Map();

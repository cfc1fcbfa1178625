import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@client/db/database';
import type { CrisisLineRecord } from '@shared/sync/protocol';
import { orderCrisisLines } from '../lib/order-crisis-lines';

/** The crisis lines of the mirror, in directory order; undefined while the first read runs. */
export function useCrisisLines(locale: string): CrisisLineRecord[] | undefined {
  return useLiveQuery(
    async () => orderCrisisLines(await localDb().crisisLines.toArray(), locale),
    [locale],
  );
}

import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '../../../db/database';
import type { StaticPageRecord } from '../../../../shared/sync/protocol';
import type { StaticPageCode } from '../lib/page-language';

/**
 * A static page from the offline mirror: `undefined` while reading, `null` when the mirror does not
 * hold it (first sync not finished, or never online).
 */
export function useStaticPage(code: StaticPageCode): StaticPageRecord | null | undefined {
  return useLiveQuery(
    async () => (await localDb().staticPages.where('code').equals(code).first()) ?? null,
    [code],
  );
}

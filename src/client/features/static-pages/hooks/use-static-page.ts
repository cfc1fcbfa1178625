import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@client/db/database';
import type { StaticPageRecord } from '@shared/sync/protocol';
import type { StaticPageCode } from '../lib/page-language';

export interface StaticPageRead {
  /** Null when the mirror does not hold it (first sync not finished, or never online). */
  page: StaticPageRecord | null;
  /** A whole sync has completed at least once: a missing page will not come with it. */
  synced: boolean;
}

/** A static page from the offline mirror (undefined while reading). */
export function useStaticPage(code: StaticPageCode): StaticPageRead | undefined {
  return useLiveQuery(async () => {
    const db = localDb();
    return db.transaction('r', [db.staticPages, db.meta], async () => {
      const [page, lastSync] = await Promise.all([
        db.staticPages.where('code').equals(code).first(),
        db.meta.get('lastSyncAt'),
      ]);
      return { page: page ?? null, synced: lastSync !== undefined };
    });
  }, [code]);
}

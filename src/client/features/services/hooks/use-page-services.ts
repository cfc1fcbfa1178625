import { useEffect, useMemo, useReducer, useState } from 'react';
import { loadServices } from '@client/db/catalog';
import { earlyMirror, watchMirrorWrites } from '@client/db/watch-mirror';
import { PageRecords, type PageServices } from '../lib/page-records';

export type { PageServices } from '../lib/page-records';

/**
 * The device's own marks and queue: written by a tap, and the cards read them with their own
 * live queries (use-device-marks.ts), so a write there changes no record read here.
 */
const NOT_RECORDS = ['favorites', 'kudos', 'outbox'] as const;

const readRecords = (ids: readonly string[]) => loadServices(earlyMirror(), ids);

/**
 * The whole records of the rows on screen, in order (only these are read, never all 20,000).
 * A keystroke neither subscribes nor reads again what it already has: the records read are kept
 * (PageRecords) and one subscription for the screen's life says when the mirror was written (a
 * page of the sync, a confirmed kudo, a record fetched ahead), after which the rows on screen are
 * read again and a changed one redrawn. A keystroke whose rows were all read before renders at
 * once; otherwise only the rows not read yet are read (a plain read, no live query), and the
 * previous rows stay until they are (no flash of an empty list).
 */
export function usePageServices(ids: readonly string[]): PageServices | undefined {
  const [records] = useState(() => new PageRecords());
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const [error, setError] = useState<unknown>(null);
  useEffect(
    () =>
      watchMirrorWrites(
        () => {
          records.written();
          bump();
        },
        setError,
        NOT_RECORDS,
      ),
    [records],
  );

  // `version` changes after each write and each read: the page is looked up again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const known = useMemo(() => records.page(ids), [records, ids, version]);
  useEffect(() => {
    if (known && !known.stale) return;
    let stopped = false;
    records.read(ids, readRecords).then(
      () => !stopped && bump(),
      (failure: unknown) => !stopped && setError(failure),
    );
    return () => {
      stopped = true;
    };
  }, [records, ids, known]);
  const page = known?.page;
  useEffect(() => {
    if (page) records.remember(page);
  }, [records, page]);

  if (error !== null) throw error;
  return page ?? records.lastShown();
}

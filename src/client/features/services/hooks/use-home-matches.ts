import { useMemo } from 'react';
import type { ServiceIndexEntry } from '@shared/sync/service-index';
import { filterIndex } from '../lib/filter';
import { matchesWords, searchWords } from '../lib/search';
import type { HomeListInput } from './use-home-list';
import { useOpenIds } from './use-open-ids';
import { useSearchTexts } from './use-search-texts';
import { useServiceIndex } from './use-service-index';

/** What decides which services home matches (the list's input without paging or order). */
export type HomeMatchInput = Pick<
  HomeListInput,
  'tab' | 'subFilter' | 'category' | 'openNow' | 'search' | 'searchStarted' | 'now'
>;

export interface HomeMatches {
  /** Every index row home matches, in no particular order; undefined while reading. */
  entries: ServiceIndexEntry[] | undefined;
  /** The mirror holds no service at all. */
  mirrorEmpty: boolean;
}

/**
 * The whole set of services the home list matches (every page, not only those shown), for the
 * map. Same rules as useHomeList: the cheap index filters, the open-now toggle and the search
 * words; the order does not matter on a map, so it is skipped.
 */
export function useHomeMatches(input: HomeMatchInput): HomeMatches {
  const { tab, subFilter, category, openNow, search, now } = input;
  const all = useServiceIndex()?.rows;
  const filtered = useMemo(
    () => (all ? filterIndex(all, { tab, subFilter, category }) : undefined),
    [all, tab, subFilter, category],
  );
  const openIds = useOpenIds(filtered ?? [], openNow, now);
  const words = useMemo(() => searchWords(search), [search]);
  const texts = useSearchTexts(input.searchStarted || words.length > 0);

  const entries = useMemo(() => {
    if (!filtered) return undefined;
    if (openNow && openIds?.candidates !== filtered) return undefined;
    if (words.length > 0 && !texts) return undefined;
    return filtered.filter(
      (e) =>
        (!openNow || openIds?.open.has(e.id) === true) &&
        (words.length === 0 || matchesWords(texts?.get(e.id) ?? '', words)),
    );
  }, [filtered, openNow, openIds, words, texts]);

  return { entries, mirrorEmpty: all !== undefined && all.length === 0 };
}

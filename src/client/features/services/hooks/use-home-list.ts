import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Category, ServiceType } from '@shared/domain/enums';
import type { SubFilterKey } from '@shared/domain/sub-filters';
import type { LngLat } from '@shared/geo/distance';
import { PUBLIC_PAGE_SIZE } from '@shared/query/constants';
import type { ServiceRecord } from '@shared/sync/protocol';
import { filterIndex } from '../lib/filter';
import { orderEntries, visibleCount } from '../lib/order';
import { narrowingSearch, searchWords } from '../lib/search';
import { useOpenIds } from './use-open-ids';
import { usePageServices } from './use-page-services';
import { useSearchTexts } from './use-search-texts';
import { useServiceIndex } from './use-service-index';

/**
 * Rows drawn first after the filters or the search change (a phone shows fewer); the rest of the
 * page follows STEP_ROWS at a time as the list's end comes within reach (`drawMore`, called by the
 * list's end: LoadMore), so the first results never wait for 100 cards, no step is a long task on
 * a slow phone (a card takes ~10 ms at 4× CPU, and a task over 50 ms blocks input), and the cards
 * nobody scrolls to are never drawn (docs/screens.md "Rows drawn as the list's end nears").
 */
export const FIRST_ROWS = 8;
export const STEP_ROWS = 4;

/** No IntersectionObserver (a very old browser): the rows are drawn without waiting for one. */
const drawsByItself = () => typeof IntersectionObserver === 'undefined';

function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => (timer = setTimeout(fn, 0)))
      : undefined;
  if (frame === undefined) timer = setTimeout(fn, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export interface HomeListInput {
  tab: ServiceType;
  subFilter: SubFilterKey | null;
  category: Category;
  openNow: boolean;
  topKudos: boolean;
  origin: LngLat | null;
  search: string;
  /** The person has started to search: the search text is loaded from then on. */
  searchStarted: boolean;
  pages: number;
  now: Date;
}

export interface HomeList {
  /** The index is still being read (a moment at start). */
  loading: boolean;
  /** The mirror holds no service at all. */
  mirrorEmpty: boolean;
  /** The services with a critical header (expired or not), read with the index. */
  critical: ServiceRecord[] | undefined;
  /** The mirror has completed a whole sync at least once (read with the index). */
  synced: boolean;
  /** A search or the open-now toggle is still reading what it needs. */
  pending: boolean;
  /** The page's rows are still being drawn by themselves, a step per paint (the list is growing). */
  drawing: boolean;
  /** Rows of this page are left to draw when the list's end comes within reach (drawMore). */
  moreRows: boolean;
  /** Draws the next STEP_ROWS rows of the page. */
  drawMore: () => void;
  /** Changes with each step or page: the list's end observes anew (LoadMore's key). */
  drawnKey: string;
  total: number;
  services: ServiceRecord[] | undefined;
  /** The rows shown are those of the current filters and search (not the previous ones). */
  current: boolean;
  hasMore: boolean;
}

/**
 * The home list from the local mirror: cheap filters and the order over the compact index (redone
 * only when a filter, the location or the mirror changes), then per keystroke one scan over
 * precomputed folded strings, then the whole records of the visible page only.
 */
export function useHomeList(input: HomeListInput): HomeList {
  const { tab, subFilter, category, openNow, topKudos, origin, search, pages, now } = input;
  const snapshot = useServiceIndex();
  const entries = snapshot?.rows;
  const filtered = useMemo(
    () => (entries ? filterIndex(entries, { tab, subFilter, category }) : []),
    [entries, tab, subFilter, category],
  );
  const openIds = useOpenIds(filtered, openNow, now);
  const openReady = !openNow || openIds?.candidates === filtered;
  const ordered = useMemo(() => {
    const kept = openNow ? filtered.filter((e) => openIds?.open.has(e.id)) : filtered;
    return orderEntries(kept, { origin, topKudos });
  }, [filtered, openNow, openIds, origin, topKudos]);
  const ids = useMemo(() => ordered.map((e) => e.id), [ordered]);

  const texts = useSearchTexts(input.searchStarted);
  // Aligned with `ids`, built once per list: a keystroke then only scans strings.
  const aligned = useMemo(
    () => (texts ? ids.map((id) => texts.get(id) ?? '') : null),
    [ids, texts],
  );
  const words = useMemo(() => searchWords(search), [search]);
  const matched = useMemo(
    () => (words.length === 0 ? ids : aligned ? narrowingSearch(ids, aligned, words) : []),
    [ids, aligned, words],
  );

  const count = visibleCount(matched.length, pages, PUBLIC_PAGE_SIZE);
  const key = [
    tab,
    subFilter,
    category,
    openNow,
    topKudos,
    origin?.lng,
    origin?.lat,
    search,
  ].join();
  const [drawn, setDrawn] = useState<{ key: string; rows: number } | null>(null);
  const rows = drawn?.key === key ? drawn.rows : FIRST_ROWS;
  const shown = Math.min(count, rows);
  // The first rows' records are read alone; after them, the whole page's in one read, and the
  // later steps only draw (reading each step's rows again would read a page ten times).
  const read = rows > FIRST_ROWS ? count : shown;
  const pageIds = useMemo(() => matched.slice(0, read), [matched, read]);
  const services = usePageServices(pageIds);
  const current = services?.ids === pageIds;
  const drawMore = useCallback(() => setDrawn({ key, rows: shown + STEP_ROWS }), [key, shown]);
  // Without an observer to tell when the list's end nears, the page draws itself a step a paint.
  const byItself = drawsByItself();
  useEffect(() => {
    if (!byItself || !current || shown === count) return;
    return afterPaint(drawMore);
  }, [byItself, current, shown, count, drawMore]);

  return {
    loading: entries === undefined,
    mirrorEmpty: entries !== undefined && entries.length === 0,
    critical: snapshot?.critical,
    synced: snapshot?.synced ?? false,
    pending: !openReady || (words.length > 0 && aligned === null),
    drawing: !current || (byItself && shown < count),
    moreRows: current && shown < count,
    drawMore,
    drawnKey: `${key}|${shown}|${count}`,
    total: matched.length,
    services: services?.records.slice(0, shown),
    current,
    // Only once the whole page is drawn: while the first rows alone are, the end of the list is
    // near the top, and the infinite scroll would load the next page before anyone scrolled.
    hasMore: count < matched.length && current && shown === count,
  };
}

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useMinuteClock } from '@client/components/service/use-minute-clock';
import { markFirstContent } from '@client/lib/first-content';
import { useLocationStore } from '@client/lib/location-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { useSyncStatus } from '@client/sync/status';
import { useHomeList } from '../hooks/use-home-list';
import { useHomeReady } from '../hooks/use-home-ready';
import { useSearchMark } from '../hooks/use-search-mark';
import { useHomeTab } from '../hooks/use-home-tab';
import { useHomeStore } from '../store';
import type { ServiceRecord } from '@shared/sync/protocol';
import { CriticalCarousel } from './critical-carousel';
import { FeedbackEntry } from './feedback-entry';
import { FilterBar } from './filter-bar';
import { HomeBar } from './home-bar';
import { HomeFrame } from './home-frame';
import { HomeStatus } from './home-status';
import { HomeWaiting } from './home-waiting';
import { LoadMore } from './load-more';
import { SearchField } from './search-field';
import { ServiceList } from './service-list';

// The map view and its data hooks load when the map is first chosen, not with the list.
const HomeMap = lazy(() => import('./home-map').then((m) => ({ default: m.HomeMap })));

/** One empty list for "no banners read yet", so the memoized carousel is not redrawn for it. */
const NO_CRITICAL: readonly ServiceRecord[] = [];

interface Props {
  isAdmin: boolean;
  userId: string | null;
  /** A fixed clock for the open/closed texts and the open-now filter (tests); live otherwise. */
  now?: Date;
}

/** Home (docs/spec/product-spec.md §2): the service list of one type, read from the offline mirror. */
export function HomeScreen({ isAdmin, userId, now }: Props) {
  const { t } = useLingui();
  usePageTitle(t`Find help nearby`);
  const [tab, selectTab] = useHomeTab();
  const home = useHomeStore();
  const origin = useLocationStore((s) => s.location);
  const firstSync = useSyncStatus((s) => s.syncing || s.lastSyncAt === null);
  const clock = useMinuteClock();
  const at = now ?? clock;
  const [searchStarted, setSearchStarted] = useState(home.search !== '');
  // The search field shows when asked for, and stays while it holds text (docs/screens.md "The first screen of a phone").
  const [searchAsked, setSearchAsked] = useState(false);
  const searchOpen = searchAsked || home.search !== '';
  const searchId = useId();
  const list = useHomeList({
    tab,
    subFilter: home.subFilter,
    category: home.category,
    openNow: home.openNow,
    topKudos: isAdmin && home.topKudos,
    origin,
    search: home.search,
    searchStarted,
    pages: home.pages,
    now: at,
  });
  const setSearch = home.setSearch;
  // Stable callbacks: the bar and the field do not redraw for a keystroke that is not theirs.
  const toggleSearch = useCallback(() => {
    if (searchOpen) setSearch('');
    setSearchAsked(!searchOpen);
  }, [searchOpen, setSearch]);
  const startSearch = useCallback(() => setSearchStarted(true), []);
  const ready = useHomeReady(list);
  const showRows = !list.pending && list.total > 0;
  const settled = !list.loading && !list.pending && (list.total === 0 || list.current);
  useEffect(() => {
    if (settled) markFirstContent();
  }, [settled]);
  useSearchMark(home.search, searchStarted && !list.pending && list.current);

  // The list is still coming while the first sync fills an empty mirror (the status says so):
  // the feedback button waits for the list's end, or the rows' arrival would push it down
  // (Lighthouse counted 0.085 of layout shift for it, docs/screens.md "First visit speed").
  const listEnded =
    !list.loading &&
    !list.pending &&
    !list.drawing &&
    !list.moreRows &&
    !list.hasMore &&
    !(list.mirrorEmpty && firstSync);
  // The list's end draws the page's next rows as it comes within reach, then loads the next page.
  const more = list.moreRows ? list.drawMore : list.hasMore ? home.showMore : null;
  const shownRows = list.services?.length ?? 0;
  const results = useRef<HTMLDivElement>(null);
  // A keyboard user on "Show more" goes on to the first row it brought, not past the new rows.
  const focusRow = useRef<number | null>(null);
  const onMore = useCallback(
    (focused: boolean) => {
      if (focused) focusRow.current = shownRows;
      more?.();
    },
    [more, shownRows],
  );
  useEffect(() => {
    const row = focusRow.current;
    if (row === null || shownRows <= row) return;
    focusRow.current = null;
    const rowItems = results.current?.querySelectorAll<HTMLElement>('.service-list > li');
    rowItems?.[row]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [shownRows]);

  return (
    <HomeFrame tab={tab} onSelectTab={selectTab}>
      {ready ? (
        <>
          <HomeBar searchOpen={searchOpen} searchId={searchId} onToggleSearch={toggleSearch} />
          {searchOpen ? (
            <SearchField
              id={searchId}
              value={home.search}
              onChange={home.setSearch}
              onStart={startSearch}
              focusOnShow={searchAsked}
            />
          ) : null}
          <FilterBar tab={tab} isAdmin={isAdmin} />
          <CriticalCarousel candidates={list.critical ?? NO_CRITICAL} now={now} />
          {home.view === 'map' ? (
            <Suspense fallback={null}>
              <HomeMap
                tab={tab}
                subFilter={home.subFilter}
                category={home.category}
                openNow={home.openNow}
                search={home.search}
                searchStarted={searchStarted}
                now={at}
                origin={origin}
              />
            </Suspense>
          ) : (
            <div
              ref={results}
              className="home__results"
              aria-busy={list.loading || list.pending || list.drawing}
            >
              {showRows && list.services ? (
                <ServiceList services={list.services} origin={origin} userId={userId} now={now} />
              ) : null}
              {list.pending ? (
                <p className="home-status" role="status">
                  <Trans>Looking for services…</Trans>
                </p>
              ) : null}
              {!list.loading && !list.pending && list.total === 0 ? (
                <HomeStatus
                  tab={tab}
                  mirrorEmpty={list.mirrorEmpty && firstSync}
                  searching={home.search.trim() !== ''}
                />
              ) : null}
              {showRows && more ? <LoadMore onMore={onMore} grewKey={list.drawnKey} /> : null}
              <FeedbackEntry userId={userId} atListEnd={listEnded} />
            </div>
          )}
        </>
      ) : (
        <HomeWaiting mirrorEmpty={list.mirrorEmpty} />
      )}
    </HomeFrame>
  );
}

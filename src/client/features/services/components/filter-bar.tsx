import { useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ServiceType } from '@shared/domain/enums';
import { useScrollEdges } from '@client/components/ui/use-scroll-edges';
import { afterFirstContent } from '@client/lib/first-content';
import { useHomeStore } from '../store';
import { SubFilterBar } from './sub-filter-bar';
import { ViewToggle } from './view-toggle';

// The category and top-kudos sheet is not part of home's start: it loads once the first content
// is drawn, so it still opens if the network goes away after.
const loadSheet = () => import('./filters-sheet');
const FiltersSheet = lazy(() => loadSheet().then((m) => ({ default: m.FiltersSheet })));

/**
 * docs/screens.md "The first screen of a phone": the filters a person changes often on one scrolling row (the tab's sub-filters and
 * open now), the less used ones (category, top kudos) behind "Filters" with a count, and the
 * list/map switch at the end. It reads only the filters from the store, and is memoized, so a
 * keystroke in the search does not redraw it.
 */
export const FilterBar = memo(function FilterBar({
  tab,
  isAdmin,
}: {
  tab: ServiceType;
  isAdmin: boolean;
}) {
  const { t, i18n } = useLingui();
  const home = useHomeStore(
    useShallow(({ category, topKudos, subFilter, openNow, setSubFilter, setOpenNow }) => ({
      category,
      topKudos,
      subFilter,
      openNow,
      setSubFilter,
      setOpenNow,
    })),
  );
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const chips = useRef<HTMLDivElement>(null);
  // A new tab or language shows other chips: the filter in use comes into view.
  useScrollEdges(chips, `${tab} ${home.subFilter} ${i18n.locale}`);
  useEffect(() => {
    void afterFirstContent()
      .then(loadSheet)
      .catch((error: unknown) => console.warn('Could not load the filters sheet', error));
  }, []);
  const active = (home.category !== 'ALL' ? 1 : 0) + (isAdmin && home.topKudos ? 1 : 0);
  return (
    <div className="filter-bar">
      <button
        ref={opener}
        type="button"
        className="button button--secondary filter-bar__more"
        aria-haspopup="dialog"
        aria-label={active > 0 ? t`More filters: ${active} on` : t`More filters`}
        onClick={() => setOpen(true)}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {active > 0 ? (
          <span className="filter-bar__count" aria-hidden="true">
            {active}
          </span>
        ) : null}
      </button>
      <div ref={chips} className="filter-bar__scroll">
        <SubFilterBar tab={tab} value={home.subFilter} onChange={home.setSubFilter} />
        <button
          type="button"
          className="button button--secondary filter-chip"
          aria-pressed={home.openNow}
          onClick={() => home.setOpenNow(!home.openNow)}
        >
          {t`Open now`}
        </button>
      </div>
      <ViewToggle />
      {open ? (
        <Suspense fallback={null}>
          <FiltersSheet isAdmin={isAdmin} onClose={() => setOpen(false)} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </div>
  );
});

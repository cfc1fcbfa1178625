import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CATEGORIES, SERVICE_TYPES } from '@shared/domain/enums';
import type { Category, ServiceType } from '@shared/domain/enums';
import { SUB_FILTERS, type SubFilterKey } from '@shared/domain/sub-filters';

export const DEFAULT_TAB: ServiceType = 'SHELTER';

export function isServiceType(value: unknown): value is ServiceType {
  return SERVICE_TYPES.some((type) => type === value);
}

export function isCategory(value: unknown): value is Category {
  return CATEGORIES.some((category) => category === value);
}

/** Home shows its services as a list or on a map (docs/spec/product-spec.md §2). */
export type HomeView = 'list' | 'map';

export function isHomeView(value: unknown): value is HomeView {
  return value === 'list' || value === 'map';
}

export interface HomeState {
  tab: ServiceType;
  subFilter: SubFilterKey | null;
  category: Category;
  openNow: boolean;
  topKudos: boolean;
  view: HomeView;
  /** Kept in memory (not in storage) so coming back from a service keeps the search and pages. */
  search: string;
  pages: number;
  setTab: (tab: ServiceType) => void;
  setSubFilter: (subFilter: SubFilterKey | null) => void;
  setCategory: (category: Category) => void;
  setOpenNow: (openNow: boolean) => void;
  setTopKudos: (topKudos: boolean) => void;
  setView: (view: HomeView) => void;
  setSearch: (search: string) => void;
  showMore: () => void;
}

const HOME_KEY = 'refugio.home';

/**
 * The home selection (docs/spec/product-spec.md §3: session storage holds category, open-now, top-kudos and the
 * tab, and here also the list-or-map view). Every filter change starts the list again at its first page (docs/spec/product-spec.md §4).
 */
export const useHomeStore = create<HomeState>()(
  persist(
    (set) => ({
      tab: DEFAULT_TAB,
      subFilter: null,
      category: 'ALL',
      openNow: false,
      topKudos: false,
      view: 'list',
      search: '',
      pages: 1,
      setTab: (tab) =>
        set((state) => (state.tab === tab ? state : { tab, subFilter: null, pages: 1 })),
      setSubFilter: (subFilter) => set({ subFilter, pages: 1 }),
      setCategory: (category) => set({ category, pages: 1 }),
      setOpenNow: (openNow) => set({ openNow, pages: 1 }),
      setTopKudos: (topKudos) => set({ topKudos, pages: 1 }),
      // The same services either way: switching views keeps the filters and the pages.
      setView: (view) => set({ view }),
      setSearch: (search) => set({ search, pages: 1 }),
      showMore: () => set((state) => ({ pages: state.pages + 1 })),
    }),
    {
      name: HOME_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ tab, subFilter, category, openNow, topKudos, view }) => ({
        tab,
        subFilter,
        category,
        openNow,
        topKudos,
        view,
      }),
      // A stored value from an older build must not select a tab or filter that no longer exists.
      merge: (stored, current) => {
        const s = (stored ?? {}) as Partial<HomeState>;
        const tab = isServiceType(s.tab) ? s.tab : current.tab;
        const subs: readonly string[] = SUB_FILTERS[tab];
        return {
          ...current,
          tab,
          subFilter: s.subFilter && subs.includes(s.subFilter) ? s.subFilter : null,
          category: isCategory(s.category) ? s.category : current.category,
          openNow: s.openNow === true,
          topKudos: s.topKudos === true,
          view: isHomeView(s.view) ? s.view : current.view,
        };
      },
    },
  ),
);

/** The list-or-map choice, for the home screen and the map (which the lead mounts when 'map'). */
export const selectHomeView = (state: HomeState): HomeView => state.view;

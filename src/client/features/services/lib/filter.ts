import type { Category, ServiceType } from '@shared/domain/enums';
import { matchesSubFilter, type SubFilterKey } from '@shared/domain/sub-filters';
import type { ServiceIndexEntry } from '@shared/sync/service-index';

export interface IndexFilter {
  tab: ServiceType;
  /** null is the 'All' button. */
  subFilter: SubFilterKey | null;
  /** 'ALL' is no category filter. */
  category: Category;
}

/**
 * The category rule: 'ALL' filters nothing, and a service for everyone (category ALL) matches
 * every category.
 */
export function matchesCategory(categories: readonly Category[], wanted: Category): boolean {
  return wanted === 'ALL' || categories.includes(wanted) || categories.includes('ALL');
}

/** The cheap filters, over the compact index only: the tab's type, the sub-filter, the category. */
export function filterIndex(
  entries: readonly ServiceIndexEntry[],
  filter: IndexFilter,
): ServiceIndexEntry[] {
  return entries.filter(
    (e) =>
      e.types.includes(filter.tab) &&
      matchesCategory(e.categories, filter.category) &&
      (filter.subFilter === null || matchesSubFilter(e.summary, filter.subFilter)),
  );
}

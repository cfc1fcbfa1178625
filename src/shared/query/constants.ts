// Business constants of docs/spec/product-spec.md §9 that the API and the client both apply.

/** Admin lists: crisis lines, feedbacks, users and manage services (newest first). */
export const ADMIN_PAGE_SIZE = 25;
/** The public service list, skip-based paging. */
export const PUBLIC_PAGE_SIZE = 100;
/** Critical-header banners shown at once. */
export const CRITICAL_HEADER_LIMIT = 20;

/** Default service search fields (docs/spec/product-spec.md §9). */
export const DEFAULT_SEARCH_FIELDS = [
  'name',
  'description',
  'serviceSummary',
  'address1',
  'address2',
  'phone',
  'userEmail',
  'contactEmail',
] as const;

/** The search screen's fields (docs/spec/product-spec.md §9). */
export const SEARCH_SCREEN_FIELDS = [
  'name',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'serviceSummary',
  'category',
  'age',
] as const;

export const SEARCH_DEBOUNCE_MS = 500;
export const MAP_DEBOUNCE_MS = 1000;
export const MAP_ZOOM_LIST = 10;
export const MAP_ZOOM_DETAIL = 13;
export const TOAST_MS = 3000;
export const INFINITE_SCROLL_PX = 500;
export const BADGE_MAX = 9999;
export const DEFAULT_SERVICE_QUOTA = 3;
export const PASSWORD_MIN = 6;
export const PHONE_MAX = 14;
export const DESCRIPTION_MAX = 1000;
/**
 * Text that reaches a pattern or likeness query is bounded (docs/architecture.md "The place search"): a longer text only costs
 * the database more for everyone. The place search's keyword (a city, 'City ST' or a ZIP code),
 * a crisis line's area (geocoded like a keyword) and a list's search text `q`.
 */
export const PLACE_KEYWORD_MAX = 100;
export const AREA_MAX = 100;
export const SEARCH_TEXT_MAX = 100;
export const LOCAL_STORAGE_VERSION = '2.1';
export const GEOLOCATION_MAX_AGE_MS = 10_000;

/**
 * A list page is followed by another exactly when it came back full (docs/spec/product-spec.md §4 'can load
 * more').
 */
export function canLoadMore(received: number, pageSize: number): boolean {
  return received === pageSize;
}

import { useLayoutEffect, useRef } from 'react';

const SEARCH_MARK = 'refugio:search-results';

/**
 * Marks the moment the results of a search are in the page (a performance mark whose detail is
 * the search text), so `npm run bench:sync` can time keystroke to results in a real browser.
 */
export function useSearchMark(search: string, shown: boolean): void {
  const marked = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!shown || marked.current === search) return;
    marked.current = search;
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
      performance.mark(SEARCH_MARK, { detail: search });
  }, [search, shown]);
}

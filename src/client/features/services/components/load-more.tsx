import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_PX } from '@shared/query/constants';

const ROOT_MARGIN = `0px 0px ${INFINITE_SCROLL_PX}px 0px`;

/**
 * Infinite scroll (docs/spec/product-spec.md §4, §9): the next page loads when the end of the list comes within
 * 500 px; the button does the same for keyboard and switch users, and where there is no observer.
 */
export function LoadMore({ onMore }: { onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  }, [onMore]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="load-more" ref={sentinel}>
      <button type="button" className="button button--secondary" onClick={onMore}>
        <Trans>Show more</Trans>
      </button>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_PX } from '@shared/query/constants';

const ROOT_MARGIN = `0px 0px ${INFINITE_SCROLL_PX}px 0px`;

interface Props {
  /** Draws or loads more; `focused` says the button had the focus (a keyboard or switch user). */
  onMore: (focused: boolean) => void;
  /**
   * Changes when the list grew: the end is observed anew, so a list still short of the reach after
   * a step draws the next one (an observer speaks only when the end enters or leaves its reach).
   */
  grewKey?: string;
}

/**
 * The list's end (docs/spec/product-spec.md §4, §9): within 500 px of the viewport it draws the
 * page's next rows, then loads the next page; the button does the same for keyboard and switch
 * users, and where there is no observer.
 */
export function LoadMore({ onMore, grewKey }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  }, [onMore]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting))
          latest.current(document.activeElement === button.current);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [grewKey]);

  return (
    <div className="load-more" ref={sentinel}>
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        onClick={() => onMore(true)}
      >
        <Trans>Show more</Trans>
      </button>
    </div>
  );
}

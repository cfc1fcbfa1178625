import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode } from 'react';

export interface CarouselItem {
  key: string;
  content: ReactNode;
}

interface Props {
  /** The accessible name of the whole carousel (already translated). */
  label: string;
  items: readonly CarouselItem[];
  className?: string;
}

/** A horizontal swipe longer than this (px) turns the slide. */
const SWIPE_PX = 40;

/**
 * One slide at a time with previous/next buttons and an 'n of m' position (WAI-ARIA carousel
 * pattern). It never turns by itself: nothing moves unless the person asks, so there is no pause
 * control to find and nothing to do for reduced motion. The buttons wrap around; a swipe on a touch
 * screen does the same. Nothing is rendered without items.
 */
export function Carousel({ label, items, className }: Props) {
  const { t } = useLingui();
  const slidesId = useId();
  const [wanted, setWanted] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = items.length;
  if (count === 0) return null;
  // The items can shrink under the index (a banner expired): show the last one then.
  const index = Math.min(wanted, count - 1);
  const item = items[index]!;
  const current = index + 1;
  const position = t`${current} of ${count}`;
  const go = (step: number) => setWanted((index + step + count) % count);

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription={t`carousel`}
      aria-label={label}
    >
      <div
        id={slidesId}
        className="carousel__slides"
        aria-live="polite"
        onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => {
          const start = touchX.current;
          const end = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || count < 2) return;
          if (end - start <= -SWIPE_PX) go(1);
          else if (end - start >= SWIPE_PX) go(-1);
        }}
      >
        <div
          key={item.key}
          className="carousel__slide"
          role="group"
          aria-roledescription={t`slide`}
          aria-label={position}
        >
          {item.content}
        </div>
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="button button--secondary carousel__button"
            aria-controls={slidesId}
            aria-label={t`Previous`}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {/* Hidden from assistive technology: the slide's own name says the same. */}
          <span className="carousel__position" aria-hidden="true">
            {position}
          </span>
          <button
            type="button"
            className="button button--secondary carousel__button"
            aria-controls={slidesId}
            aria-label={t`Next`}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

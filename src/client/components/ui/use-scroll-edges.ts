import { useEffect, type RefObject } from 'react';

/** Less than a pixel left to scroll counts as none (zoom gives fractional widths). */
const SLACK = 1;

/** Scrolls the row so one of its chips shows whole, clear of the faded edges (its scroll padding). */
function reveal(row: HTMLElement, chip: Element | null): void {
  if (!chip || chip === row) return;
  const style = getComputedStyle(row);
  const padStart = parseFloat(style.scrollPaddingInlineStart) || 0;
  const padEnd = parseFloat(style.scrollPaddingInlineEnd) || 0;
  const box = row.getBoundingClientRect();
  const { left, right } = chip.getBoundingClientRect();
  const clearLeft = box.left + padStart;
  const clearRight = box.right - padEnd;
  // A chip wider than the space between the fades goes in the middle, its ends under them.
  if (right - left > clearRight - clearLeft)
    row.scrollLeft += (left + right) / 2 - (box.left + box.right) / 2;
  else if (left < clearLeft) row.scrollLeft += left - clearLeft;
  else if (right > clearRight) row.scrollLeft += right - clearRight;
}

/**
 * For a row of chips that scrolls sideways: marks it with `data-more-start` and `data-more-end`
 * while it has more to show on that side, for the stylesheet's fade that says the row scrolls
 * (docs/screens.md "The first screen of a phone"); brings its pressed chip (the filter in use)
 * into view each time `shown` changes, and a chip reached with Tab as it gets the focus (the
 * browser's own scrolling leaves it under the fade). The marks are set on the element, not through state:
 * scrolling redraws nothing.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, shown: unknown): void {
  // One effect per `shown`: another tab or language puts new chips in the row, which the
  // observer must watch and whose marks must be set at once (a row that starts to overflow
  // without scrolling or resizing itself would otherwise show no fade until it is scrolled).
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const scrolled = Math.abs(row.scrollLeft);
      row.toggleAttribute('data-more-start', scrolled > SLACK);
      row.toggleAttribute('data-more-end', row.scrollWidth - row.clientWidth - scrolled > SLACK);
    };
    // After the browser's own scrolling to the focused chip, which comes after this event.
    const focused = (event: FocusEvent) =>
      requestAnimationFrame(() => reveal(row, event.target as Element));
    reveal(row, row.querySelector('[aria-pressed="true"]'));
    update();
    row.addEventListener('scroll', update, { passive: true });
    row.addEventListener('focusin', focused);
    // The row's width (a rotated phone) and its chips' (fonts, zoom) change what fits.
    // (jsdom has no ResizeObserver.)
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resized?.observe(row);
    for (const child of row.children) resized?.observe(child);
    return () => {
      row.removeEventListener('scroll', update);
      row.removeEventListener('focusin', focused);
      resized?.disconnect();
    };
  }, [ref, shown]);
}

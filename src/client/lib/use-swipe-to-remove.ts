import { useRef, type PointerEvent, type MouseEvent } from 'react';

/** How far (CSS px) a row must be dragged sideways before letting go removes it. */
export const SWIPE_REMOVE_PX = 96;
/** Movement before the gesture is read as a sideways swipe or as a scroll. */
const DECIDE_PX = 10;
/**
 * How long after a swipe a click is taken as its tail. Browsers that send one do so at once; a
 * lingering flag would eat the next real tap or keyboard Enter.
 */
const CLICK_AFTER_SWIPE_MS = 400;

interface Gesture {
  pointerId: number;
  row: HTMLElement;
  startX: number;
  startY: number;
  dx: number;
  mode: 'pending' | 'swiping';
}

function settle(row: HTMLElement): void {
  row.classList.remove('is-swiping');
  row.style.transform = '';
  row.style.opacity = '';
}

/**
 * Swipe-to-remove for the rows of a list, by touch or pen (a mouse drag stays a text selection):
 * the handlers go on the list, so each row needs no wrapper. The row follows the finger; let go
 * past SWIPE_REMOVE_PX and `onRemove` gets it, otherwise it slides back (instantly under
 * prefers-reduced-motion, base.css). A mostly vertical move is left to the page's scroll, and the
 * click that ends a swipe is swallowed so a row's link does not open. Rows need
 * `touch-action: pan-y` so the browser leaves sideways moves to this hook.
 */
export function useSwipeToRemove(rowSelector: string, onRemove: (row: HTMLElement) => void) {
  const gesture = useRef<Gesture | null>(null);
  const swallowClicksUntil = useRef(0);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    const swiped = current.mode === 'swiping';
    swallowClicksUntil.current = swiped ? performance.now() + CLICK_AFTER_SWIPE_MS : 0;
    if (swiped && !cancelled && Math.abs(current.dx) >= SWIPE_REMOVE_PX) {
      current.row.classList.remove('is-swiping');
      onRemove(current.row);
    } else {
      settle(current.row);
    }
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      swallowClicksUntil.current = 0;
      if (event.pointerType === 'mouse' || gesture.current) return;
      const row = (event.target as Element).closest<HTMLElement>(rowSelector);
      if (!row || !event.currentTarget.contains(row)) return;
      gesture.current = {
        pointerId: event.pointerId,
        row,
        startX: event.clientX,
        startY: event.clientY,
        dx: 0,
        mode: 'pending',
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (current.mode === 'pending') {
        if (Math.abs(dy) > DECIDE_PX && Math.abs(dy) >= Math.abs(dx)) {
          gesture.current = null; // a scroll
          return;
        }
        if (Math.abs(dx) <= DECIDE_PX) return;
        current.mode = 'swiping';
        current.row.classList.add('is-swiping');
        // Keeps the moves coming when the finger leaves the row; not every engine has it.
        current.row.setPointerCapture?.(event.pointerId);
      }
      current.dx = dx;
      current.row.style.transform = `translateX(${dx}px)`;
      current.row.style.opacity = String(Math.max(0.3, 1 - Math.abs(dx) / (SWIPE_REMOVE_PX * 3)));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (performance.now() >= swallowClicksUntil.current) return;
      swallowClicksUntil.current = 0;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

/** Puts a row back where it was (when removing it failed). */
export function restoreSwipedRow(row: HTMLElement): void {
  settle(row);
}

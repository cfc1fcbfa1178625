import { useLayoutEffect } from 'react';
import { useLocation } from '@client/lib/router';

/** Scroll positions by address, so Back returns to where the person was (in this tab only). */
const positions = new Map<string, number>();
let cameBack = false;
/**
 * The page's scroll position as of its last scroll event. Read when leaving a screen instead of
 * window.scrollY, which by then already belongs to the next screen: React replaces the content
 * before it runs the layout effect's cleanup, and the shorter page clamps the position.
 */
let scrolledTo = 0;
/**
 * False until the app's first screen has mounted. That screen stays where the page is: at the top
 * on a load, or where the person scrolled the server's first screen before the app started. A
 * scroll there would also force the whole new page's layout inside React's commit (TBT,
 * docs/screens.md).
 */
let mountedOnce = false;

// Listening from the module's first import, before the router subscribes: React renders the
// router's popstate update in the microtask after the router's listener, so a listener added
// later (in an effect, even capturing) learned of Back only after the new screen's layout ran.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    cameBack = true;
  });
  window.addEventListener(
    'scroll',
    () => {
      scrolledTo = window.scrollY;
    },
    { passive: true },
  );
  window.history.scrollRestoration = 'manual';
}

/** The longest a restored position waits for the screen to grow tall enough to reach it. */
export const RESTORE_WAIT_MS = 5000;
/** The person taking over: from then on the restoration no longer moves the page. */
const TAKE_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls to `y`, again each time the page grows, until it is reached: a screen drawn from the
 * local mirror grows after its first render (the home list draws its rows a few per paint), so
 * one scroll at mount stopped at the short page's end, above where the person had been.
 * Stops when reached, when the person scrolls or touches the page, after RESTORE_WAIT_MS, or
 * when the returned function is called.
 */
function scrollWhenTallEnough(y: number): () => void {
  const reached = () => Math.abs(window.scrollY - y) < 1;
  window.scrollTo(0, y);
  if (reached() || typeof ResizeObserver !== 'function') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reached()) stop();
  });
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body);
  for (const type of TAKE_OVER)
    window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * A new screen starts at the top; going Back or Forward restores where the person left it (the
 * list they scrolled through before opening a detail), once the screen is tall enough again.
 * Only the path and search count: a tab change (#FOOD) keeps the scroll.
 */
export function useScrollRestoration(): void {
  const { pathname, search } = useLocation();
  const key = `${pathname}${search}`;

  useLayoutEffect(() => {
    const saved = positions.get(key);
    const restoring = cameBack && saved !== undefined && saved > 0;
    cameBack = false;
    let stop: (() => void) | undefined;
    if (!mountedOnce) mountedOnce = true;
    else {
      if (restoring) stop = scrollWhenTallEnough(saved);
      else window.scrollTo(0, 0);
      scrolledTo = window.scrollY;
    }
    return () => {
      stop?.();
      positions.set(key, scrolledTo);
    };
  }, [key]);
}

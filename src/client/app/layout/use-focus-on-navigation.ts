import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@client/lib/router';

/**
 * After a navigation the person asked for, focus moves to `target` (the main content) so screen
 * readers start reading the new screen. The redirects of the first load move nothing, so the skip
 * link stays the first stop.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  const hasInteracted = useRef(false);

  useEffect(() => {
    const onInteraction = () => {
      hasInteracted.current = true;
    };
    document.addEventListener('click', onInteraction, { capture: true, once: true });
    document.addEventListener('keydown', onInteraction, { capture: true, once: true });
    return () => {
      document.removeEventListener('click', onInteraction, { capture: true });
      document.removeEventListener('keydown', onInteraction, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    // The scroll position is the scroll restoration's (use-scroll-restoration.ts), not the focus's.
    if (hasInteracted.current) target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}

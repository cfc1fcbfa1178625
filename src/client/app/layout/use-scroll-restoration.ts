import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from '../../lib/router';

/** Scroll positions by address, so Back returns to where the person was (in this tab only). */
const positions = new Map<string, number>();
let cameBack = false;

/**
 * A new screen starts at the top; going Back or Forward restores where the person left it (the
 * list they scrolled through before opening a detail). Only the path and search count: a tab
 * change (#FOOD) keeps the scroll.
 */
export function useScrollRestoration(): void {
  const { pathname, search } = useLocation();
  const key = `${pathname}${search}`;

  useEffect(() => {
    const onPopState = () => {
      cameBack = true;
    };
    window.addEventListener('popstate', onPopState);
    window.history.scrollRestoration = 'manual';
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    window.scrollTo(0, cameBack && saved !== undefined ? saved : 0);
    cameBack = false;
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key]);
}

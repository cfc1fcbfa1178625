import { useEffect, useState } from 'react';
import type { MenuBadges } from './fetch-menu-badges';

/**
 * The badge counts, fetched each time the menu opens for a signed-in person, so they are fresh
 * when seen and cost nothing when the menu stays closed. Offline or on an error the last counts
 * stay (none at first): a badge is a hint, never a reason to show an error.
 */
export function useMenuBadges(open: boolean, isLogin: boolean): MenuBadges {
  const [badges, setBadges] = useState<MenuBadges>({});
  useEffect(() => {
    if (!open || !isLogin) return;
    let live = true;
    import('./fetch-menu-badges')
      .then(({ fetchMenuBadges }) => fetchMenuBadges())
      .then((counts) => {
        if (live) setBadges(counts);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, isLogin]);
  return isLogin ? badges : {};
}

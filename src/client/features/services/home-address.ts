import type { ServiceType } from '@shared/domain/enums';
import { isServiceType, useHomeStore } from './store';

/**
 * The tab home shows for an address's hash (docs/spec/product-spec.md §2): the hash (#FOOD …
 * #WORK, any case) selects it; without a valid one, the session's tab. `rewrite`: the address does
 * not name that tab exactly, so it is replaced to name it.
 */
export function homeTabOf(
  hash: string,
  stored: ServiceType,
): { tab: ServiceType; rewrite: boolean } {
  const fromHash = hash.slice(1).toUpperCase();
  const tab = isServiceType(fromHash) ? fromHash : stored;
  return { tab, rewrite: hash.slice(1) !== tab };
}

/**
 * Before the app's first render of home (main.tsx): the session's tab follows the address, and the
 * address names the tab. Done by `useHomeTab` after that render, it drew home a second time at
 * start, since rewriting the address renders every reader of it again (TBT, docs/screens.md).
 */
export function settleHomeAddress(): void {
  if (window.location.pathname !== '/') return;
  const { tab: stored, setTab } = useHomeStore.getState();
  const { tab, rewrite } = homeTabOf(window.location.hash, stored);
  if (tab !== stored) setTab(tab);
  if (rewrite)
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${window.location.search}#${tab}`,
    );
}

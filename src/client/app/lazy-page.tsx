import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { loadManagementCatalog } from '@client/lib/i18n';
import type { ManagementPageName } from './management-pages';

/** Each page element's loader, for preloadPage. */
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * One lazily loaded chunk per route module (React.lazy), so the entry chunk holds only the shell.
 * Route modules use named exports (docs/spec/conventions.md); this picks the named component out.
 * A page loaded ahead (preloadPage) draws in its first render, without the Suspense fallback.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType }>,
  name: Name,
): ReactElement {
  let loaded: ComponentType | undefined;
  const loadOnce = async () => (loaded ??= (await load())[name]);
  const Lazy = lazy<ComponentType>(async () => ({ default: await loadOnce() }));
  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the screen.
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Screen />;
  }
  const element = <Page />;
  loaders.set(element, loadOnce);
  return element;
}

/**
 * Loads a page's chunk ahead. The app's first render waits for its route's (already preloaded by
 * index.html): a "Loading…" in its place would replace the prerendered first screen's skeleton
 * and tabs for a moment (docs/architecture.md "The first screen").
 */
export async function preloadPage(page: ReactElement): Promise<void> {
  await loaders.get(page)?.();
}

/**
 * A screen of signed-in people, by its route module's export (app/management-pages.ts): its chunk,
 * the management catalog and the query client of their online data (lib/query, docs/architecture.md
 * "Online data of the signed-in screens") load together, so TanStack Query stays out of the first
 * screen's JavaScript, and so do the chunk lists of these routes' dynamic imports.
 */
export function managementPage(name: ManagementPageName): ReactElement {
  return lazyPage(async () => {
    const [{ MANAGEMENT_PAGES }, query] = await Promise.all([
      import('./management-pages'),
      import('@client/lib/query/management-query'),
      loadManagementCatalog(),
    ]);
    const Screen: ComponentType = await MANAGEMENT_PAGES[name]();
    return { [name]: query.withQueryClient(Screen) } as Record<ManagementPageName, ComponentType>;
  }, name);
}

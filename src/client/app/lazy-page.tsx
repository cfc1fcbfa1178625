import { lazy, type ComponentType, type ReactElement } from 'react';
import { loadManagementCatalog } from '@client/lib/i18n';

/**
 * One lazily loaded chunk per route module (React.lazy), so the entry chunk holds only the shell.
 * Route modules use named exports (docs/spec/conventions.md); this picks the named component out.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType }>,
  name: Name,
): ReactElement {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return <Page />;
}

/** A screen of signed-in people: its chunk and the management catalog load together. */
export function managementPage<Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType }>,
  name: Name,
): ReactElement {
  return lazyPage(async () => {
    const [module] = await Promise.all([load(), loadManagementCatalog()]);
    return module;
  }, name);
}

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

/**
 * A screen of signed-in people: its chunk, the management catalog and the query client of their
 * online data (lib/query, docs/architecture.md "Online data of the signed-in screens") load
 * together, so TanStack Query stays out of the first screen's JavaScript.
 */
export function managementPage<Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType }>,
  name: Name,
): ReactElement {
  return lazyPage(async () => {
    const [module, query] = await Promise.all([
      load(),
      import('@client/lib/query/management-query'),
      loadManagementCatalog(),
    ]);
    return { [name]: query.withQueryClient(module[name]) } as { [Key in Name]: ComponentType };
  }, name);
}

import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * One lazily loaded chunk per route module (React.lazy), so the entry chunk holds only the shell.
 * Route modules use named exports (conventions.md); this picks the named component out.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType }>,
  name: Name,
): ReactElement {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return <Page />;
}

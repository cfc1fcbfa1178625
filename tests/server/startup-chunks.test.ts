import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_WAIT_IMPORT, withCatalogWait } from '../../scripts/lib/catalog-wait';
import { firstScreenModules } from '../../scripts/lib/first-screen-modules';
import { PRELOADED_ROUTES, withLowScriptPriority } from '../../scripts/lib/startup-chunks';
import { startupModules, staticImports } from '../../scripts/lib/startup-modules';

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);

describe('the start-up modules (vite.config.ts bundles them as one chunk)', () => {
  it('follows static value imports and re-exports only', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import './side-effect.css';",
      "export { c } from './c';",
      "export type { D } from './d';",
      "import { lazy } from 'react';",
      "const e = () => import('./e');",
      "import { f } from '@shared/f';",
      "import { g } from '@tanstack/react-query';",
    ].join('\n');
    expect(staticImports('x.ts', source)).toEqual(['./a', './side-effect.css', './c', '@shared/f']);
  });

  const startup = startupModules(at('src/client/main.tsx'));

  it('holds what a cold start needs, not the sync engine, Dexie nor the fetch wrapper', () => {
    for (const file of ['src/client/db/watch-mirror.ts', 'src/client/sync/status.ts'])
      expect(startup.has(at(file)), file).toBe(true);
    for (const file of [
      // Dexie comes after the first content (docs/architecture.md "Memory"): the first rows are read without it.
      'src/client/db/database.ts',
      'src/client/db/live-mirror.ts',
      'src/client/sync/engine.ts',
      'src/client/sync/transport.ts',
      'src/client/lib/api-client.ts',
      'src/client/features/services/components/home-screen.tsx',
    ])
      expect(startup.has(at(file)), file).toBe(false);
  });

  /** The modules of `graph` that import zod's values. */
  const withZod = (graph: Iterable<string>) =>
    [...graph]
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          /^import (?!type)[^;]* from 'zod';/m.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(root, file));
  /** The modules `file` imports dynamically, resolved, without their extension. */
  const dynamicImportsOf = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) =>
      match[1]!.startsWith('@client/')
        ? at(`src/client/${match[1]!.slice(8)}`)
        : path.resolve(path.dirname(file), match[1]!),
    );

  it('loads no zod: its schemas cost a slow phone ~0.1 s to build (docs/sync.md)', () => {
    expect(withZod(startup)).toEqual([]);
  });

  it('loads no zod with the routes index.html preloads either: their first render waits for them', () => {
    for (const route of ['home', 'service-detail'])
      expect(withZod(startupModules(at(`src/client/app/routes/${route}.tsx`))), route).toEqual([]);
  });

  it("loads no zod with the page's sync engine, which starts after the first content", () => {
    const engine = dynamicImportsOf(at('src/client/sync/page-engine.ts'));
    expect(engine.length).toBeGreaterThan(4);
    for (const module of engine)
      expect(withZod(startupModules(`${module}.ts`)), module).toEqual([]);
  });

  it("loads no zod with the sheets home loads after its first content (a first visit's first seconds)", () => {
    for (const sheet of ['location-sheet', 'filters-sheet']) {
      const file = at(`src/client/features/services/components/${sheet}.tsx`);
      expect(withZod(startupModules(file)), sheet).toEqual([]);
    }
  });

  it('loads no zod with what a service page imports after its first render: the worker checks the record', () => {
    const screen = at('src/client/features/service-detail/components/service-detail-screen.tsx');
    const later = dynamicImportsOf(screen);
    expect(later).toContain(at('src/client/sync/ahead-job'));
    for (const module of later) expect(withZod(startupModules(`${module}.ts`)), module).toEqual([]);
  });

  it('imports no management route: each import would name its chunks in the start-up code', () => {
    const managementRoutes = dynamicImportsOf(at('src/client/app/management-pages.ts'));
    expect(managementRoutes.length).toBeGreaterThan(20);
    const fromStartup = [...startup]
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap(dynamicImportsOf)
      .filter((target) => managementRoutes.includes(target));
    expect(fromStartup.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('bundles the first screen’s English catalog only (docs/architecture.md "Catalogs")', () => {
    expect(startup.has(at('src/client/locales/en/first-screen.po'))).toBe(true);
    for (const catalog of ['en/messages', 'en/management', 'es/first-screen', 'es/messages'])
      expect(startup.has(at(`src/client/locales/${catalog}.po`)), catalog).toBe(false);
  });
});

describe('the first screen’s catalog (scripts/lib/catalog-sources.ts)', () => {
  const firstScreen = firstScreenModules();
  const read = (file: string) => readFileSync(at(file), 'utf8');

  it('covers the start-up modules and the routes index.html preloads', () => {
    const routes = [...firstScreen].filter((file) =>
      Object.values(PRELOADED_ROUTES).some((route) => route.test(file)),
    );
    expect(routes.length).toBe(Object.keys(PRELOADED_ROUTES).length);
    for (const file of startupModules(at('src/client/main.tsx')))
      expect(firstScreen.has(file), file).toBe(true);
  });

  it('holds no module that waits for another catalog: a start would wait for it', () => {
    const waiting = [...firstScreen].filter(
      (file) => /\.tsx?$/.test(file) && withCatalogWait(readFileSync(file, 'utf8'), file) !== null,
    );
    expect(waiting.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('makes every other visitor module with messages wait for their catalog', () => {
    const screen = 'src/client/features/crisis-lines/components/crisis-lines-screen.tsx';
    expect(withCatalogWait(read(screen), at(screen))?.startsWith(CATALOG_WAIT_IMPORT)).toBe(true);
    // The management screens load theirs with their route (app/lazy-page.tsx).
    const management = 'src/client/features/users/components/manage-users-screen.tsx';
    expect(withCatalogWait(read(management), at(management))).toBeNull();
  });
});

describe('index.html marks the start-up scripts as not needed for the first paint', () => {
  it('lowers the priority of the module entry and of every modulepreload, once', () => {
    const html = [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-B.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-C.js" data-route="home">',
      '<link rel="stylesheet" href="/assets/shell-D.css" disabled>',
      '<script>window.x = 1</script>',
    ].join('\n');
    expect(withLowScriptPriority(html).split('\n')).toEqual([
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-B.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-C.js" data-route="home">',
      '<link rel="stylesheet" href="/assets/shell-D.css" disabled>',
      '<script>window.x = 1</script>',
    ]);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkInitialBundle,
  DEXIE_MARKERS,
  initialChunkFiles,
  INITIAL_JS_BUDGET_BYTES,
  MAPLIBRE_MARKERS,
} from '../../scripts/lib/initial-bundle';
import {
  COMPILE_HINT,
  homeRouteChunkFiles,
  routePreloads,
  startupChunkFiles,
} from '../../scripts/lib/startup-chunks';

const root = path.resolve(import.meta.dirname, '../..');
const START_FILES = [
  'vendor-BBBBBBBB.js',
  'shell-CCCCCCCC.js',
  'home-DDDD_-EE.js',
  'service-card-GGGGGGGG.js',
];
const dirs: string[] = [];

/**
 * A build folder shaped like Vite's: index.html, an entry, a shell and lazy route chunks, each
 * starting with the compile hint as the build writes it (the map chunk too, which does no harm),
 * and every start-up chunk preloaded by index.html.
 */
function fakeBuild(chunks: Record<string, string>, preloads = START_FILES): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-bundle-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head>' +
      '<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>' +
      preloads
        .map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`)
        .join('') +
      '</head><body></body></html>',
  );
  const files = {
    'index-AAAAAAAA.js': 'import"./shell-CCCCCCCC.js";console.log(1);',
    'vendor-BBBBBBBB.js': 'export const react=1;',
    'shell-CCCCCCCC.js':
      'import{react as r}from"./vendor-BBBBBBBB.js";' +
      'const routes=[()=>import(`./home-DDDD_-EE.js`),()=>import(`./map-FFFFFFFF.js`)];',
    'home-DDDD_-EE.js': 'import{card}from"./service-card-GGGGGGGG.js";export const Home=card;',
    'service-card-GGGGGGGG.js': 'export const card=2;',
    'map-FFFFFFFF.js': 'export const map="maplibregl-canvas-container";',
    ...chunks,
  };
  for (const [name, code] of Object.entries(files))
    writeFileSync(path.join(dir, 'assets', name), `${COMPILE_HINT}\n${code}`);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the initial bundle check (scripts/check-bundle.ts)', () => {
  it('counts the entry, its static imports and the home route, not other lazy routes', () => {
    const files = initialChunkFiles(fakeBuild({}));
    expect(files.sort()).toEqual([
      'assets/home-DDDD_-EE.js',
      'assets/index-AAAAAAAA.js',
      'assets/service-card-GGGGGGGG.js',
      'assets/shell-CCCCCCCC.js',
      'assets/vendor-BBBBBBBB.js',
    ]);
  });

  it("leaves out another route's preloads, which a visit to home does not get", () => {
    const dir = fakeBuild({});
    const html = path.join(dir, 'index.html');
    writeFileSync(
      html,
      readFileSync(html, 'utf8').replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/map-FFFFFFFF.js" data-route="service">' +
          '</head>',
      ),
    );
    expect(initialChunkFiles(dir)).not.toContain('assets/map-FFFFFFFF.js');
    expect(checkInitialBundle(dir).problems).toEqual([]);
  });

  it('passes a small build whose map stays in a lazy chunk', () => {
    const report = checkInitialBundle(fakeBuild({}));
    expect(report.problems).toEqual([]);
    expect(report.gzipBytes).toBe(report.chunks.reduce((sum, c) => sum + c.gzipBytes, 0));
  });

  it('holds the first screen to 115 KiB gzipped', () => {
    expect(INITIAL_JS_BUDGET_BYTES).toBe(115 * 1024);
  });

  it('fails when the initial JavaScript is over 115 KiB gzipped', () => {
    // Random bytes do not compress: 130 KiB of them (in base64) stay about 130 KiB once gzipped.
    const heavy = `export const blob="${randomBytes(130 * 1024).toString('base64')}";`;
    const report = checkInitialBundle(
      fakeBuild({ 'service-card-GGGGGGGG.js': `export const card=2;${heavy}` }),
    );
    expect(report.gzipBytes).toBeGreaterThan(115 * 1024);
    expect(report.gzipBytes).toBeLessThan(150 * 1024);
    expect(report.problems).toEqual([expect.stringMatching(/over the 115\.0 KiB budget/)]);
  });

  it('fails when a chunk loaded at start holds Dexie', () => {
    const report = checkInitialBundle(
      fakeBuild({ 'vendor-BBBBBBBB.js': 'export const react=1;const e=["MissingAPIError"];' }),
    );
    expect(report.problems).toEqual([expect.stringMatching(/vendor-BBBBBBBB\.js .*Dexie/)]);
  });

  it('fails when a chunk loaded at start holds maplibre-gl', () => {
    const report = checkInitialBundle(
      fakeBuild({
        'home-DDDD_-EE.js':
          'import{card}from"./service-card-GGGGGGGG.js";' +
          'const c="maplibregl-canvas-container";export const Home=card;',
      }),
    );
    expect(report.problems).toEqual([expect.stringMatching(/home-DDDD_-EE\.js .*maplibre-gl/)]);
  });

  it('fails when a chunk loaded at start lacks the compile hint', () => {
    const dir = fakeBuild({});
    writeFileSync(path.join(dir, 'assets/service-card-GGGGGGGG.js'), 'export const card=2;');
    const report = checkInitialBundle(dir);
    expect(report.problems).toEqual([
      expect.stringMatching(/service-card-GGGGGGGG\.js .*allFunctionsCalledOnLoad/),
    ]);
  });

  it('fails when index.html does not preload a chunk loaded at start', () => {
    const report = checkInitialBundle(fakeBuild({}, ['vendor-BBBBBBBB.js', 'shell-CCCCCCCC.js']));
    expect(report.problems).toEqual([
      expect.stringMatching(/home-DDDD_-EE\.js .*does not preload/),
      expect.stringMatching(/service-card-GGGGGGGG\.js .*does not preload/),
    ]);
  });

  it('fails loudly when no home route chunk can be found', () => {
    const dir = fakeBuild({ 'shell-CCCCCCCC.js': 'import"./vendor-BBBBBBBB.js";' });
    expect(() => checkInitialBundle(dir)).toThrow(/home route chunk/);
  });

  it('looks for markers that the installed maplibre-gl still holds', () => {
    const code = readFileSync(path.join(root, 'node_modules/maplibre-gl/dist/maplibre-gl.mjs'), {
      encoding: 'utf8',
    });
    for (const marker of MAPLIBRE_MARKERS) expect(code, marker).toContain(marker);
    const dexie = readFileSync(path.join(root, 'node_modules/dexie/dist/dexie.mjs'), 'utf8');
    for (const marker of DEXIE_MARKERS) expect(dexie, marker).toContain(marker);
  });
});

describe('the start-up chunks plugin (scripts/lib/startup-chunks.ts)', () => {
  const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    code: '',
    ...extra,
  });

  it('finds the entries and the home route with their static imports, not other routes', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-A.js', ['assets/shell-B.js'], { isEntry: true }),
        chunk('assets/shell-B.js', ['assets/vendor-C.js']),
        chunk('assets/vendor-C.js', []),
        chunk('assets/home-D.js', ['assets/card-E.js', 'assets/vendor-C.js'], {
          facadeModuleId: path.join(root, 'src/client/app/routes/home.tsx'),
        }),
        chunk('assets/card-E.js', []),
        chunk('assets/map-F.js', ['assets/card-E.js'], {
          facadeModuleId: path.join(root, 'src/client/app/routes/map.tsx'),
        }),
      ].map((c) => [c.fileName, c]),
    );
    expect(homeRouteChunkFiles(bundle).sort()).toEqual([
      'assets/card-E.js',
      'assets/home-D.js',
      'assets/vendor-C.js',
    ]);
    expect(startupChunkFiles(bundle).sort()).toEqual([
      'assets/card-E.js',
      'assets/home-D.js',
      'assets/index-A.js',
      'assets/shell-B.js',
      'assets/vendor-C.js',
    ]);
  });

  it('preloads each route chunk once, named with every route it is for', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-A.js', ['assets/vendor-C.js'], { isEntry: true }),
        chunk('assets/vendor-C.js', []),
        chunk('assets/home-D.js', ['assets/card-E.js', 'assets/vendor-C.js'], {
          facadeModuleId: path.join(root, 'src/client/app/routes/home.tsx'),
        }),
        chunk('assets/card-E.js', []),
        chunk('assets/detail-G.js', ['assets/card-E.js', 'assets/form-H.js'], {
          facadeModuleId: path.join(root, 'src/client/app/routes/service-detail.tsx'),
        }),
        chunk('assets/form-H.js', []),
        chunk('assets/map-F.js', [], {
          facadeModuleId: path.join(root, 'src/client/app/routes/map.tsx'),
        }),
      ].map((c) => [c.fileName, c]),
    );
    // The entry and what index.html already loads are not preloaded again.
    const html =
      '<script type="module" src="/assets/index-A.js"></script>' +
      '<link rel="modulepreload" href="/assets/vendor-C.js">';
    const preloads = routePreloads(bundle, html, '/').sort((a, b) => a.file.localeCompare(b.file));
    expect(preloads).toEqual([
      { file: 'assets/card-E.js', routes: ['home', 'service'] },
      { file: 'assets/detail-G.js', routes: ['service'] },
      { file: 'assets/form-H.js', routes: ['service'] },
      { file: 'assets/home-D.js', routes: ['home'] },
    ]);
  });
});

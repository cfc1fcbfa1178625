import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withInlineStyles } from '../../scripts/lib/inline-styles';
import { renderFirstScreen, withFirstScreen } from '../../scripts/lib/prerender-shell';
import { SERVICE_TYPES } from '@shared/domain/enums';
import { appTransforms } from '../../vite.config';

const root = path.resolve(import.meta.dirname, '../..');

describe("index.html's prerendered first screen", () => {
  it('is the header, the main landmark with the tabs and a list skeleton, in English', async () => {
    const markup = await renderFirstScreen(root, appTransforms());
    // Between the markers the server puts a public service's first screen by (src/shared/app-shell.ts).
    expect(markup).toMatch(
      /^<!--refugio-first-screen--><a class="skip-link" href="#main-content">Skip to content<\/a>/,
    );
    expect(markup).toMatch(/<\/main><!--\/refugio-first-screen-->$/);
    expect(markup).toMatch(/<header class="app-header">.*>Menu<.*>Refugio<\/a>.*>Español</);
    // What the early-taps script keeps a tap on until the app mounts (src/client/early-taps).
    expect(markup).toMatch(/<button [^>]*data-early-tap="menu"[^>]*>/);
    expect(markup).toMatch(/<button [^>]*lang="es" data-early-tap="language"[^>]*>Español</);
    expect(markup).toContain('<main id="main-content" class="app-main" tabindex="-1">');
    expect(markup).toContain('<nav class="type-tabs" aria-label="Service types">');
    expect(markup.match(/class="button type-tabs__button"/g)).toHaveLength(SERVICE_TYPES.length);
    expect(markup).toMatch(
      /<button [^>]*aria-pressed="true" data-early-tap="tab" data-early-tab="SHELTER">Shelter<\/button>/,
    );
    expect(markup).toContain('<ul class="list-skeleton" aria-hidden="true">');
    // The demo notice between the markers the server keeps or drops it by, after the header.
    expect(markup).toMatch(
      /<\/header><!--refugio-demo-notice--><aside aria-label="About these listings"><p class="demo-notice" role="note">.*<\/aside><!--\/refugio-demo-notice--><main /,
    );
    const ids = [...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['main-content']);
  }, 60_000);

  it('goes inside the empty #root of index.html, which must be there', () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    expect(withFirstScreen(html, '<p>shell</p>')).toContain('<div id="root"><p>shell</p></div>');
    expect(() => withFirstScreen('<div id="app"></div>', 'x')).toThrow(/no empty/);
  });

  it('carries the start-up stylesheet inline, its link kept disabled for the loader of dynamic imports', () => {
    const html =
      '<head>\n    <link rel="stylesheet" crossorigin href="/assets/shell-a1.css">\n</head>';
    const css = '.app-header{display:flex}';
    expect(withInlineStyles(html, { 'assets/shell-a1.css': css })).toBe(
      `<head>\n    <style>${css}</style>\n    <link rel="stylesheet" href="/assets/shell-a1.css" disabled>\n</head>`,
    );
    expect(() => withInlineStyles(html, {})).toThrow(/lacks/);
    expect(() => withInlineStyles(html, { 'assets/shell-a1.css': 'a{}</style>' })).toThrow();
  });
});

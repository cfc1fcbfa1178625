import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildEarlyTaps, withEarlyTaps } from '../../scripts/lib/early-taps';
import { earlyTapsHandle } from '@client/early-taps/protocol';

// scripts/lib/early-taps.ts: the early-taps script is a classic script of its own, loaded ahead of
// the app's module script (docs/architecture.md "The first screen").

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Refugio</title>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-abc.js">
  </head>
  <body><div id="root"><button type="button" data-early-tap="menu">Menu</button></div></body>
</html>`;

describe('the early-taps script in index.html', () => {
  it('is loaded async just before the app’s module script', () => {
    const html = withEarlyTaps(HTML, '/assets/early-taps-x.js');
    expect(html).toContain(
      '    <script async src="/assets/early-taps-x.js"></script>\n    <script type="module" fetchpriority="low"',
    );
    expect(html.match(/early-taps/g)).toHaveLength(1);
  });

  it('refuses a page without the app’s module script', () => {
    expect(() => withEarlyTaps('<html><head></head></html>', '/a.js')).toThrow(/no module script/);
  });

  it('is built into one classic script that keeps taps with nothing else loaded', () => {
    const code = buildEarlyTaps();
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code.length).toBeLessThan(1024);
    // Run as a classic script is, in a global scope of its own; its page is as little as it uses.
    const listeners: ((event: object) => void)[] = [];
    const document = {
      addEventListener: (_type: string, listener: (event: object) => void) =>
        listeners.push(listener),
      removeEventListener: () => listeners.splice(0),
    };
    const window: Record<string, unknown> = {};
    runInNewContext(code, { document, window });
    const menu = {
      closest: () => menu,
      getAttribute: (name: string) => (name === 'data-early-tap' ? 'menu' : null),
    };
    for (const listener of listeners) listener({ target: menu });
    expect(earlyTapsHandle(window)?.take()).toEqual([{ tap: 'menu', lang: '' }]);
  });
});

// Puts the start-up stylesheet into the built index.html as a <style>, in place of its <link>: the
// prerendered first screen (scripts/lib/prerender-shell.ts) then paints with the HTML alone, with
// no stylesheet request first (on Lighthouse's slow 4G, 9.9 KB gzipped and a round trip that
// every first paint waited for; docs/architecture.md "The first screen"). The CSP allows inline
// styles (src/server/plugins/security.ts).
//
// The <link> stays, disabled: Vite's loader of dynamic imports adds a <link> for each stylesheet a
// chunk lists (every route chunk lists this one) unless the page already links it, and a disabled
// stylesheet link is neither fetched nor applied (HTML's "explicitly enabled" rule; Chromium and
// Firefox follow it).
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

interface AssetLike {
  type: 'asset';
  source: string | Uint8Array;
}

/** index.html with each linked stylesheet found in `assets` written inline. */
export function withInlineStyles(html: string, assets: Record<string, string | undefined>): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = assets[file];
    if (css === undefined) throw new Error(`index.html links ${file}, which the build lacks`);
    // `</style` inside the CSS would end the element early; a built stylesheet never has it.
    if (/<\/style/i.test(css)) throw new Error(`${file} holds "</style": not inlined`);
    return `<style>${css}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
  });
}

export function inlineStyles(): Plugin {
  return {
    name: 'refugio:inline-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const assets: Record<string, string | undefined> = {};
        for (const [file, item] of Object.entries(context.bundle ?? {})) {
          const asset = item as AssetLike | { type: 'chunk' };
          if (asset.type === 'asset' && file.endsWith('.css'))
            assets[file] =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source);
        }
        return withInlineStyles(html, assets);
      },
    },
  };
}

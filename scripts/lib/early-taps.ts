// The early-taps script (src/client/early-taps/main.ts; docs/architecture.md "The first screen"):
// built here on its own, with esbuild, into a small classic script with a hashed name, and loaded
// `async` ahead of the app's module script, so it runs while the app's modules still load and keeps
// the taps on the prerendered controls (Menu, the language, home's tabs) for the app to answer.
// Classic and apart from the app's graph: a module in that graph runs only once every module of the
// graph has loaded. Same-origin, so the CSP (`script-src 'self'`) lets it run.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';
import { COMPILE_HINT } from './startup-chunks';

const ENTRY = 'src/client/early-taps/main.ts';

/** The first module script, with its line's indent. */
const FIRST_MODULE_SCRIPT = /([ \t]*)(<script\b[^>]*\btype="module")/;

/** `html` with `src` loaded `async` just before the app's module script. */
export function withEarlyTaps(html: string, src: string): string {
  if (!FIRST_MODULE_SCRIPT.test(html)) throw new Error('index.html has no module script');
  return html.replace(
    FIRST_MODULE_SCRIPT,
    (_tag, indent: string, script: string) =>
      `${indent}<script async src="${src}"></script>\n${indent}${script}`,
  );
}

/**
 * The script's code: one IIFE, minified, for the browsers the app supports, with V8's compile hint
 * first, as every script a start runs has (scripts/lib/startup-chunks.ts).
 */
export function buildEarlyTaps(): string {
  const result = buildSync({
    entryPoints: [path.resolve(ENTRY)],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    logLevel: 'silent',
  });
  return `${COMPILE_HINT}\n${result.outputFiles[0]!.text}`;
}

export function earlyTaps(): Plugin {
  let base = '/';
  let file = '';
  return {
    name: 'refugio:early-taps',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      const code = buildEarlyTaps();
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      file = `assets/early-taps-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: file, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withEarlyTaps(html, `${base}${file}`),
    },
  };
}

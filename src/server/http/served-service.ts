// A public service's first screen in the page the server sends for /services/:id
// (docs/architecture.md "The first screen"): the app's own ServiceDetail rendered to HTML by the
// first-screen module built for Node (SERVER_RENDERER_FILE), and the record the app then draws
// from, so the first paint needs no JavaScript and the description is drawn with it.
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceRecord } from '@shared/api/service';
import {
  FIRST_SCREEN_END,
  FIRST_SCREEN_START,
  LANGUAGE_COOKIE,
  SERVED_SERVICE_ID,
  type FirstScreenLocale,
} from '@shared/app-shell';

export interface FirstScreenRenderer {
  renderServiceScreen(service: ServiceRecord, locale: FirstScreenLocale): string;
}

/**
 * The renderer module, loaded once when first needed; null (and a warning once) when the build
 * has none, so the plain shell is served.
 */
export function rendererLoader(file: string, log: FastifyBaseLogger) {
  let loaded: Promise<FirstScreenRenderer | null> | undefined;
  return () =>
    (loaded ??= import(pathToFileURL(file).href).then(
      (module: FirstScreenRenderer) => module,
      (error: unknown) => {
        log.warn(
          { err: error, file },
          'no first-screen renderer: service pages get the plain shell',
        );
        return null;
      },
    ));
}

const LANGUAGE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=(en|es)\\s*(?:;|$)`);

/**
 * The language the app will draw the page in: the person's choice, which the app keeps in
 * localStorage and mirrors into a cookie (src/client/lib/i18n.ts); English without one, as the
 * app, which does not follow the browser's language, starts in English.
 */
export function firstScreenLocale(cookie: string | undefined): FirstScreenLocale {
  const match = cookie ? LANGUAGE.exec(cookie) : null;
  return match?.[1] === 'es' ? 'es' : 'en';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * JSON that cannot end its <script> element nor open a comment in it: `<`, `>`, `&` and the two
 * line separators JavaScript once refused are written as \u escapes, which JSON.parse reads back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * `shell` with `screen` in the place of its first screen, the page's language and title, and the
 * record the app reads; null when the shell has no marked first screen.
 */
export function withServedService(
  shell: string,
  screen: string,
  service: ServiceRecord,
  locale: FirstScreenLocale,
): string | null {
  const start = shell.indexOf(FIRST_SCREEN_START);
  const end = shell.indexOf(FIRST_SCREEN_END);
  if (start < 0 || end < start) return null;
  const record = `<script type="application/json" id="${SERVED_SERVICE_ID}">${scriptSafeJson(service)}</script>`;
  // Replaced through functions: a replacement string would read `$&`, `$'` and the like in a
  // service's name or record as patterns and copy parts of the page into it.
  return (shell.slice(0, start) + screen + shell.slice(end + FIRST_SCREEN_END.length))
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(service.name)} · Refugio</title>`)
    .replace('</body>', () => `  ${record}\n  </body>`);
}

// index.html's prerendered first screen (src/client/app/prerender/first-screen.tsx) carries the
// demo notice between these two comments; the server keeps the block while the listings are the
// demo's and leaves it out otherwise (src/server/plugins/static-pwa.ts). So the notice is drawn
// with the first paint, in the place the app draws it, and the app's mount moves nothing.
export const DEMO_NOTICE_START = '<!--refugio-demo-notice-->';
export const DEMO_NOTICE_END = '<!--/refugio-demo-notice-->';

// The first screen inside #root sits between these two comments, so the server can put a
// service's own first screen in its place (src/server/http/app-shell.ts).
export const FIRST_SCREEN_START = '<!--refugio-first-screen-->';
export const FIRST_SCREEN_END = '<!--/refugio-first-screen-->';

/**
 * The first-screen renderer built for the server (scripts/lib/prerender-shell.ts), in the
 * build's folder: the app's own components rendered to HTML per request, never fetched by a
 * browser nor precached.
 */
export const SERVER_RENDERER_FILE = 'ssr/first-screen.mjs';

/** The `<script type="application/json">` that carries the served service's record. */
export const SERVED_SERVICE_ID = 'refugio-service';

/**
 * The language the app shows, as a cookie the server can read (the app's choice lives in
 * localStorage, src/client/lib/i18n.ts): the served first screen is drawn in it.
 */
export const LANGUAGE_COOKIE = 'refugio_lang';

export type FirstScreenLocale = 'en' | 'es';

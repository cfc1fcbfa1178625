// The app shell as the server sends it (src/server/plugins/static-pwa.ts). What is the same for
// many requests is made once and kept: index.html read from disk, and per route kind (home, a
// service, any other route) and demo flag the page and its compressed bodies — at most 3 × 2
// pages, each in 3 encodings. A public service's page adds only its record's read, its HTML and
// its compression (src/server/http/served-service.ts), and the last two only the first time in a
// minute for the same record, language and demo flag.
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_NOTICE_END, DEMO_NOTICE_START } from '@shared/app-shell';
import type { ServiceRecord } from '@shared/api/service';
import { isPublicService } from '@shared/sync/public-service';
import { encodeShell, type EncodedShell, type ShellEncoding } from './compressed-shell';
import { keepRoutePreloads, preloadedRouteOf } from './route-preloads';
import {
  firstScreenLocale,
  rendererLoader,
  withServedService,
  type FirstScreenRenderer,
} from './served-service';

/** How many drawn service pages are kept (each ~60 KB with its bodies). */
const SERVED_PAGES = 64;

/**
 * The shell's word on the demo flag, read by the client (src/client/features/demo-notice/store.ts):
 * written either way, so a page the server has just sent answers what /api/health would.
 */
export const demoMeta = (demo: boolean) =>
  `<meta name="refugio-demo" content="${demo ? '1' : '0'}" />`;

/** index.html without its prerendered demo notice (src/shared/app-shell.ts). */
export function withoutDemoNotice(html: string): string {
  const start = html.indexOf(DEMO_NOTICE_START);
  const end = html.indexOf(DEMO_NOTICE_END);
  if (start < 0 || end < start) return html;
  return html.slice(0, start) + html.slice(end + DEMO_NOTICE_END.length);
}

/** The demo flag's meta tag, and the prerendered notice only while the listings are the demo's. */
const withDemoFlag = (html: string, demo: boolean) =>
  (demo ? html : withoutDemoNotice(html)).replace('</head>', `  ${demoMeta(demo)}\n  </head>`);

export interface ShellRequest {
  url: string;
  demo: boolean;
  encoding: ShellEncoding;
  cookie: string | undefined;
  /** The public service the URL names, read only for a service's URL; null for none. */
  service: (id: string) => Promise<ServiceRecord | null>;
}

export interface AppShellOptions {
  indexFile: string;
  rendererFile: string;
  log: FastifyBaseLogger;
}

export function createAppShell({ indexFile, rendererFile, log }: AppShellOptions) {
  let template: Promise<string> | undefined;
  // A file that failed to read is read again by the next request.
  const readTemplate = () =>
    (template ??= readFile(indexFile, 'utf8').catch((error: unknown) => {
      template = undefined;
      throw error;
    }));
  const pages = new Map<string, Promise<string>>();
  const bodies = new Map<string, Promise<EncodedShell>>();
  const renderer = rendererLoader(rendererFile, log);

  /** The shell for a route kind and demo flag, without any service's screen. */
  const page = (route: string | null, demo: boolean) => {
    const key = `${route}|${demo}`;
    let made = pages.get(key);
    if (!made) {
      made = readTemplate().then((html) => {
        const url = route === 'home' ? '/' : route === 'service' ? '/services/-' : '/-';
        return withDemoFlag(keepRoutePreloads(html, url), demo);
      });
      pages.set(key, made);
      made.catch(() => pages.delete(key));
    }
    return made;
  };

  // React's server render of a whole service page takes milliseconds of the event loop (~25 ms
  // measured on a loaded 2-core machine), so a drawn page is kept for the same record (id and
  // rev), language, demo flag and minute (its open status is the minute's), the newest
  // SERVED_PAGES of them, with its compressed bodies.
  const served = new Map<string, Map<ShellEncoding, Promise<EncodedShell>>>();

  /** The service's own page, or null for the plain shell (no public service, no renderer). */
  async function servedService(
    request: ShellRequest,
    id: string,
  ): Promise<Promise<EncodedShell> | null> {
    const [service, render] = await Promise.all([request.service(id), renderer()]);
    if (!service || !isPublicService(service) || !render) return null;
    const locale = firstScreenLocale(request.cookie);
    const minute = Math.floor(Date.now() / 60_000);
    const key = `${service.id}|${service.rev}|${locale}|${request.demo}|${minute}`;
    let bodies = served.get(key);
    if (bodies) {
      served.delete(key); // the newest again
    } else {
      const screen = withDemoFlag(render.renderServiceScreen(service, locale), request.demo);
      const html = withServedService(await page('service', request.demo), screen, service, locale);
      if (html === null) return null;
      bodies = new Map([[null, Promise.resolve({ body: html, encoding: null })]]);
    }
    served.set(key, bodies);
    if (served.size > SERVED_PAGES) served.delete(served.keys().next().value!);
    let body = bodies.get(request.encoding);
    if (!body) {
      const html = (await bodies.get(null)!).body as string;
      body = encodeShell(html, request.encoding);
      bodies.set(request.encoding, body);
    }
    return body;
  }

  return {
    /** The page for a request, compressed as it accepts; a generic shell is made only once. */
    async send(request: ShellRequest): Promise<EncodedShell> {
      const route = preloadedRouteOf(request.url);
      const id = route === 'service' ? serviceIdIn(request.url) : null;
      if (id !== null) {
        const body = await servedService(request, id).catch((error: unknown) => {
          log.warn({ err: error, id }, 'could not draw the service into the page');
          return null;
        });
        if (body !== null) return body;
      }
      const key = `${route}|${request.demo}|${request.encoding}`;
      let body = bodies.get(key);
      if (!body) {
        body = page(route, request.demo).then((html) => encodeShell(html, request.encoding, 11));
        bodies.set(key, body);
        body.catch(() => bodies.delete(key));
      }
      return body;
    },
  };
}

export type AppShell = ReturnType<typeof createAppShell>;
export type { FirstScreenRenderer };

function serviceIdIn(url: string): string | null {
  const match = /^\/services\/([^/?#]+)\/?(?:[?#]|$)/.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

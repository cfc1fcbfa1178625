import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEMO_NOTICE_END, DEMO_NOTICE_START } from '@shared/app-shell';
import type { Config } from '@server/config';
import { hasDemoData } from '@server/db/queries/demo';
import { encodeShell } from '@server/http/compressed-shell';
import { keepRoutePreloads } from '@server/http/route-preloads';
import { allowedMethods } from './allowed-methods';
import { apiNotFound, methodNotAllowed } from './error-handler';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Read by the client's demo flag (src/client/features/demo-notice/store.ts). */
export const DEMO_META = '<meta name="refugio-demo" content="1" />';

/** index.html without its prerendered demo notice (src/shared/app-shell.ts). */
export function withoutDemoNotice(html: string): string {
  const start = html.indexOf(DEMO_NOTICE_START);
  const end = html.indexOf(DEMO_NOTICE_END);
  if (start < 0 || end < start) return html;
  return html.slice(0, start) + html.slice(end + DEMO_NOTICE_END.length);
}

/**
 * The app shell, saying in a meta tag when the listings are the demo's and keeping the
 * prerendered demo notice only then: the notice is drawn with the first paint of a first visit,
 * not after an /api/health round trip (which moved the page down and was the page's largest
 * paint), and the app, which reads the meta tag, draws it in the same place. The service worker precaches the page as served
 * (`/index.html`) and shows it for every route, with home's preloads. A first visit gets only
 * the preloads of the route it opens (a shared service link, its page's chunks): another route's
 * would slow its first paint.
 */
async function appShell(app: FastifyInstance, indexFile: string, url: string): Promise<string> {
  let html = await readFile(indexFile, 'utf8');
  html = keepRoutePreloads(html, url);
  const demo = await hasDemoData(app.database.db).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not tell whether the listings are the demo data');
    return false;
  });
  return demo ? html.replace('</head>', `  ${DEMO_META}\n  </head>`) : withoutDemoNotice(html);
}

/**
 * Serves the built PWA and the SPA fallback: every client route (docs/spec/product-spec.md §2) loads
 * index.html, while unknown /api paths answer JSON 404.
 */
export async function registerStaticPwa(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.staticDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: false,
      // The shell is served by the fallback below, with the demo flag.
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Hashed assets never change; the shell, the service worker and the manifest must revalidate.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? IMMUTABLE : NO_CACHE);
      },
    });
  } else {
    app.log.warn({ staticDir: config.staticDir }, 'no built PWA found: run `npm run build`');
  }

  const allowed = allowedMethods(app);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    // A known API path asked with a method it does not take: 405 with what it takes (RFC 9110).
    const methods = isApi ? allowed(url) : [];
    if (methods.length > 0) {
      return reply.code(405).header('allow', methods.join(', ')).send(methodNotAllowed());
    }
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPage || !hasBuild) {
      return reply.code(404).send(apiNotFound());
    }
    // A request for a missing file (has an extension) is a real 404, not the app shell.
    if (path.extname(url) !== '' && url !== '/index.html') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    reply.header('Cache-Control', NO_CACHE).header('Vary', 'Accept-Encoding');
    const shell = await encodeShell(
      await appShell(app, indexFile, url),
      request.headers['accept-encoding'],
    );
    if (shell.encoding) reply.header('Content-Encoding', shell.encoding);
    return reply.type('text/html; charset=utf-8').send(shell.body);
  });
}

// index.html preloads the chunks of the home route and of the service page, each
// `<link rel="modulepreload" … data-route="home service">` naming the routes it is for
// (scripts/lib/startup-chunks.ts). A visit gets only the links of the route it opens: another
// route's would compete with its own files for a slow link before its first paint.

const ROUTE_PRELOAD = /[ \t]*<link\b[^>]*\bdata-route="([^"]*)"[^>]*>\n?/g;

/** The preloaded route a visit to `url` opens: home for `/` and for the precached shell. */
export function preloadedRouteOf(url: string): string | null {
  const pathname = url.split(/[?#]/)[0] ?? url;
  if (pathname === '/' || pathname === '/index.html') return 'home';
  if (/^\/services\/[^/]+\/?$/.test(pathname)) return 'service';
  return null;
}

/** index.html as served for `url`: the route preloads of other routes left out. */
export function keepRoutePreloads(html: string, url: string): string {
  const route = preloadedRouteOf(url);
  return html.replace(ROUTE_PRELOAD, (link, routes: string) =>
    route !== null && routes.split(' ').includes(route) ? link : '',
  );
}

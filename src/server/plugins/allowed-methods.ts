import type { FastifyInstance } from 'fastify';

/** The order of the `Allow` header (RFC 9110 §10.2.1 sets none; this one reads naturally). */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A route path as a RegExp: `:param` (and any segment holding one) matches one segment. */
function patternOf(url: string): RegExp {
  const segments = url.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.includes(':')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * The methods the API routes answer on a path, from the routes as registered (`apiRouteCatalog`):
 * the router picks a route per method, so a method is allowed when any of its routes matches. GET
 * routes also answer HEAD (Fastify's exposeHeadRoutes). Empty for a path no route serves.
 */
export function allowedMethods(app: FastifyInstance): (path: string) => string[] {
  let compiled: { method: string; pattern: RegExp }[] | undefined;
  return (path) => {
    compiled ??= app.apiRouteCatalog.map((r) => ({ method: r.method, pattern: patternOf(r.url) }));
    const methods = new Set(compiled.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.has('GET')) methods.add('HEAD');
    return ORDER.filter((m) => methods.has(m));
  };
}

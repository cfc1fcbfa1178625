import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the browser accepts, best first; `identity` sends the page as it is. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/** The Content-Encoding to send, or null for none. */
export type ShellEncoding = 'br' | 'gzip' | null;

export interface EncodedShell {
  body: Buffer | string;
  encoding: ShellEncoding;
}

/** The best encoding the request's Accept-Encoding allows: brotli, then gzip, else none. */
export function shellEncodingOf(acceptEncoding: string | undefined): ShellEncoding {
  const chosen = acceptEncoding ? negotiate(acceptEncoding, [...ENCODINGS]) : null;
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * The app shell compressed with `encoding`. @fastify/compress adds its hooks to each route, and
 * the not-found handler that serves the shell for every client path is no route, so its ~55 KB
 * (the stylesheet is written into it) went out uncompressed: ~300 ms of a phone's slow 4G before
 * the first paint. Compressed on zlib's thread pool, not the event loop. Brotli's quality: 11 for
 * a shell compressed once and kept (src/server/http/app-shell.ts), 5 for a page made per request
 * (a service's first screen).
 */
export async function encodeShell(
  html: string,
  encoding: ShellEncoding,
  quality: 5 | 11 = 5,
): Promise<EncodedShell> {
  if (encoding === 'br')
    return {
      body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
      encoding,
    };
  if (encoding === 'gzip') return { body: await gzipAsync(html), encoding };
  return { body: html, encoding: null };
}

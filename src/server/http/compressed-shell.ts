import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the browser accepts, best first; `identity` sends the page as it is. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

export interface EncodedShell {
  body: Buffer | string;
  /** The Content-Encoding to send, or null for none. */
  encoding: 'br' | 'gzip' | null;
}

/**
 * The app shell compressed as the request's Accept-Encoding allows (brotli, then gzip).
 * @fastify/compress adds its hooks to each route, and the not-found handler that serves the shell
 * for every client path is no route, so its ~55 KB (the stylesheet is written into it) went out
 * uncompressed: ~300 ms of a phone's slow 4G before the first paint. Compressed on zlib's thread
 * pool, not the event loop; quality 5, since the shell is made per request (its demo flag and
 * route preloads).
 */
export async function encodeShell(
  html: string,
  acceptEncoding: string | undefined,
): Promise<EncodedShell> {
  const chosen = acceptEncoding ? negotiate(acceptEncoding, [...ENCODINGS]) : null;
  if (chosen === 'br')
    return {
      body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  if (chosen === 'gzip') return { body: await gzipAsync(html), encoding: 'gzip' };
  return { body: html, encoding: null };
}

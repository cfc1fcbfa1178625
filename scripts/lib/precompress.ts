// Writes a brotli (quality 11) and a gzip (level 9) copy beside each hashed file of the build
// (`assets/name-hash.js.br`, `.gz`); @fastify/static sends the copy the browser accepts
// (`preCompressed`, src/server/plugins/static-pwa.ts). Before, @fastify/compress compressed each
// asset on each request: a first visit's 21 start chunks asked at once came back one after another
// over ~0.3 s in Chromium while the server's one thread compressed them (docs/architecture.md
// "Static files compressed once"), and with more effort now than a request could afford.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** The files compressed: text the browser fetches. */
export const PRECOMPRESSED_FILE = /\.(?:js|mjs|css|svg|json|webmanifest)$/;
/**
 * Only the hashed files, which never change under their name, so a copy can never be older than
 * its file. `sw.js`, the manifest and the icon keep their names from release to release (a new
 * `sw.js` is how a browser learns of one, and the e2e update test writes one in place): a copy
 * left from before would be sent instead of the new file. They are compressed on the way, as the
 * shell is (`compressed-shell.ts`); the server's renderer (`ssr/`) is no browser file.
 */
const HASHED_DIR = 'assets';
/** Below this, compressing saves less than its headers cost (@fastify/compress's threshold too). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      // A build without hashed files has nothing to compress; any other failure stops the build.
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files = await Promise.all(
    entries.map((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(root, relative);
      return PRECOMPRESSED_FILE.test(entry.name) ? [relative] : [];
    }),
  );
  return files.flat();
}

export interface Precompressed {
  files: number;
  bytes: number;
  brBytes: number;
  gzipBytes: number;
}

/**
 * Compresses every matching file under `root`'s hashed folder (`root` is the build's folder),
 * beside it. A copy that would not be smaller is not written: the server then sends the file
 * itself.
 */
export async function precompressDir(root: string): Promise<Precompressed> {
  const total: Precompressed = { files: 0, bytes: 0, brBytes: 0, gzipBytes: 0 };
  // All at once: zlib queues the work on libuv's threads.
  const compressFile = async (file: string) => {
    const full = path.join(root, file);
    const source = await readFile(full);
    if (source.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([
      br.length < source.length ? writeFile(`${full}.br`, br) : undefined,
      gz.length < source.length ? writeFile(`${full}.gz`, gz) : undefined,
    ]);
    total.files += 1;
    total.bytes += source.length;
    total.brBytes += Math.min(br.length, source.length);
    total.gzipBytes += Math.min(gz.length, source.length);
  };
  await Promise.all((await filesUnder(root, HASHED_DIR)).map(compressFile));
  return total;
}

/** The build's step: after every other plugin's last step. */
export function precompress(): Plugin {
  let outDir = '';
  let skip = false;
  let log: (message: string) => void = () => undefined;
  return {
    name: 'refugio:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (skip) return;
        const done = await precompressDir(outDir);
        const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
        log(
          `precompressed ${done.files} files: ${kib(done.bytes)} → ${kib(done.brBytes)} brotli, ` +
            `${kib(done.gzipBytes)} gzip`,
        );
      },
    },
  };
}

import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/lib/precompress';

const text = (n: number) => Array.from({ length: n }, (_, i) => `const a${i} = ${i};`).join('\n');

describe('precompressDir (the build compresses its files once, for @fastify/static)', () => {
  it('writes a brotli and a gzip copy beside each hashed text file, and only those', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'ssr'));
    const files: Record<string, string> = {
      'assets/app-abc.js': text(300),
      'assets/app-abc.css': `.a{color:red}\n`.repeat(200),
      'assets/catalog-abc.json': JSON.stringify({ words: text(100) }),
      'assets/icon-abc.svg': `<svg>${'<path d="M0 0"/>'.repeat(100)}</svg>`,
      'assets/tiny-abc.js': 'export {};',
      'assets/photo-abc.png': text(300),
      // Files that keep their name from release to release: a copy could outlive a new one.
      'sw.js': text(200),
      'favicon.svg': `<svg>${'<path d="M0 0"/>'.repeat(100)}</svg>`,
      'index.html': `<html>${text(300)}</html>`,
      'ssr/first-screen.mjs': text(300),
    };
    for (const [name, content] of Object.entries(files))
      writeFileSync(path.join(dir, name), content);

    const done = await precompressDir(dir);

    const compressed = [
      'assets/app-abc.js',
      'assets/app-abc.css',
      'assets/catalog-abc.json',
      'assets/icon-abc.svg',
    ];
    expect(done.files).toBe(compressed.length);
    for (const name of compressed) {
      const full = path.join(dir, name);
      expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString(), name).toBe(files[name]);
      expect(gunzipSync(readFileSync(`${full}.gz`)).toString(), name).toBe(files[name]);
    }
    // Too small to gain, not text, and the files outside the hashed folder: left alone.
    for (const name of Object.keys(files).filter((name) => !compressed.includes(name)))
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
    expect(done.brBytes).toBeLessThan(done.gzipBytes);
    expect(done.gzipBytes).toBeLessThan(done.bytes);
  });

  it('finds nothing to compress in a build without hashed files', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-precompress-'));
    writeFileSync(path.join(dir, 'sw.js'), text(200));
    expect(await precompressDir(dir)).toEqual({ files: 0, bytes: 0, brBytes: 0, gzipBytes: 0 });
  });
});

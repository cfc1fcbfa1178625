import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '@server/db/schema';
import { DEMO_NOTICE_END, DEMO_NOTICE_START } from '@shared/app-shell';
import { demoMeta } from '@server/http/app-shell';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';

const BIG_CHUNK = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `w${i}`))};`;

describe('serving the built PWA', () => {
  let t: TestApp;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'refugio-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>Refugio shell</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/app-abc123.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/home-abc123.js" data-route="home">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/card-abc123.js" data-route="home service">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/detail-abc123.js" data-route="service">\n' +
        '</head><body><div id="root"><header>h</header>' +
        `${DEMO_NOTICE_START}<aside><p class="demo-notice">Demo data</p></aside>${DEMO_NOTICE_END}` +
        '<main>m</main></div></body></html>',
    );
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    // A chunk the build compressed ahead (scripts/lib/precompress.ts), and one it did not.
    writeFileSync(path.join(dir, 'assets', 'big-abc123.js'), BIG_CHUNK);
    writeFileSync(path.join(dir, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_CHUNK));
    // Another level than the server's own gzip, so its bytes tell which one was sent.
    writeFileSync(path.join(dir, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_CHUNK, { level: 1 }));
    writeFileSync(path.join(dir, 'assets', 'other-abc123.js'), BIG_CHUNK);
    t = await buildTestApp('pglite', { STATIC_DIR: dir });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/services/5f7b',
    '/crisis_lines',
    '/auth/resetPassword?token=a&email=b',
    '/no-such-page',
  ])('answers the client route %s with the app shell', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Refugio shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'compresses the shell with %s when the browser accepts it, as every other answer',
    async (encoding, decode) => {
      const plain = await t.app.inject({ method: 'GET', url: '/services/5f7b' });
      const res = await t.app.inject({
        method: 'GET',
        url: '/services/5f7b',
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      expect(plain.headers['content-encoding']).toBeUndefined();
    },
  );

  it('says the demo flag in the shell, and keeps its demo notice only while the listings are the demo data, /index.html included', async () => {
    for (const url of ['/', '/index.html', '/crisis_lines']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`${demoMeta(true)}\n  </head>`);
      expect(res.body).toContain('<header>h</header><!--refugio-demo-notice--><aside>');
    }
    await t.database.db.delete(services).where(eq(services.isDemo, true));
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Refugio shell');
    // It still says so, for the page's demo flag (src/client/features/demo-notice/store.ts).
    expect(res.body).toContain(`${demoMeta(false)}\n  </head>`);
    expect(res.body).not.toContain('demo-notice');
    expect(res.body).toContain('<div id="root"><header>h</header><main>m</main></div>');
  });

  it("keeps the preloads of the route a first visit opens, and home's in the precached shell", async () => {
    const preloaded = (body: string) =>
      ['home', 'card', 'detail'].filter((name) => body.includes(`/assets/${name}-abc123.js`));
    for (const [url, names] of [
      ['/', ['home', 'card']],
      ['/?utm_source=x', ['home', 'card']],
      ['/index.html', ['home', 'card']],
      ['/services/5f7b', ['card', 'detail']],
      ['/services/5f7b?lang=es', ['card', 'detail']],
      ['/services/5f7b/edit', []],
      ['/introduce', []],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('/assets/app-abc123.js');
      expect(preloaded(res.body), url).toEqual(names);
    }
  });

  it('serves hashed assets as immutable and the service worker as no-cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['identity', undefined, ''],
  ] as const)(
    'sends the copy the build compressed ahead when the browser accepts %s',
    async (accepted, encoding, suffix) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      // The very bytes of the file beside it: nothing compressed on the way.
      const sent = readFileSync(path.join(dir, 'assets', `big-abc123.js${suffix}`));
      expect(res.rawPayload.equals(sent)).toBe(true);
    },
  );

  it('still compresses a file the build left without a copy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/other-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_CHUNK);
  });

  it('answers a missing file with 404, not the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services-nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'Resource not found.', reason: 'NOT_FOUND' });
  });
});

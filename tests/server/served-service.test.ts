import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRecord } from '@shared/api/service';
import {
  DEMO_NOTICE_END,
  DEMO_NOTICE_START,
  FIRST_SCREEN_END,
  FIRST_SCREEN_START,
  SERVED_SERVICE_ID,
} from '@shared/app-shell';
import { services } from '@server/db/schema';
import { demoMeta } from '@server/http/app-shell';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { buildServerRenderer } from '../../scripts/lib/prerender-shell';
import { appTransforms } from '../../vite.config';
import { createService, serviceBody } from './api/services/helpers';

// docs/architecture.md "The first screen": the page sent for a public service's URL carries the
// service drawn by the app's own components (the renderer the build makes for the server), and
// its record; anything else gets the plain shell.
const dist = mkdtempSync(path.join(os.tmpdir(), 'refugio-served-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n<head><title>Refugio</title>\n</head>\n<body>\n' +
    `<div id="root">${FIRST_SCREEN_START}<header>plain</header>` +
    `${DEMO_NOTICE_START}<aside><p class="demo-notice">Demo data</p></aside>${DEMO_NOTICE_END}` +
    `<main>home's skeleton</main>${FIRST_SCREEN_END}</div>\n` +
    '<script type="module" src="/assets/app.js"></script>\n</body>\n</html>\n',
);
beforeAll(() => buildServerRenderer(process.cwd(), dist, appTransforms()), 240_000);

const RECORD = new RegExp(
  `<script type="application/json" id="${SERVED_SERVICE_ID}">([^<]*)</script>`,
);
const recordIn = (html: string) => {
  const json = RECORD.exec(html)?.[1];
  return json === undefined ? null : serviceRecord.parse(JSON.parse(json));
};

describe.each(databaseKinds)('the page sent for /services/:id on %s', (kind) => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(kind, { STATIC_DIR: dist });
    admin = await createUser(t.database.db, {
      email: 'served@test.test',
      roles: ['ADMINISTRATOR'],
    });
  });
  afterAll(() => t.close());

  const page = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/services/${id}`, headers });

  it("draws a public service's title, summary and description, and carries its record", async () => {
    const s = await createService(t, admin.token, {
      name: 'Served Kitchen',
      serviceSummary: 'Hot meals',
      description: 'Soup every evening.',
    });
    const res = await page(s.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Served Kitchen · Refugio</title>');
    expect(res.body).not.toContain("home's skeleton");
    expect(res.body).toContain('<h1 class="page__title">Served Kitchen</h1>');
    expect(res.body).toContain('<p class="service-detail__summary">Hot meals</p>');
    expect(res.body).toContain('<p class="service-detail__description">Soup every evening.</p>');
    expect(recordIn(res.body)).toEqual((await t.app.inject(`/api/services/${s.id}`)).json());
    // Compressed as every other page.
    const br = await page(s.id, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(res.body);
  });

  it('draws the record as it is now, not a page drawn before an edit', async () => {
    const s = await createService(t, admin.token, { name: 'Old Name' });
    expect((await page(s.id)).body).toContain('<h1 class="page__title">Old Name</h1>');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/services/${s.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: serviceBody({ name: 'New Name' }),
    });
    expect(edited.statusCode).toBe(200);
    const res = await page(s.id);
    expect(res.body).toContain('<h1 class="page__title">New Name</h1>');
    expect(recordIn(res.body)).toMatchObject({ name: 'New Name' });
  });

  it('escapes the texts, in the page and in the record', async () => {
    const name = '</script><script>alert(1)</script>';
    const description = '<img src=x onerror=alert(2)> & </main>';
    const s = await createService(t, admin.token, { name, description });
    const res = await page(s.id);
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; &lt;/main&gt;');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    // The page's own scripts only: the app's module and the record.
    expect(res.body.match(/<script\b/g)).toHaveLength(2);
    expect(recordIn(res.body)).toMatchObject({ name, description });
  });

  it("keeps `$&` and `$'` in a name and a description as they are, in the title and the record", async () => {
    const name = "Pantry $& $' $` $1";
    const description = "Bring $' and $& to the door";
    const s = await createService(t, admin.token, { name, description });
    const res = await page(s.id);
    expect(res.body).toContain('<title>Pantry $&amp; $&#39; $` $1 · Refugio</title>');
    expect(recordIn(res.body)).toMatchObject({ name, description });
    expect(res.body.match(/<\/body>/g)).toHaveLength(1);
  });

  it('draws the page in the language the app will show: its cookie, else English', async () => {
    const s = await createService(t, admin.token, { description: 'In English.' });
    await t.database.db
      .update(services)
      .set({ descriptionEs: 'En español.' })
      .where(eq(services.id, s.id));
    const es = await page(s.id, { cookie: 'refugio_accessed=1; refugio_lang=es' });
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toContain('<p class="service-detail__description">En español.</p>');
    expect(es.body).toContain('Compartir');
    for (const headers of [{}, { 'accept-language': 'es-MX,es;q=0.9' }] as Record<
      string,
      string
    >[]) {
      const en = await page(s.id, headers);
      expect(en.body).toContain('<p class="service-detail__description">In English.</p>');
      expect(en.body).toContain('<html lang="en">');
    }
  });

  it('sends the plain shell for an unknown id, a hidden or closed service, and /index.html', async () => {
    const hidden = await createService(t, admin.token, { name: 'Hidden Place' });
    await t.database.db
      .update(services)
      .set({ isApproved: false })
      .where(eq(services.id, hidden.id));
    const closed = await createService(t, admin.token, {
      name: 'Closed Place',
      closeSchedules: [{ type: 'PERMANENTLY_CLOSED' }],
    });
    for (const url of [
      `/services/${hidden.id}`,
      `/services/${closed.id}`,
      '/services/00000000-0000-4000-8000-000000000000',
      '/services/not-a-uuid',
      '/index.html',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<main>home's skeleton</main>");
      expect(res.body, url).not.toContain(SERVED_SERVICE_ID);
      expect(res.body, url).not.toMatch(/Hidden Place|Closed Place/);
    }
  });

  it('keeps the demo notice in a served page only while the listings are the demo, and says the flag either way', async () => {
    const s = await createService(t, admin.token);
    await t.database.db.update(services).set({ isDemo: true }).where(eq(services.id, s.id));
    const demo = await page(s.id);
    expect(demo.body).toContain(demoMeta(true));
    expect(demo.body).toMatch(/<!--refugio-demo-notice--><aside[^>]*><p class="demo-notice"/);
    expect(demo.body).toContain(SERVED_SERVICE_ID);
    await t.database.db.update(services).set({ isDemo: false }).where(eq(services.isDemo, true));
    const real = await page(s.id);
    expect(real.body).toContain(demoMeta(false));
    expect(real.body).not.toContain('demo-notice');
    expect(real.body).toContain(SERVED_SERVICE_ID);
  });

  it('sends the plain shell, not an error, when the database fails', async () => {
    const s = await createService(t, admin.token);
    await t.database.db.execute(sql`ALTER TABLE services RENAME TO services_away`);
    try {
      const res = await page(s.id);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<main>home's skeleton</main>");
      expect(res.body).not.toContain(SERVED_SERVICE_ID);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE services_away RENAME TO services`);
    }
  });
});

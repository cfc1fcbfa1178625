import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { buildContentApp, tombstoneOf } from './content-helpers';

const dirty = [
  '<h2>Title</h2><script>alert(1)</script>',
  '<p onclick="x()">Hello <strong>you</strong> <em>there</em><br></p>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">bad</a>',
  '<a href="https://example.org" target="_blank" rel="opener">good</a>',
  '<a href="/services">inside</a><a href="mailto:a@b.c">mail</a><a href="tel:988">call</a>',
  '<ul><li>one</li></ul><ol><li>two</li></ol><h3>Sub</h3><div style="x">kept text</div>',
].join('');

describe.each(databaseKinds)('static pages on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  beforeAll(async () => {
    ({ t, admin, user } = await buildContentApp(kind, 'sp'));
  });
  afterAll(() => t.close());

  const create = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/static-pages', headers, payload });

  describe('GET /api/static-pages/:code', () => {
    it.each(['ABOUT', 'TERMS', 'PRIVACY', 'FAQ'])(
      'answers the seeded %s page to a guest',
      async (code) => {
        const res = await t.app.inject({ url: `/api/static-pages/${code}` });
        expect(res.statusCode).toBe(200);
        expect(Object.keys(res.json())).toEqual(
          expect.arrayContaining(['code', 'name', 'nameEs', 'content', 'contentEs']),
        );
        expect(res.json().code).toBe(code);
      },
    );

    it('finds a page whatever the case of its code', async () => {
      const res = await t.app.inject({ url: '/api/static-pages/about' });
      expect(res.json().code).toBe('ABOUT');
    });

    it.each(['NOPE', 'bad code!'])('answers 404 for %s', async (code) => {
      const res = await t.app.inject({ url: `/api/static-pages/${encodeURIComponent(code)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        message: 'StaticPage not found',
        reason: 'NOT_FOUND',
      });
    });
  });

  describe('POST /api/static-pages', () => {
    it('stores sanitized HTML', async () => {
      const res = await create({ code: 'clean', name: 'Clean', content: dirty, contentEs: dirty });
      expect(res.statusCode).toBe(200);
      const { content, contentEs, code } = res.json();
      expect(code).toBe('CLEAN');
      expect(contentEs).toBe(content);
      expect(content).not.toMatch(/script|alert|onerror|onclick|<img|javascript:|style=|<div/);
      expect(content).toContain('<h2>Title</h2>');
      expect(content).toContain('<p>Hello <strong>you</strong> <em>there</em><br /></p>');
      expect(content).toContain(
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">good</a>',
      );
      expect(content).toContain('<a rel="noopener noreferrer nofollow">bad</a>');
      expect(content).toContain(
        '<a href="/services" rel="noopener noreferrer nofollow">inside</a>',
      );
      expect(content).toContain('href="mailto:a@b.c"');
      expect(content).toContain('href="tel:988"');
      expect(content).toContain('<ul><li>one</li></ul><ol><li>two</li></ol><h3>Sub</h3>kept text');
    });

    it('refuses a code that exists with 409', async () => {
      const res = await create({ code: 'ABOUT', name: 'About', content: '<p>x</p>' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 409,
        message: 'A page with this code already exists.',
        reason: 'CONFLICT',
      });
    });

    it('requires a name', async () => {
      const res = await create({ code: 'X1', content: '<p>x</p>' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, field: 'name' });
    });

    it('rejects a guest with 401 and a user with 403', async () => {
      const body = { code: 'X2', name: 'x', content: 'x' };
      const guest = await t.app.inject({ method: 'POST', url: '/api/static-pages', payload: body });
      expect(guest.statusCode).toBe(401);
      expect((await create(body, user)).statusCode).toBe(403);
    });
  });

  describe('PUT and DELETE /api/static-pages/:code', () => {
    it('updates a page, sanitizes it and raises its rev', async () => {
      const before = (await t.app.inject({ url: '/api/static-pages/TERMS' })).json();
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/static-pages/TERMS',
        headers: admin,
        payload: { name: 'Terms', content: '<p>New</p><script>x</script>' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ content: '<p>New</p>', nameEs: null });
      expect(res.json().rev).toBeGreaterThan(before.rev);
    });

    it('answers 404 when updating an unknown page', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/static-pages/NOPE',
        headers: admin,
        payload: { name: 'x', content: 'x' },
      });
      expect(res.statusCode).toBe(404);
    });

    it('deletes a page and leaves a tombstone', async () => {
      const page = (await create({ code: 'GONE', name: 'Gone', content: 'x' })).json();
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/static-pages/GONE',
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      const stone = await tombstoneOf(t.database.db, 'static_pages', page.id);
      expect(stone?.rev).toBeGreaterThan(page.rev);
      expect((await t.app.inject({ url: '/api/static-pages/GONE' })).statusCode).toBe(404);
    });

    it('refuses a delete by a plain user', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/static-pages/ABOUT',
        headers: user,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /api/static-pages and /count', () => {
    it('lists pages and agrees with the count', async () => {
      const list = (await t.app.inject({ url: '/api/static-pages?search=code&q=A' })).json();
      const count = (await t.app.inject({ url: '/api/static-pages/count?search=code&q=A' })).json();
      expect(list.length).toBe(count.count);
      expect(list.length).toBeGreaterThan(0);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { createService, freshClient, multipartBody, PDF, PNG } from './feedback-helpers';

type Headers = Record<string, string>;

describe.each(databaseKinds)('feedback and files on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let owner: Headers;
  let other: Headers;
  let serviceId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    const a = await createUser(db, { email: 'fb-admin@x.test', roles: ['ADMINISTRATOR'] });
    const o = await createUser(db, { email: 'fb-owner@x.test', roles: ['USER'] });
    const x = await createUser(db, { email: 'fb-other@x.test', roles: ['USER'] });
    admin = { authorization: `Bearer ${a.token}` };
    owner = { authorization: `Bearer ${o.token}` };
    other = { authorization: `Bearer ${x.token}` };
    serviceId = await createService(db, o.id);
  });
  afterAll(() => t.close());

  const serviceBody = () => ({
    service: serviceId,
    subject: 'Feedback Kitchen',
    name: 'Ana',
    email: ' Ana@Example.org ',
    message: 'The address is wrong.',
    coordinates: '-104.9|39.7',
  });
  const send = (url: string, payload: object, extra: object = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: freshClient(), ...extra });
  const sendMultipart = async (
    fields: Record<string, string>,
    files: Parameters<typeof multipartBody>[1],
  ) => {
    const body = await multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/feedbacks/service',
      remoteAddress: freshClient(),
      ...body,
    });
  };

  describe('POST /api/feedbacks/service', () => {
    it('stores a JSON feedback with the owner, the point and a lowercased email', async () => {
      const res = await send('/api/feedbacks/service', {
        ...serviceBody(),
        type: 'SERVICE',
        hasLocation: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        type: 'SERVICE',
        service: serviceId,
        email: 'ana@example.org',
        coordinates: '-104.9|39.7',
        isArchive: false,
        files: [],
      });
    });

    it("answers '0|0' when no location was shared", async () => {
      const res = await send('/api/feedbacks/service', { ...serviceBody(), coordinates: '0|0' });
      expect(res.json().coordinates).toBe('0|0');
    });

    it('needs an email or a phone', async () => {
      const res = await send('/api/feedbacks/service', { ...serviceBody(), email: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, field: 'email' });
    });

    it('rejects a body that is not an object', async () => {
      const res = await send('/api/feedbacks/service', ['not', 'an', 'object']);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    });

    it('rejects a malformed location', async () => {
      const res = await send('/api/feedbacks/service', { ...serviceBody(), coordinates: 'here' });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('coordinates');
    });

    it.each(['not-an-id', '00000000-0000-4000-8000-000000000000'])(
      'answers 404 for the service %s',
      async (service) => {
        const res = await send('/api/feedbacks/service', { ...serviceBody(), service });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 404,
          message: 'Service not found',
          reason: 'NOT_FOUND',
        });
      },
    );

    it('answers 404 for an unapproved service', async () => {
      const hidden = await createService(t.database.db, null, false);
      const res = await send('/api/feedbacks/service', { ...serviceBody(), service: hidden });
      expect(res.statusCode).toBe(404);
    });

    it('takes a multipart form with a PNG and a PDF, checked by their bytes', async () => {
      const res = await sendMultipart(serviceBody(), [
        { name: 'photo.png', type: 'image/png', data: PNG },
        { name: '../../etc/"notes".pdf', type: 'application/octet-stream', data: PDF },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().files).toHaveLength(2);
    });

    it('rejects a .png that is really text', async () => {
      const res = await sendMultipart(serviceBody(), [
        { name: 'photo.png', type: 'image/png', data: Buffer.from('<html>not a png</html>') },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: 'Attachments must be PNG, JPEG, WebP or GIF images or PDF documents.',
        reason: 'FILE_TYPE_NOT_ALLOWED',
      });
    });

    it('rejects a 6 MB file with 413', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
      const res = await sendMultipart(serviceBody(), [
        { name: 'big.png', type: 'image/png', data: big },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        code: 413,
        message: 'Each attachment must be at most 5 MB.',
        reason: 'PAYLOAD_TOO_LARGE',
      });
    });

    it('rejects a fourth attachment', async () => {
      const png = { name: 'p.png', type: 'image/png', data: PNG };
      const res = await sendMultipart(serviceBody(), [png, png, png, png]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: 'At most 3 attachments can be sent with a feedback.',
        reason: 'VALIDATION_FAILED',
      });
    });

    it('validates multipart fields like JSON ones', async () => {
      const { message: _m, ...noMessage } = serviceBody();
      const res = await sendMultipart(noMessage, []);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, field: 'message' });
    });

    it('limits a client to 10 feedbacks in 10 minutes', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await send(
          '/api/feedbacks/app',
          { email: 'a@b.org', subject: 's', message: 'm' },
          {
            remoteAddress: '10.9.9.9',
          },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('POST /api/feedbacks/app', () => {
    it('stores an app feedback', async () => {
      const res = await send('/api/feedbacks/app', {
        email: 'A@B.org',
        subject: 'Hi',
        message: 'Nice app',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        type: 'APP',
        email: 'a@b.org',
        service: null,
        coordinates: '0|0',
      });
    });

    it('requires an email with the shared message', async () => {
      const res = await send('/api/feedbacks/app', { subject: 'Hi', message: 'Nice app' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: 'Please input your email.',
        field: 'email',
        reason: 'VALIDATION_FAILED',
      });
    });
  });

  describe('reading, archiving and deleting', () => {
    const createFeedback = async () =>
      (await send('/api/feedbacks/service', serviceBody())).json() as { id: string };

    it('shows the owner only their service feedback and the admin everything', async () => {
      await createFeedback();
      const own = await t.app.inject({
        url: '/api/feedbacks?filter=type&type=APP',
        headers: owner,
      });
      expect(own.json()).toEqual([]);
      const ownService = await t.app.inject({ url: '/api/feedbacks', headers: owner });
      expect(ownService.json().length).toBeGreaterThan(0);
      expect(ownService.json().every((f: { service: string }) => f.service === serviceId)).toBe(
        true,
      );
      const stranger = await t.app.inject({ url: '/api/feedbacks/count', headers: other });
      expect(stranger.json()).toEqual({ count: 0 });
      const apps = await t.app.inject({
        url: '/api/feedbacks/count?filter=type&type=APP',
        headers: admin,
      });
      expect(apps.json().count).toBeGreaterThan(0);
    });

    it('pages by 25 and agrees with the count', async () => {
      for (let i = 0; i < 26; i += 1) {
        await send('/api/feedbacks/app', { email: 'p@b.org', subject: 'paging', message: `m${i}` });
      }
      const q = 'search=subject&q=paging&sort=createdAt&direction=desc';
      const page = await t.app.inject({ url: `/api/feedbacks?${q}`, headers: admin });
      const count = await t.app.inject({ url: `/api/feedbacks/count?${q}`, headers: admin });
      expect(page.json()).toHaveLength(25);
      expect(count.json()).toEqual({ count: 26 });
      expect(page.json()[0].message).toBe('m25');
    });

    it('rejects a bad filter value', async () => {
      const res = await t.app.inject({
        url: '/api/feedbacks?filter=isArchive&isArchive=maybe',
        headers: admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 400,
        message: 'Parameter isArchive must be true or false.',
        reason: 'VALIDATION_FAILED',
      });
    });

    it('answers 401 to a guest', async () => {
      const res = await t.app.inject({ url: '/api/feedbacks' });
      expect(res.statusCode).toBe(401);
    });

    it('lets the owner read and archive, hides it from another user', async () => {
      const { id } = await createFeedback();
      expect((await t.app.inject({ url: `/api/feedbacks/${id}`, headers: owner })).statusCode).toBe(
        200,
      );
      const hidden = await t.app.inject({ url: `/api/feedbacks/${id}`, headers: other });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({
        code: 404,
        message: 'Feedback not found',
        reason: 'NOT_FOUND',
      });
      const archived = await t.app.inject({
        method: 'POST',
        url: `/api/feedbacks/${id}/archive`,
        headers: owner,
      });
      expect(archived.json().isArchive).toBe(true);
      const tab = await t.app.inject({
        url: '/api/feedbacks?filter=isArchive&isArchive=true',
        headers: owner,
      });
      expect(tab.json().map((f: { id: string }) => f.id)).toContain(id);
      const otherArchive = await t.app.inject({
        method: 'POST',
        url: `/api/feedbacks/${id}/archive`,
        headers: other,
      });
      expect(otherArchive.statusCode).toBe(404);
    });

    it('lets the admin delete, and not another user', async () => {
      const { id } = await createFeedback();
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/feedbacks/${id}`,
        headers: other,
      });
      expect(refused.statusCode).toBe(404);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/feedbacks/${id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/feedbacks/${id}`, headers: admin })).statusCode).toBe(
        404,
      );
    });

    it('answers 404 for a malformed id', async () => {
      const res = await t.app.inject({ url: '/api/feedbacks/123', headers: admin });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('GET /api/files/:id', () => {
    let pngId: string;
    let pdfId: string;
    beforeAll(async () => {
      const res = await sendMultipart(serviceBody(), [
        { name: 'photo.png', type: 'image/png', data: PNG },
        { name: 'é <notes>.pdf', type: 'application/pdf', data: PDF },
      ]);
      [pngId, pdfId] = res.json().files;
    });

    it('serves the owner the bytes with safe headers', async () => {
      const res = await t.app.inject({ url: `/api/files/${pngId}`, headers: owner });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-length']).toBe(String(PNG.length));
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
      );
    });

    it('cleans a dangerous file name', async () => {
      const res = await t.app.inject({ url: `/api/files/${pdfId}`, headers: admin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="_ _notes_.pdf"; filename*=UTF-8''%C3%A9%20_notes_.pdf`,
      );
    });

    it('answers 404 to another user and to a guest', async () => {
      for (const headers of [other, {}]) {
        const res = await t.app.inject({ url: `/api/files/${pngId}`, headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 404, message: 'File not found', reason: 'NOT_FOUND' });
      }
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'x.png']) {
        expect((await t.app.inject({ url: `/api/files/${id}`, headers: admin })).statusCode).toBe(
          404,
        );
      }
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, users } from '@server/db/schema';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { decodeQuotedPrintable, mailFiles, tempDataDir } from '../auth/support';
import { call, createService, serviceBody } from '../services/helpers';
import { startPushEndpoint } from '../../services/push/push-endpoint';
import { payloadsAt, registerBrowser, settled, type PushEndpoint } from './support';

describe('Web Push notifications', () => {
  let t: TestApp;
  let endpoint: PushEndpoint;
  let dataDir: string;
  let publicKey: string;
  const people: Record<string, { id: string; token: string; email: string }> = {};
  const keys: Record<string, Awaited<ReturnType<typeof registerBrowser>>> = {};

  beforeAll(async () => {
    dataDir = tempDataDir();
    endpoint = await startPushEndpoint((path) =>
      path.startsWith('/gone') ? 410 : path.startsWith('/broken') ? 500 : 201,
    );
    t = await buildTestApp('pglite', { DATA_DIR: dataDir, PUBLIC_URL: 'https://refugio.example' });
    const db = t.database.db;
    people.adminEn = await createUser(db, {
      email: 'admin.en@push.test',
      roles: ['ADMINISTRATOR'],
    });
    people.adminEs = await createUser(db, {
      email: 'admin.es@push.test',
      roles: ['ADMINISTRATOR'],
    });
    people.lead = await createUser(db, { email: 'lead@push.test', roles: ['VOLUNTEER LEAD'] });
    people.provider = await createUser(db, { email: 'provider@push.test', roles: ['USER'] });
    people.volunteer = await createUser(db, { email: 'vol@push.test', roles: ['VOLUNTEER'] });
    keys.adminEn = await registerBrowser(t, endpoint, people.adminEn.token, '/admin-en');
    keys.adminEs = await registerBrowser(t, endpoint, people.adminEs.token, '/admin-es', 'es');
    keys.lead = await registerBrowser(t, endpoint, people.lead.token, '/lead');
    keys.provider = await registerBrowser(t, endpoint, people.provider.token, '/provider', 'es');
    const res = await call(t, { method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    publicKey = res.json().publicKey;
  });
  afterAll(async () => {
    await t.close();
    await endpoint.close();
  });

  const at = (path: string, who: string) => payloadsAt(endpoint, path, keys[who]!, publicKey);

  it('serves a stable VAPID public key, kept in the database', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await call(t, { method: 'GET', url: '/api/push/public-key' });
    expect(again.json()).toEqual({ publicKey });
  });

  it('tells each administrator of a service waiting for approval, in their language', async () => {
    const service = await createService(t, people.provider!.token, { name: 'Sopa & Pan' });
    expect(service.isApproved).toBe(false);
    await settled(t);
    expect(at('/admin-en', 'adminEn')).toEqual([
      {
        title: 'New service waiting for approval',
        body: '“Sopa & Pan” needs a review.',
        url: '/manage_approvals',
        tag: 'pending:/manage_approvals',
      },
    ]);
    expect(at('/admin-es', 'adminEs')).toMatchObject([
      {
        title: 'Nuevo servicio pendiente de aprobación',
        body: '«Sopa & Pan» necesita una revisión.',
      },
    ]);
    expect(at('/lead', 'lead')).toEqual([]);
  });

  it('tells volunteer leads of a volunteer-added service', async () => {
    await createService(t, people.volunteer!.token, { name: 'Volunteer Pantry' });
    await settled(t);
    expect(at('/lead', 'lead')).toMatchObject([
      { title: 'New service added by a volunteer', body: 'A volunteer added “Volunteer Pantry”.' },
    ]);
    expect(at('/admin-en', 'adminEn').at(-1)).toMatchObject({
      body: '“Volunteer Pantry” needs a review.',
    });
  });

  it('tells the owner by push and e-mail when the service is approved', async () => {
    const service = await createService(t, people.provider!.token, { name: 'Casa <Abierta>' });
    await settled(t);
    const mailsBefore = (await mailFiles(dataDir)).length;
    const res = await call(t, {
      method: 'POST',
      url: '/api/services/approve-services',
      token: people.adminEn!.token,
      payload: { services: [service.id] },
    });
    expect(res.statusCode).toBe(200);
    await settled(t);
    expect(at('/provider', 'provider')).toEqual([
      {
        title: 'Tu servicio está aprobado',
        body: '«Casa <Abierta>» ya aparece en Refugio.',
        url: `/services/${service.id}`,
        tag: `approved:/services/${service.id}`,
      },
    ]);
    const mails = await mailFiles(dataDir);
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = decodeQuotedPrintable(mails.at(-1)!);
    expect(mail).toContain('To: provider@push.test');
    expect(mail).toContain(`https://refugio.example/services/${service.id}`);
    expect(mail).toContain('Casa &#60;Abierta&#62;');
    // Approving it again is no news.
    await call(t, {
      method: 'POST',
      url: '/api/services/approve-services',
      token: people.adminEn!.token,
      payload: { services: [service.id] },
    });
    await settled(t);
    expect(at('/provider', 'provider')).toHaveLength(1);
  });

  it('sends service feedback to its owner (push + e-mail with the text) and administrators', async () => {
    const service = await createService(t, people.adminEn!.token, {
      name: 'Approved Kitchen',
      userEmail: people.provider!.email,
    });
    expect(service.isApproved).toBe(true);
    const adminBefore = at('/admin-es', 'adminEs').length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedbacks/service',
      remoteAddress: '10.9.0.1',
      payload: {
        service: service.id,
        subject: 'Hours',
        message: 'The door was <b>closed</b> at noon.',
        email: 'visitor@example.org',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await settled(t);
    expect(at('/provider', 'provider').at(-1)).toMatchObject({
      title: 'Nuevos comentarios sobre un servicio',
      url: `/services/${service.id}`,
    });
    expect(at('/admin-es', 'adminEs').slice(adminBefore)).toMatchObject([
      { title: 'Nuevos comentarios sobre un servicio', url: '/feedbacks' },
    ]);
    const mail = decodeQuotedPrintable((await mailFiles(dataDir)).at(-1)!);
    expect(mail).toContain('To: provider@push.test');
    expect(mail).toContain('The door was <b>closed</b> at noon.'); // text part, as written
    expect(mail).toContain('The door was &#60;b&#62;closed&#60;/b&#62; at noon.'); // html part
  });

  it('sends app feedback to administrators only', async () => {
    const before = at('/admin-en', 'adminEn').length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedbacks/app',
      remoteAddress: '10.9.0.2',
      payload: { email: 'v@example.org', subject: 'Map is slow', message: 'On my phone.' },
    });
    expect(res.statusCode).toBe(200);
    await settled(t);
    expect(at('/admin-en', 'adminEn').slice(before)).toMatchObject([
      { title: 'New feedback about the app', body: 'Map is slow' },
    ]);
  });

  it('removes a device whose push service answers 410, and keeps failing ones', async () => {
    const gone = await createUser(t.database.db, {
      email: 'gone@push.test',
      roles: ['ADMINISTRATOR'],
    });
    const broken = await createUser(t.database.db, {
      email: 'broken@push.test',
      roles: ['ADMINISTRATOR'],
    });
    await registerBrowser(t, endpoint, gone.token, '/gone');
    await registerBrowser(t, endpoint, broken.token, '/broken');
    // A push failure does not fail (or delay) the request that caused it.
    const other = await createUser(t.database.db, { email: 'p2@push.test', roles: ['USER'] });
    const res = await call(t, {
      method: 'POST',
      url: '/api/services',
      token: other.token,
      payload: serviceBody({ name: 'Trigger' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    await settled(t);
    expect(endpoint.received.some((r) => r.path === '/gone')).toBe(true);
    const rows = async (userId: string) =>
      t.database.db.select().from(devices).where(eq(devices.userId, userId));
    expect(await rows(gone.id)).toHaveLength(0);
    expect(await rows(broken.id)).toHaveLength(1);
  });
});

describe('POST /api/auth/register-device for WEB', () => {
  let t: TestApp;
  let me: { id: string; token: string };
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    me = await createUser(t.database.db, { email: 'reg@push.test', roles: ['USER'] });
  });
  afterAll(() => t.close());

  const register = (token: string, extra: Record<string, unknown> = {}) =>
    call(t, {
      method: 'POST',
      url: '/api/auth/register-device',
      token: me.token,
      payload: { platform: 'WEB', deviceId: 'b1', token, ...extra },
    });
  const sub = (endpoint: string) =>
    JSON.stringify({ endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } });

  it('stores the subscription of an https endpoint and the person’s language', async () => {
    const res = await register(sub('https://push.example.org/abc'), { language: 'es' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(devices).where(eq(devices.userId, me.id));
    expect(row?.subscription).toMatchObject({ endpoint: 'https://push.example.org/abc' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(user?.language).toBe('es');
  });

  it.each([
    ['not JSON', 'push-token'],
    ['no keys', JSON.stringify({ endpoint: 'https://push.example.org/x' })],
    ['http off this machine', sub('http://push.example.org/x')],
    ['credentials in the URL', sub('https://u:p@push.example.org/x')],
  ])('refuses a token that is %s with 400', async (_name, token) => {
    const res = await register(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'The push subscription is not valid.',
      reason: 'PUSH_SUBSCRIPTION_INVALID',
    });
  });

  it('keeps IOS and ANDROID tokens as they are', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/register-device',
      token: me.token,
      payload: { platform: 'ANDROID', deviceId: 'phone', token: 'fcm-token' },
    });
    expect(res.statusCode).toBe(200);
  });
});

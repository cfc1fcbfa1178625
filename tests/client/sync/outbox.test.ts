import { afterEach, describe, expect, it } from 'vitest';
import type { RefugioDb } from '@client/db/database';
import {
  BedCountError,
  giveKudo,
  pendingBeds,
  queueFeedback,
  toggleFavorite,
  updateBeds,
} from '@client/sync/local-writes';
import { flushOutbox, retryFailed } from '@client/sync/outbox';
import { backoffMs, BACKOFF_MAX_MS, classifyAnswer, outboxRequest } from '@shared/sync/outbox';
import { IDEMPOTENCY_HEADER } from '@shared/sync/protocol';
import { freshDb, ScriptedTransport, service } from './fakes';
import { getService } from '@client/db/service-records';
import { putServices } from '@client/db/service-record-writes';

let db: RefugioDb;
afterEach(async () => db?.delete());

const guest = () => ({ userId: null, token: null });
const signedIn = () => ({ userId: 'u1', token: 'tok' });
const at = (ms: number) => () => ms;

describe('outbox rules', () => {
  it.each([
    [null, 'retry'],
    [200, 'done'],
    [204, 'done'],
    [400, 'fail'],
    [403, 'fail'],
    [404, 'fail'],
    [413, 'fail'],
    [422, 'fail'],
    [401, 'retry'],
    [408, 'retry'],
    [409, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
  ] as const)('status %s → %s', (status, verdict) => {
    expect(classifyAnswer(status)).toBe(verdict);
  });

  it('backs off exponentially with jitter, capped at ten minutes', () => {
    expect(backoffMs(1, () => 1)).toBe(2_000);
    expect(backoffMs(2, () => 1)).toBe(4_000);
    expect(backoffMs(5, () => 1)).toBe(32_000);
    expect(backoffMs(30, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(3, () => 0)).toBe(1_000);
  });

  it('sends each kind where the API expects it', () => {
    expect(outboxRequest({ kind: 'kudo', serviceId: 's', deviceId: 'd' })).toMatchObject({
      path: '/services/s/likes',
      auth: false,
      json: { deviceId: 'd' },
    });
    expect(outboxRequest({ kind: 'favoriteRemove', serviceId: 's' })).toMatchObject({
      path: '/auth/remove-favorite-service',
      auth: true,
      json: { service: 's' },
    });
    const file = { name: 'a.png', type: 'image/png', data: new ArrayBuffer(4) };
    expect(
      outboxRequest({ kind: 'serviceFeedback', fields: { service: 's' }, files: [file] }),
    ).toMatchObject({ path: '/feedbacks/service', form: { fields: { service: 's' } } });
    expect(
      outboxRequest({ kind: 'beds', serviceId: 's', availableBeds: 2, observedAt: 'T' }).json,
    ).toEqual({ services: [{ id: 's', availableBeds: 2, observedAt: 'T' }] });
    expect(IDEMPOTENCY_HEADER).toBe('idempotency-key');
  });
});

describe('local writes and the outbox', () => {
  it('gives one kudo per service and device, queued with the mark in one transaction', async () => {
    db = freshDb();
    expect(await giveKudo(db, 's1', 1)).toBe(true);
    expect(await giveKudo(db, 's1', 2)).toBe(false);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'pending', op: { kind: 'kudo', serviceId: 's1' } });
    expect(entry!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.kudos.get('s1')).toMatchObject({ state: 'pending' });
  });

  it('keeps favorites on the device, and queues them only for a signed-in person', async () => {
    db = freshDb();
    expect(await toggleFavorite(db, 's1', null)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await toggleFavorite(db, 's1', 'u1')).toBe(false);
    expect((await db.outbox.toArray()).map((e) => e.op.kind)).toEqual(['favoriteRemove']);
    expect(await db.favorites.count()).toBe(0);
  });

  it('refuses a bed count above the total or below zero, and shows the newest pending one', async () => {
    db = freshDb();
    await putServices(db, [service('sh', { type: ['SHELTER'], totalBeds: 10 })]);
    await expect(updateBeds(db, { serviceId: 'sh', availableBeds: 11 }, 'u1')).rejects.toThrow(
      BedCountError,
    );
    await expect(updateBeds(db, { serviceId: 'sh', availableBeds: -1 }, 'u1')).rejects.toThrow(
      BedCountError,
    );
    // Not mirrored (an owner's unapproved shelter): the server checks the total.
    await expect(
      updateBeds(db, { serviceId: 'draft', availableBeds: 50 }, 'u1'),
    ).resolves.toBeTypeOf('number');
    await expect(
      updateBeds(db, { serviceId: 'draft', availableBeds: 5, totalBeds: 4 }, 'u1'),
    ).rejects.toThrow(BedCountError);
    await updateBeds(db, { serviceId: 'sh', availableBeds: 3 }, 'u1', Date.UTC(2026, 0, 1));
    await updateBeds(db, { serviceId: 'sh', availableBeds: 4 }, 'u1', Date.UTC(2026, 0, 2));
    expect(await pendingBeds(db, 'sh')).toEqual({
      availableBeds: 4,
      totalBeds: undefined,
      observedAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('sends in queue order with each entry’s key, and applies the server’s numbers', async () => {
    db = freshDb();
    await putServices(db, [service('s1', { likes: 5, totalBeds: 9 })]);
    await db.managedShelters.put({
      id: 's1',
      userId: 'u1',
      name: 'Shelter',
      availableBeds: 1,
      totalBeds: 9,
      bedsObservedAt: null,
      isApproved: true,
      fetchedAt: 0,
    });
    await giveKudo(db, 's1', 1);
    await updateBeds(db, { serviceId: 's1', availableBeds: 3 }, 'u1', 2);
    const transport = new ScriptedTransport(
      [],
      [
        { status: 200, body: { id: 's1', likes: 7 } },
        {
          status: 200,
          body: {
            services: [
              {
                id: 's1',
                accepted: false,
                availableBeds: 6,
                totalBeds: 9,
                bedsObservedAt: '2026-02-01T00:00:00.000Z',
              },
            ],
          },
        },
      ],
    );
    const keys = (await db.outbox.orderBy('seq').toArray()).map((e) => e.key);
    const result = await flushOutbox(db, transport, { session: signedIn, now: at(10) });
    expect(result).toMatchObject({ sent: 2, failed: 0, waiting: 0 });
    expect(transport.sendCalls.map((c) => c.key)).toEqual(keys);
    expect(transport.sendCalls[1]!.token).toBe('tok');
    // The bed count lost to a newer observation: the mirror shows the server's value.
    expect(await getService(db, 's1')).toMatchObject({ likes: 7, availableBeds: 6 });
    expect(await db.managedShelters.get('s1')).toMatchObject({ availableBeds: 6 });
    expect(await db.kudos.get('s1')).toMatchObject({ state: 'sent' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at no answer or a 5xx with a backoff, and tries again only when it is due', async () => {
    db = freshDb();
    await giveKudo(db, 'a', 1);
    await giveKudo(db, 'b', 1);
    const transport = new ScriptedTransport([], ['network']);
    const first = await flushOutbox(db, transport, {
      session: guest,
      now: at(1_000),
      random: () => 1,
    });
    expect(first).toMatchObject({ sent: 0, waiting: 2, nextAttemptAt: 3_000 });
    expect(transport.sendCalls).toHaveLength(1);
    const early = await flushOutbox(db, transport, { session: guest, now: at(2_000) });
    expect(early.sent).toBe(0);
    expect(transport.sendCalls).toHaveLength(1);
    transport.sendAnswers.push({ status: 503, body: null });
    await flushOutbox(db, transport, { session: guest, now: at(3_000), random: () => 1 });
    expect(await db.outbox.orderBy('seq').first()).toMatchObject({
      attempts: 2,
      nextAttemptAt: 7_000,
    });
    const later = await flushOutbox(db, transport, { session: guest, now: at(7_000) });
    expect(later).toMatchObject({ sent: 2, waiting: 0 });
  });

  it('marks a refused write failed with the server’s message, and goes on with the next', async () => {
    db = freshDb();
    await queueFeedback(db, 'appFeedback', { email: 'bad' }, [], null, 1);
    await giveKudo(db, 'k', 1);
    const transport = new ScriptedTransport(
      [],
      [
        { status: 400, body: { code: 400, message: 'Please input a valid email.' } },
        { status: 200, body: { likes: 1 } },
      ],
    );
    const result = await flushOutbox(db, transport, { session: guest, now: at(5) });
    expect(result).toMatchObject({ sent: 1, failed: 1 });
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({
      state: 'failed',
      error: { status: 400, message: 'Please input a valid email.' },
    });
    await retryFailed(db, failed!.seq!, 6);
    expect(await db.outbox.get(failed!.seq!)).toMatchObject({ state: 'pending' });
  });

  it('holds writes that need a session while nobody (or someone else) is signed in', async () => {
    db = freshDb();
    await toggleFavorite(db, 's', 'u1', 1);
    const transport = new ScriptedTransport();
    expect(await flushOutbox(db, transport, { session: guest, now: at(2) })).toMatchObject({
      waiting: 1,
      nextAttemptAt: null,
    });
    await flushOutbox(db, transport, {
      session: () => ({ userId: 'u2', token: 't2' }),
      now: at(2),
    });
    expect(transport.sendCalls).toHaveLength(0);
    expect(await flushOutbox(db, transport, { session: signedIn, now: at(2) })).toMatchObject({
      sent: 1,
    });
  });

  it('lets a kudo go while a refused session (401) holds back the writes that need one', async () => {
    db = freshDb();
    await toggleFavorite(db, 's', 'u1', 1);
    await updateBeds(db, { serviceId: 's', availableBeds: 1, totalBeds: 5 }, 'u1', 1);
    await giveKudo(db, 'k', 1);
    const transport = new ScriptedTransport(
      [],
      [
        { status: 401, body: { code: 401, message: 'Unauthorized' } },
        { status: 200, body: { likes: 1 } },
      ],
    );
    const result = await flushOutbox(db, transport, {
      session: signedIn,
      now: at(5),
      random: () => 1,
    });
    // The favorite waits (with its backoff), the beds behind it are not sent, the kudo is.
    expect(transport.sendCalls.map((c) => c.request.path)).toEqual([
      '/auth/add-favorite-service',
      '/services/k/likes',
    ]);
    expect(result).toMatchObject({ sent: 1, waiting: 2, nextAttemptAt: 2_005 });
    // Until its retry time, the favorite still holds back the beds only.
    await giveKudo(db, 'k2', 6);
    transport.sendAnswers.push({ status: 200, body: { likes: 1 } });
    await flushOutbox(db, transport, { session: signedIn, now: at(10) });
    expect(transport.sendCalls.map((c) => c.request.path).slice(2)).toEqual(['/services/k2/likes']);
  });

  it('keeps queued entries across a restart of the database', async () => {
    db = freshDb();
    await giveKudo(db, 's', 1);
    db.close();
    await db.open();
    expect(await db.outbox.count()).toBe(1);
  });
});

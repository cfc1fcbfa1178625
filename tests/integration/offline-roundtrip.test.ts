// The real server (PGlite, listening on a port) and the real client sync code (Dexie on
// fake-indexeddb) in one process: 1,000 random offline writes from several devices, sent through a
// network that loses requests, loses answers after the server committed, delivers twice, and
// devices that restart. At the end the server must hold exactly what the devices did.
import 'fake-indexeddb/auto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefugioDb } from '@client/db/database';
import { NetworkError } from '@client/lib/api-errors';
import { giveKudo, queueFeedback, toggleFavorite, updateBeds } from '@client/sync/local-writes';
import { flushOutbox, type Session } from '@client/sync/outbox';
import { pullChanges } from '@client/sync/pull';
import { httpTransport, type SyncTransport } from '@client/sync/transport';
import { favorites, feedbacks, files, services } from '@server/db/schema';
import { createUser } from '@tests/helpers/actors';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { getService } from '@client/db/service-records';

const MUTATIONS = 1_000;
/** A 1×1 PNG, as a phone's photo would be queued (its own copy each time). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const pngBytes = (): ArrayBuffer => new Uint8Array(Buffer.from(PNG_BASE64, 'base64')).buffer;

/** A seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Faults {
  drops: number;
  lostAnswers: number;
  duplicates: number;
}

/**
 * The network between a device and the server. Every request comes from another address so the
 * per-client rate limits (real, and tested elsewhere) do not turn this test into a wait.
 */
function network(base: string, random: () => number, faults: Faults, faulty: () => boolean) {
  const fetchFrom: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(
      'x-forwarded-for',
      `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.1`,
    );
    return fetch(input, { ...init, headers });
  };
  const inner = httpTransport(base, fetchFrom);
  const transport: SyncTransport = {
    changes: (query, etag) => inner.changes(query, etag),
    snapshot: () => inner.snapshot(),
    async send(request, key, token) {
      const roll = faulty() ? random() : 1;
      if (roll < 0.15) {
        faults.drops += 1;
        throw new NetworkError('request lost');
      }
      if (roll < 0.3) {
        await inner.send(request, key, token);
        faults.lostAnswers += 1;
        throw new NetworkError('answer lost after the server committed');
      }
      if (roll < 0.4) {
        faults.duplicates += 1;
        const [first, second] = await Promise.all([
          inner.send(request, key, token),
          inner.send(request, key, token),
        ]);
        // One of the two may meet the other in progress (409): the outbox retries that.
        return first.status === 409 ? second : first;
      }
      return inner.send(request, key, token);
    },
  };
  return transport;
}

interface Device {
  name: string;
  db: RefugioDb;
  session: Session;
}

describe('offline writes reach the server exactly once', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { TRUST_PROXY: 'true' });
    base = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api`;
  });
  afterAll(() => t.close());

  it('1,000 random kudos, feedbacks, favorites and bed counts from five devices', async () => {
    const random = rng(20261122);
    const db = t.database.db;
    const [a, b, counterA, counterB] = await Promise.all([
      createUser(db, { email: 'rt-a@x.test', roles: ['USER'] }),
      createUser(db, { email: 'rt-b@x.test', roles: ['USER'] }),
      createUser(db, { email: 'rt-count-a@x.test', roles: ['ADMINISTRATOR'] }),
      createUser(db, { email: 'rt-count-b@x.test', roles: ['ADMINISTRATOR'] }),
    ]);
    const devices: Device[] = [
      {
        name: 'rt-phone-a',
        db: new RefugioDb('rt-phone-a'),
        session: { userId: a.id, token: a.token },
      },
      {
        name: 'rt-phone-b',
        db: new RefugioDb('rt-phone-b'),
        session: { userId: b.id, token: b.token },
      },
      { name: 'rt-guest', db: new RefugioDb('rt-guest'), session: { userId: null, token: null } },
      {
        name: 'rt-field-a',
        db: new RefugioDb('rt-field-a'),
        session: { userId: counterA.id, token: counterA.token },
      },
      {
        name: 'rt-field-b',
        db: new RefugioDb('rt-field-b'),
        session: { userId: counterB.id, token: counterB.token },
      },
    ];
    const approved = await db
      .select({
        id: services.id,
        likes: services.likes,
        type: services.type,
        totalBeds: services.totalBeds,
      })
      .from(services)
      .where(eq(services.isApproved, true))
      .orderBy(services.createdAt)
      .limit(400);
    const targets = approved.slice(0, 40);
    const shelters = approved
      .filter((s) => s.type.includes('SHELTER') && s.totalBeds > 2)
      .slice(0, 6);
    expect(shelters.length).toBeGreaterThan(2);
    const likesBefore = new Map(approved.map((s) => [s.id, s.likes]));

    // Each device starts with the mirror, as after its first visit.
    const clean = httpTransport(base);
    for (const d of devices) await pullChanges(d.db, clean);

    const faults: Faults = { drops: 0, lostAnswers: 0, duplicates: 0 };
    const transport = network(base, random, faults, () => true);
    // The devices' clock runs two days behind the real one, so every count is made before it
    // arrives (the server takes a later time as the arrival's), and after the shelters' seeded
    // counts, dated three days back here (the seed dates them minutes before the real now).
    const DAY = 24 * 3_600_000;
    await db
      .update(services)
      .set({ bedsObservedAt: new Date(Date.now() - 3 * DAY) })
      .where(
        inArray(
          services.id,
          shelters.map((s) => s.id),
        ),
      );
    let clock = Math.ceil((Date.now() - 2 * DAY) / 3_600_000) * 3_600_000;
    let feedbackCount = 0;
    const withPhoto = new Set<string>();
    let restarts = 0;
    const bedTruth = new Map<string, { at: number; available: number }>();
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

    // MUTATIONS writes; the flushes and browser restarts between them come on top.
    for (let i = 0, writes = 0; writes < MUTATIONS; i++) {
      const roll = random();
      if (roll < 0.9) writes += 1;
      if (roll < 0.35) {
        const d = pick(devices);
        await giveKudo(d.db, pick(targets).id, clock);
      } else if (roll < 0.5) {
        const d = pick(devices);
        const service = pick(targets).id;
        const fields = {
          service,
          subject: `rt-${i}`,
          message: `Round trip ${i}`,
          email: 'rt@x.test',
        };
        // Some carry a photo: the multipart path faces the same faults.
        const photo = random() < 0.3;
        const files = photo ? [{ name: `rt-${i}.png`, type: 'image/png', data: pngBytes() }] : [];
        await queueFeedback(d.db, 'serviceFeedback', fields, files, d.session.userId, clock);
        feedbackCount += 1;
        if (photo) withPhoto.add(`rt-${i}`);
      } else if (roll < 0.55) {
        const d = pick(devices);
        await queueFeedback(
          d.db,
          'appFeedback',
          { subject: `rt-${i}`, message: 'App', email: 'rt@x.test' },
          [],
          null,
          clock,
        );
        feedbackCount += 1;
      } else if (roll < 0.75) {
        const d = pick(devices.slice(0, 2));
        await toggleFavorite(d.db, pick(targets).id, d.session.userId, clock);
      } else if (roll < 0.9) {
        const d = pick(devices.slice(3));
        const shelter = pick(shelters);
        // Counted at a time up to an hour before "now": an older count may arrive later.
        const observed = clock - Math.floor(random() * 3_600_000);
        const available = Math.floor(random() * (shelter.totalBeds + 1));
        await updateBeds(
          d.db,
          { serviceId: shelter.id, availableBeds: available },
          d.session.userId!,
          observed,
        );
        const best = bedTruth.get(shelter.id);
        if (!best || observed > best.at) bedTruth.set(shelter.id, { at: observed, available });
      } else if (roll < 0.97) {
        const d = pick(devices);
        await flushOutbox(d.db, transport, { session: () => d.session, now: () => clock, random });
      } else {
        // The browser closes: the database is closed and opened again.
        const d = pick(devices);
        d.db.close();
        d.db = new RefugioDb(d.name);
        restarts += 1;
      }
      clock += 1_000 + Math.floor(random() * 60_000);
    }

    // The network comes back for good: every device flushes until its queue is empty.
    const healthy = network(base, random, faults, () => false);
    for (const d of devices) {
      for (let round = 0; round < 50 && (await d.db.outbox.count()) > 0; round++) {
        clock += 11 * 60_000;
        await flushOutbox(d.db, healthy, { session: () => d.session, now: () => clock, random });
      }
      expect(await d.db.outbox.where('state').equals('failed').count(), d.name).toBe(0);
      expect(await d.db.outbox.count(), d.name).toBe(0);
    }
    expect(faults.drops + faults.lostAnswers + faults.duplicates).toBeGreaterThan(50);
    expect(restarts).toBeGreaterThan(5);

    // Kudos: once per device and service, whatever the network did.
    const given = new Map<string, number>();
    for (const d of devices)
      for (const k of await d.db.kudos.toArray())
        given.set(k.serviceId, (given.get(k.serviceId) ?? 0) + 1);
    const after = await db.select({ id: services.id, likes: services.likes }).from(services);
    for (const s of after) {
      if (!likesBefore.has(s.id)) continue;
      expect(s.likes, s.id).toBe(likesBefore.get(s.id)! + (given.get(s.id) ?? 0));
    }
    // Feedbacks: each exactly once.
    const [stored] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedbacks)
      .where(like(feedbacks.subject, 'rt-%'));
    expect(stored!.n).toBe(feedbackCount);
    const [distinct] = await db
      .select({ n: sql<number>`count(DISTINCT subject)::int` })
      .from(feedbacks)
      .where(like(feedbacks.subject, 'rt-%'));
    expect(distinct!.n).toBe(feedbackCount);
    // Each photo stored once, with its own feedback.
    const photos = await db
      .select({ subject: feedbacks.subject, name: files.filename })
      .from(files)
      .innerJoin(feedbacks, eq(files.feedbackId, feedbacks.id))
      .where(like(feedbacks.subject, 'rt-%'));
    expect(withPhoto.size).toBeGreaterThan(10);
    expect(photos.map((p) => p.subject).sort()).toEqual([...withPhoto].sort());
    expect(photos.every((p) => p.name === `${p.subject}.png`)).toBe(true);
    // Favorites: the account holds what the person's device holds.
    for (const d of devices.slice(0, 2)) {
      const local = (await d.db.favorites.toArray()).map((f) => f.serviceId).sort();
      const server = (
        await db
          .select({ id: favorites.serviceId })
          .from(favorites)
          .where(eq(favorites.userId, d.session.userId!))
      )
        .map((f) => f.id)
        .sort();
      expect(server, d.name).toEqual(local);
    }
    // Beds: the newest observation wins, wherever and whenever it arrived.
    for (const [id, truth] of bedTruth) {
      const [row] = await db
        .select({ available: services.availableBeds, at: services.bedsObservedAt })
        .from(services)
        .where(and(eq(services.id, id)));
      expect({ id, available: row!.available, at: row!.at?.getTime() }).toEqual({
        id,
        available: truth.available,
        at: truth.at,
      });
    }
    // And the mirrors agree with the server after one more pull.
    for (const d of devices) {
      await pullChanges(d.db, clean);
      for (const [id, truth] of bedTruth)
        expect((await getService(d.db, id))?.availableBeds).toBe(truth.available);
    }
    console.log(
      `round trip: ${MUTATIONS} writes, ${feedbackCount} feedbacks (${withPhoto.size} with a photo), ` +
        `${given.size} services with kudos, ` +
        `${faults.drops} lost requests, ${faults.lostAnswers} lost answers, ${faults.duplicates} duplicates, ${restarts} restarts`,
    );
  }, 600_000);
});

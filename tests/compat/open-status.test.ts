import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { services } from '@server/db/schema';
import { demoServices } from '@server/db/seed/demo';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { TEST_ADMIN } from '@tests/helpers/test-config';
import { removeEmptyObject, webCall } from './support/original-client';
import { calculateTimeOpenCloseService } from './support/shelter-core-schedule';

// docs/api.md "The original ShelterApp clients": shelter-core's open/closed helper, run by the original web client on every card,
// must get through every demo listing in every answer that carries services without throwing.

interface WireEntry {
  type: string;
  startTime?: unknown;
  endTime?: unknown;
}
interface WireService {
  id: string;
  name: string;
  schedules: WireEntry[];
  closeSchedules: WireEntry[];
}

const TIME = /^(1[0-2]|[1-9]):[0-5]\d [AP]M$/;
const TIMED = new Set(['WEEKLY', 'MONTHLY', 'DATE_RANGE']);
// Instants spread over a year, so every weekday, week of the month and demo date range is met.
const TARGETS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 3 + i * 2, i * 2)));

/** What went wrong for one service: an untimed entry or the helper throwing. */
function problemsOf(service: WireService): string[] {
  const problems: string[] = [];
  for (const entry of [...service.schedules, ...service.closeSchedules]) {
    if (!TIMED.has(entry.type)) continue;
    if (typeof entry.startTime !== 'string' || !TIME.test(entry.startTime))
      problems.push(`${service.name}: ${entry.type} startTime ${String(entry.startTime)}`);
    if (typeof entry.endTime !== 'string' || !TIME.test(entry.endTime))
      problems.push(`${service.name}: ${entry.type} endTime ${String(entry.endTime)}`);
  }
  for (const target of TARGETS) {
    try {
      calculateTimeOpenCloseService(service.schedules, service.closeSchedules, target);
    } catch (error) {
      problems.push(`${service.name}: ${(error as Error).message}`);
      break;
    }
  }
  return problems;
}

describe.each(databaseKinds)("shelter-core's open/closed helper on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  const everyListing: WireService[] = [];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const signIn = await webCall(t.app, {
      method: 'POST',
      url: '/auth/sign-in',
      data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    admin = (signIn.data as { token: string }).token;
    // The management list as the web pages through it (limit/skip), signed in as an administrator
    // so the unapproved listings come too.
    for (let skip = 0; ; skip += 100) {
      const page = await webCall(t.app, {
        method: 'GET',
        url: '/services',
        params: { sort: 'createdAt', direction: 'desc', limit: 100, skip },
        token: admin,
      });
      expect(page.status).toBe(200);
      const rows = page.data as WireService[];
      everyListing.push(...rows);
      if (rows.length < 100) break;
    }
  });
  afterAll(() => t.close());

  it('runs over every listing of the lists without an exception', () => {
    // The lists leave out the permanently closed listings; the detail answers below have them all.
    expect(everyListing.length).toBeGreaterThan(demoServices().length - 10);
    expect(everyListing.flatMap(problemsOf)).toEqual([]);
  });

  it('runs over every demo listing of the detail answers', async () => {
    const ids = await t.database.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.isDemo, true));
    expect(ids.length).toBe(demoServices().length);
    const problems: string[] = [];
    for (const { id } of ids) {
      const res = await webCall(t.app, { method: 'GET', url: `/services/${id}`, token: admin });
      problems.push(...problemsOf(res.data as WireService));
    }
    expect(problems).toEqual([]);
  });

  it('runs over the favorites answer, built as the favorites page builds it', async () => {
    const ids = everyListing.slice(0, 40).map((s) => s.id);
    const res = await webCall(t.app, {
      method: 'GET',
      url: '/services',
      params: { filter: '_id,isApproved', _id: ids.join(','), limit: 0, skip: 0, isApproved: true },
    });
    expect(res.status).toBe(200);
    const favorites = res.data as WireService[];
    expect(favorites.length).toBeGreaterThan(30);
    expect(favorites.every((s) => ids.includes(s.id))).toBe(true);
    expect(favorites.flatMap(problemsOf)).toEqual([]);
  });

  it('runs over every service of the delta sync', async () => {
    const synced: WireService[] = [];
    let since = '0';
    for (let more = true; more;) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/sync/changes?since=${since}&limit=2000`,
      });
      const page = res.json() as {
        cursor: string;
        more: boolean;
        upserts: { services: WireService[] };
      };
      synced.push(...page.upserts.services);
      since = page.cursor;
      more = page.more;
    }
    expect(synced.length).toBeGreaterThan(400);
    expect(synced.flatMap(problemsOf)).toEqual([]);
  });

  it("runs over the chatbot's service cards", async () => {
    const res = await webCall(t.app, {
      method: 'POST',
      url: '/bot/query',
      data: removeEmptyObject({
        query: 'shelters near Denver',
        coordinate: undefined,
        chatToken: '0.compat1',
        location: null,
        userTimezone: 420,
      }),
    });
    const cards = (res.data as { payload?: { type: string; data: WireService[] } }[]).flatMap(
      (message) => (message.payload?.type === 'SERVICES_LIST' ? message.payload.data : []),
    );
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.flatMap(problemsOf)).toEqual([]);
  });
});

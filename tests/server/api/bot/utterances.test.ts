import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crisisLines, services } from '@server/db/schema';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { askBot } from './bot-helpers';
import { UTTERANCES } from './utterance-table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp('pglite');
}, 120_000);
afterAll(async () => t?.close());

const LISTS = new Set([
  'SERVICES_LIST',
  'GET_SHELTER_AVAILABLE_BEDS',
  'ASK_SERVICE_SCHEDULE',
  'ASK_DISTANCE_SERVICE',
  'ASK_SERVICE_BED_AVAILABLE',
  'ASK_PARTICULAR_SERVICE',
]);

describe('POST /api/bot/query: the utterance table of the chatbot', () => {
  it('understands at least 90% of the table and every crisis row, with listings only from the database', async () => {
    expect(UTTERANCES.length).toBeGreaterThanOrEqual(60);
    const failures: string[] = [];
    const crisisFailures: string[] = [];
    const serviceIds = new Set<string>();
    const lineIds = new Set<string>();
    for (const row of UTTERANCES) {
      const answer = await askBot(t, row.q, { coordinate: row.coordinate, location: row.location });
      expect(answer.status, row.q).toBe(200);
      const intent = answer.intent.startsWith('faq.') ? 'faq' : answer.intent;
      const first = answer.payloads[0]?.type ?? null;
      const payloadOk =
        row.payload === 'any' ? first === null || first === 'SERVICES_LIST' : first === row.payload;
      // A crisis reply LEADS with the crisis phrase and the lines, 988 first.
      const crisisOk =
        row.intent !== 'crisis' ||
        (answer.keys[0] === 'crisisLead' &&
          (answer.payloads[0]?.data as { name: string }[])[0]?.name.includes('988'));
      if (intent !== row.intent || !payloadOk || !crisisOk) {
        const line = `${row.q} → ${answer.intent} / ${first} (expected ${row.intent} / ${row.payload})`;
        failures.push(line);
        if (row.intent === 'crisis') crisisFailures.push(line);
      }
      for (const p of answer.payloads) {
        const items = (Array.isArray(p.data) ? p.data : [p.data]) as { id: string }[];
        if (LISTS.has(p.type)) items.forEach((s) => serviceIds.add(s.id));
        if (p.type === 'CRISIS_LINES_LIST') items.forEach((l) => lineIds.add(l.id));
      }
    }
    const ok = UTTERANCES.length - failures.length;
    const pct = ((ok / UTTERANCES.length) * 100).toFixed(1);
    console.log(`chatbot accuracy: ${ok}/${UTTERANCES.length} = ${pct}%`);
    if (failures.length) console.log(`chatbot misses:\n  ${failures.join('\n  ')}`);
    expect(crisisFailures).toEqual([]);
    expect(ok / UTTERANCES.length).toBeGreaterThanOrEqual(0.9);

    // No listing outside the database ever appears, and never an unapproved one.
    expect(serviceIds.size).toBeGreaterThan(20);
    const rows = await t.database.db
      .select({ id: services.id, isApproved: services.isApproved })
      .from(services)
      .where(inArray(services.id, [...serviceIds]));
    expect(rows).toHaveLength(serviceIds.size);
    expect(rows.every((r) => r.isApproved)).toBe(true);
    const lines = await t.database.db
      .select({ id: crisisLines.id })
      .from(crisisLines)
      .where(inArray(crisisLines.id, [...lineIds]));
    expect(lines).toHaveLength(lineIds.size);
  }, 120_000);
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botConversations } from '@server/db/schema';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { askBot, DENVER } from './bot-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp('pglite');
}, 120_000);
afterAll(async () => t?.close());

const ids = (answer: Awaited<ReturnType<typeof askBot>>) =>
  ((answer.payloads[0]?.data ?? []) as { id: string }[]).map((s) => s.id);

describe('POST /api/bot/query: context per chatToken', () => {
  it('answers "Yes" after a list with the next page', async () => {
    const chatToken = 'context-yes-0001';
    const first = await askBot(t, 'food in Denver', { chatToken });
    expect(first.payloads[0]?.type).toBe('SERVICES_LIST');
    expect(ids(first)).toHaveLength(10);
    expect(first.keys).toContain('moreQuestion');
    const next = await askBot(t, 'Yes', { chatToken });
    expect(next.intent).toBe('more');
    expect(next.payloads[0]?.type).toBe('SERVICES_LIST');
    expect(ids(next).length).toBeGreaterThan(0);
    expect(ids(next).filter((id) => ids(first).includes(id))).toEqual([]);
    const third = await askBot(t, 'sí', { chatToken });
    expect(ids(third).filter((id) => [...ids(first), ...ids(next)].includes(id))).toEqual([]);
  });

  it('keeps two chatTokens apart', async () => {
    await askBot(t, 'shelters near me', { chatToken: 'context-a-0001', coordinate: DENVER });
    const other = await askBot(t, 'Yes', { chatToken: 'context-b-0001' });
    expect(other.intent).toBe('more');
    expect(other.payloads).toEqual([]);
    expect(other.keys[0]).toBe('nothingToContinue');
  });

  it('forgets an expired context', async () => {
    const chatToken = 'context-expired-0001';
    await askBot(t, 'food in Denver', { chatToken });
    await t.database.db
      .update(botConversations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(botConversations.chatToken, chatToken));
    const later = await askBot(t, 'Yes', { chatToken });
    expect(later.keys[0]).toBe('nothingToContinue');
    expect(later.payloads).toEqual([]);
  });

  it('remembers the place named for the next question', async () => {
    const chatToken = 'context-place-0001';
    await askBot(t, 'shelters in Seattle', { chatToken });
    const food = await askBot(t, 'and food?', { chatToken });
    const cities = (food.payloads[0]?.data as { city: string }[]).map((s) => s.city);
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((c) => c === 'Seattle')).toBe(true);
  });

  it('refuses a body without a chatToken', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bot/query',
      payload: { query: 'hi' },
    });
    expect(res.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { buildContentApp, tombstoneOf } from './content-helpers';

const faq = {
  question: 'Where can I sleep tonight?',
  questionEs: '¿Dónde puedo dormir esta noche?',
  answer: 'Open the Shelter tab.',
  keywords: [' bed ', 'bed', '', 'cama'],
};

describe.each(databaseKinds)('chatbot FAQ on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  beforeAll(async () => {
    ({ t, admin, user } = await buildContentApp(kind, 'faq'));
  });
  afterAll(() => t.close());

  const create = (payload: object = faq, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/chatbot-faqs', headers, payload });

  it('lists the seeded entries to a guest, in agreement with the count', async () => {
    const list = await t.app.inject({ url: '/api/chatbot-faqs?limit=0' });
    const count = await t.app.inject({ url: '/api/chatbot-faqs/count' });
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(0);
    expect(list.json()).toHaveLength(count.json().count);
  });

  it('creates an entry with cleaned keywords and a sync cursor', async () => {
    const res = await create();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ keywords: ['bed', 'cama'], answerEs: null });
    expect(res.json().rev).toBeGreaterThan(0);
  });

  it('requires a question', async () => {
    const res = await create({ answer: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'question: Please input the question.',
      field: 'question',
      reason: 'VALIDATION_FAILED',
    });
  });

  it('refuses writes by a guest (401) and a plain user (403)', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/chatbot-faqs', payload: faq });
    expect(guest.statusCode).toBe(401);
    expect((await create(faq, user)).statusCode).toBe(403);
  });

  it('raises the rev on edit and leaves a tombstone on delete', async () => {
    const entry = (await create()).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/chatbot-faqs/${entry.id}`,
      headers: admin,
      payload: { ...faq, answer: 'Tap Shelter.' },
    });
    expect(put.json().answer).toBe('Tap Shelter.');
    expect(put.json().rev).toBeGreaterThan(entry.rev);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/chatbot-faqs/${entry.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    const stone = await tombstoneOf(t.database.db, 'chatbot_faqs', entry.id);
    expect(stone?.rev).toBeGreaterThan(put.json().rev);
    const gone = await t.app.inject({ url: `/api/chatbot-faqs/${entry.id}` });
    expect(gone.json()).toEqual({ code: 404, message: 'FAQ entry not found', reason: 'NOT_FOUND' });
  });

  it('answers 404 for a malformed id', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/chatbot-faqs/1',
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
  });
});

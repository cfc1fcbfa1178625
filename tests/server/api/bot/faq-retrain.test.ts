import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFaq } from '@server/db/queries/chatbot-faqs';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { askBot } from './bot-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp('pglite');
}, 120_000);
afterAll(async () => t?.close());

describe('POST /api/bot/query: the FAQ', () => {
  it('retrains when an administrator adds an FAQ entry', async () => {
    const before = await askBot(t, 'can I bring my bike?');
    expect(JSON.stringify(before.messages)).not.toContain('bike rack');
    await insertFaq(t.database.db, {
      question: 'Can I bring my bicycle inside?',
      questionEs: '¿Puedo entrar con mi bicicleta?',
      answer: 'Most shelters have a bike rack; ask the staff.',
      answerEs: 'Casi todos los refugios tienen un lugar para bicicletas; pregunta al personal.',
      keywords: ['bicycle', 'bike', 'bicicleta'],
    });
    const after = await askBot(t, 'can I bring my bike?');
    expect(after.intent).toMatch(/^faq\./);
    expect(after.messages[0]).toMatchObject({
      type: 'text',
      key: 'faqAnswer',
      text: {
        en: 'Most shelters have a bike rack; ask the staff.',
        es: 'Casi todos los refugios tienen un lugar para bicicletas; pregunta al personal.',
      },
    });
    const spanish = await askBot(t, '¿puedo entrar con mi bicicleta?');
    expect(spanish.intent).toBe(after.intent);
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- replays untyped client code */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_PHRASES } from '@shared/chatbot/phrases';
import { BOT_PHRASES_ES } from '@shared/chatbot/phrases-es';
import { buildTestApp, databaseKinds, type TestApp } from '@tests/helpers/build-app';
import { removeEmptyObject, webCall } from './support/original-client';

// docs/api.md "The original ShelterApp clients": shelter-web's chat (src/pages/ChatBox/index.tsx, dd785f1) reads Dialogflow's
// messages: `text.text` for a bubble, `payload.fields` (a protobuf Struct, decoded with pb-util)
// for cards and buttons. Reimplemented here as it reads them.

/** pb-util `struct.decode` / `value.decode`. */
function decodeValue(value: any): unknown {
  const kind =
    value.kind ??
    ['nullValue', 'numberValue', 'stringValue', 'boolValue', 'structValue', 'listValue'].find(
      (k) => k in value,
    );
  if (kind === 'nullValue') return null;
  if (kind === 'structValue') return decodeStruct(value.structValue);
  if (kind === 'listValue') return value.listValue.values.map(decodeValue);
  return value[kind];
}
function decodeStruct(struct: any): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(struct.fields).map(([key, value]) => [key, decodeValue(value)]),
  );
}

/** `tranformChatBoxAPI`: what each message becomes on the screen (throws where the original does). */
function bubbles(res: any[]): { text?: unknown; name?: string; values?: any[] }[] {
  return res.map((current) => {
    if (current.payload) {
      const { fields } = current.payload;
      if (fields.type && fields.type.stringValue) {
        const type = fields.type.stringValue;
        if (['SERVICES_LIST', 'GET_SHELTER_AVAILABLE_BEDS', 'CRISIS_LINES_LIST'].includes(type)) {
          return {
            name: type === 'CRISIS_LINES_LIST' ? type : 'SERVICES_LIST',
            values: fields.data.listValue.values.map((rep: any) =>
              decodeStruct({ fields: rep.structValue.fields }),
            ),
          };
        }
        return { name: type, values: [decodeStruct({ fields: fields.data.structValue.fields })] };
      }
      return {
        name: 'listValue',
        values: fields.quick_replies.listValue.values.map(
          (rep: any) => rep.structValue.fields.text.stringValue,
        ),
      };
    }
    return { text: current.text.text };
  });
}

describe.each(databaseKinds)("the original web client's chat on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  // `chatboxAPI(params)`: removeEmptyObject({...params, location, userTimezone}).
  const ask = (query: string, headers: Record<string, string> = {}, extra = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bot/query',
      headers: { 'content-type': 'application/json;charset=utf-8', ...headers },
      payload: removeEmptyObject({
        query,
        coordinate: '39.7392|-104.9903',
        chatToken: `0.${Math.random().toString(36).slice(2)}`,
        location: null,
        userTimezone: 420,
        ...extra,
      }),
    });

  it('says the greeting in the browser language, and keeps the key for the PWA', async () => {
    const spanish = await ask('Hi', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(spanish.statusCode).toBe(200);
    const [first] = spanish.json() as any[];
    expect(first).toMatchObject({ type: 'text', key: 'greeting' });
    expect(bubbles(spanish.json())[0]).toEqual({ text: [BOT_PHRASES_ES.greeting] });
    const english = await ask('Hi', { 'accept-language': 'en-US,en;q=0.9' });
    expect(bubbles(english.json())[0]).toEqual({ text: [BOT_PHRASES.greeting.en] });
  });

  it("puts the request's language field before the browser's", async () => {
    const res = await ask('Hi', { 'accept-language': 'en-US' }, { language: 'es' });
    expect(bubbles(res.json())[0]).toEqual({ text: [BOT_PHRASES_ES.greeting] });
  });

  it('shows service cards and their words as the original reads them', async () => {
    const res = await webCall(t.app, {
      method: 'POST',
      url: '/bot/query',
      data: removeEmptyObject({
        query: 'shelters near Denver',
        chatToken: '0.compat2',
        location: null,
        userTimezone: 420,
      }),
    });
    expect(res.status).toBe(200);
    const messages = res.data as any[];
    const shown = bubbles(messages);
    const list = shown.find((b) => b.name === 'SERVICES_LIST');
    const sent = messages.find((m) => m.payload?.type === 'SERVICES_LIST');
    expect(sent.payload.data.length).toBeGreaterThan(0);
    expect(list?.values?.map((s) => s.id)).toEqual(sent.payload.data.map((s: any) => s.id));
    // What the card reads: name, summary, the category list, schedules for the Schedule line.
    for (const card of list?.values ?? []) {
      expect(typeof card.name).toBe('string');
      expect(Array.isArray(card.category)).toBe(true);
      expect(Array.isArray(card.schedules)).toBe(true);
    }
    expect(shown.filter((b) => 'text' in b).every((b) => (b.text as string[])[0]?.length)).toBe(
      true,
    );
  });

  it('shows the quick replies as buttons with their words', async () => {
    const res = await webCall(t.app, {
      method: 'POST',
      url: '/bot/query',
      data: removeEmptyObject({ query: 'zzzz qqqq', chatToken: '0.compat3', userTimezone: 420 }),
    });
    const buttons = bubbles(res.data as any[]).find((b) => b.name === 'listValue');
    expect(buttons?.values).toEqual([
      'Food',
      'Shelter',
      'Health',
      'Resources',
      'Work',
      'Crisis lines',
    ]);
  });

  it('says distances in the asker’s number format: a decimal comma in Spanish', async () => {
    const question = '¿Qué tan lejos está Pioneer Square Night Shelter?';
    const spanish = await ask(question, {}, { language: 'es' });
    const words = bubbles(spanish.json()).map((b) => (b.text as string[] | undefined)?.[0] ?? '');
    // Denver to Seattle: about a thousand miles, '1021,3' in Spanish (no grouping under 10,000).
    expect(words).toContainEqual(
      expect.stringMatching(/^Estás a \d{4},\d millas de Pioneer Square Night Shelter\.$/),
    );
    const english = await ask(question, {}, { language: 'en' });
    const englishWords = bubbles(english.json()).map(
      (b) => (b.text as string[] | undefined)?.[0] ?? '',
    );
    expect(englishWords).toContainEqual(
      expect.stringMatching(
        /^You are \d,\d{3}\.\d miles away from Pioneer Square Night Shelter\.$/,
      ),
    );
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeeplTranslator } from '@server/services/translate/deepl';
import { createGoogleTranslator } from '@server/services/translate/google';
import { createLibreTranslateTranslator } from '@server/services/translate/libretranslate';
import { TranslationError } from '@server/services/translate/translator';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** A local stand-in for a translation service: records the request, answers what it is told. */
let seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

describe('LibreTranslate adapter', () => {
  it('posts q as a list with the languages and key, and reads translatedText', async () => {
    answer = { status: 200, body: { translatedText: ['Comidas', 'Adultos'] } };
    const libre = createLibreTranslateTranslator({ url: base, apiKey: 'k1', timeoutMs: 5000 });
    expect(await libre.translate(['Meals', 'Adults'], 'en', 'es')).toEqual(['Comidas', 'Adultos']);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/translate',
      body: { q: ['Meals', 'Adults'], source: 'en', target: 'es', format: 'text', api_key: 'k1' },
    });
  });

  it('fails on an error status or a wrong number of texts', async () => {
    const libre = createLibreTranslateTranslator({ url: base, apiKey: undefined, timeoutMs: 5000 });
    answer = { status: 500, body: { error: 'boom' } };
    await expect(libre.translate(['Meals'], 'en', 'es')).rejects.toBeInstanceOf(TranslationError);
    answer = { status: 200, body: { translatedText: ['a', 'b'] } };
    await expect(libre.translate(['Meals'], 'en', 'es')).rejects.toThrow(/unexpected shape/);
  });
});

describe('DeepL adapter', () => {
  it('sends the key in the Authorization header and DeepL language codes', async () => {
    answer = {
      status: 200,
      body: { translations: [{ detected_source_language: 'EN', text: 'Comidas' }] },
    };
    const deepl = createDeeplTranslator({
      url: `${base}/v2/translate`,
      apiKey: 'dk',
      timeoutMs: 5000,
    });
    expect(await deepl.translate(['Meals'], 'en', 'es')).toEqual(['Comidas']);
    expect(seen[0]?.url).toBe('/v2/translate');
    expect(seen[0]?.headers.authorization).toBe('DeepL-Auth-Key dk');
    expect(seen[0]?.body).toEqual({ text: ['Meals'], source_lang: 'EN', target_lang: 'ES' });
  });

  it('asks for a regional English and refuses to run without a key', async () => {
    answer = { status: 200, body: { translations: [{ text: 'Meals' }] } };
    const deepl = createDeeplTranslator({
      url: `${base}/v2/translate`,
      apiKey: 'dk',
      timeoutMs: 5000,
    });
    await deepl.translate(['Comidas'], 'es', 'en');
    expect(seen[0]?.body['target_lang']).toBe('EN-US');
    const keyless = createDeeplTranslator({ url: base, apiKey: undefined, timeoutMs: 5000 });
    await expect(keyless.translate(['Meals'], 'en', 'es')).rejects.toThrow(/DEEPL_API_KEY/);
    expect(seen).toHaveLength(1);
  });
});

describe('Google adapter', () => {
  it('sends the key as a query parameter and reads data.translations', async () => {
    answer = {
      status: 200,
      body: {
        data: { translations: [{ translatedText: 'Comidas' }, { translatedText: 'Todos' }] },
      },
    };
    const google = createGoogleTranslator({
      url: `${base}/language/translate/v2`,
      apiKey: 'gk',
      timeoutMs: 5000,
    });
    expect(await google.translate(['Meals', 'All'], 'en', 'es')).toEqual(['Comidas', 'Todos']);
    expect(seen[0]?.url).toBe('/language/translate/v2?key=gk');
    expect(seen[0]?.body).toEqual({
      q: ['Meals', 'All'],
      source: 'en',
      target: 'es',
      format: 'text',
    });
  });

  it('fails when the service cannot be reached', async () => {
    const google = createGoogleTranslator({
      url: 'http://127.0.0.1:1/v2',
      apiKey: 'gk',
      timeoutMs: 2000,
    });
    await expect(google.translate(['Meals'], 'en', 'es')).rejects.toThrow(/could not be reached/);
  });
});

import { expectTexts, postJson } from './http';
import { nothingToDo, TranslationError, type Language, type Translator } from './translator';

export interface GoogleOptions {
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

/** Google Cloud Translation v2 with an API key (`?key=`), plain text format. */
export function createGoogleTranslator(options: GoogleOptions): Translator {
  return {
    name: 'google',
    async translate(texts: string[], source: Language, target: Language): Promise<string[]> {
      if (nothingToDo(texts, source, target)) return [...texts];
      if (!options.apiKey) throw new TranslationError('GOOGLE_TRANSLATE_API_KEY is not set');
      const url = new URL(options.url);
      url.searchParams.set('key', options.apiKey);
      const answer = await postJson(
        'google',
        url.toString(),
        { q: texts, source, target, format: 'text' },
        options.timeoutMs,
      );
      const list = (answer as { data?: { translations?: unknown } } | null)?.data?.translations;
      const translated = Array.isArray(list)
        ? list.map((t) => (t as { translatedText?: unknown } | null)?.translatedText)
        : undefined;
      return expectTexts('google', translated, texts.length);
    },
  };
}

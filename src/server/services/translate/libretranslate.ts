import { expectTexts, postJson } from './http';
import { nothingToDo, TranslationError, type Language, type Translator } from './translator';

export interface LibreTranslateOptions {
  url: string | undefined;
  apiKey: string | undefined;
  timeoutMs: number;
}

/** A LibreTranslate server (POST /translate, `q` as a list answers a list). */
export function createLibreTranslateTranslator(options: LibreTranslateOptions): Translator {
  return {
    name: 'libretranslate',
    async translate(texts: string[], source: Language, target: Language): Promise<string[]> {
      if (nothingToDo(texts, source, target)) return [...texts];
      if (!options.url) throw new TranslationError('LIBRETRANSLATE_URL is not set');
      const endpoint = new URL(
        'translate',
        options.url.endsWith('/') ? options.url : `${options.url}/`,
      );
      const answer = await postJson(
        'libretranslate',
        endpoint.toString(),
        {
          q: texts,
          source,
          target,
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        },
        options.timeoutMs,
      );
      const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
      return expectTexts('libretranslate', translated, texts.length);
    },
  };
}

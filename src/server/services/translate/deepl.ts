import { expectTexts, postJson } from './http';
import { nothingToDo, TranslationError, type Language, type Translator } from './translator';

export interface DeeplOptions {
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

// DeepL wants a regional variant for English targets ('EN' alone is deprecated).
const TARGET: Record<Language, string> = { en: 'EN-US', es: 'ES' };
const SOURCE: Record<Language, string> = { en: 'EN', es: 'ES' };

/** DeepL API v2 (`/v2/translate`, key in the Authorization header). */
export function createDeeplTranslator(options: DeeplOptions): Translator {
  return {
    name: 'deepl',
    async translate(texts: string[], source: Language, target: Language): Promise<string[]> {
      if (nothingToDo(texts, source, target)) return [...texts];
      if (!options.apiKey) throw new TranslationError('DEEPL_API_KEY is not set');
      const answer = await postJson(
        'deepl',
        options.url,
        { text: texts, source_lang: SOURCE[source], target_lang: TARGET[target] },
        options.timeoutMs,
        { authorization: `DeepL-Auth-Key ${options.apiKey}` },
      );
      const list = (answer as { translations?: unknown } | null)?.translations;
      const translated = Array.isArray(list)
        ? list.map((t) => (t as { text?: unknown } | null)?.text)
        : undefined;
      return expectTexts('deepl', translated, texts.length);
    },
  };
}

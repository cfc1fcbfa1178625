import type { Config } from '@server/config';
import { createApertiumTranslator } from './apertium';
import { createDeeplTranslator } from './deepl';
import { createGoogleTranslator } from './google';
import { createLibreTranslateTranslator } from './libretranslate';
import type { Translator } from './translator';

export type { Language, Translator } from './translator';
export { TranslationError } from './translator';

type TranslateConfig = Pick<
  Config,
  | 'TRANSLATE_PROVIDER'
  | 'APERTIUM_BIN'
  | 'TRANSLATE_TIMEOUT_MS'
  | 'LIBRETRANSLATE_URL'
  | 'LIBRETRANSLATE_API_KEY'
  | 'DEEPL_API_KEY'
  | 'DEEPL_API_URL'
  | 'GOOGLE_TRANSLATE_API_KEY'
  | 'GOOGLE_TRANSLATE_URL'
>;

/** The configured engine (TRANSLATE_PROVIDER), or null when machine translation is off. */
export function createTranslator(config: TranslateConfig): Translator | null {
  const timeoutMs = config.TRANSLATE_TIMEOUT_MS;
  switch (config.TRANSLATE_PROVIDER) {
    case 'apertium':
      return createApertiumTranslator({ bin: config.APERTIUM_BIN, timeoutMs });
    case 'libretranslate':
      return createLibreTranslateTranslator({
        url: config.LIBRETRANSLATE_URL,
        apiKey: config.LIBRETRANSLATE_API_KEY,
        timeoutMs,
      });
    case 'deepl':
      return createDeeplTranslator({
        url: config.DEEPL_API_URL,
        apiKey: config.DEEPL_API_KEY,
        timeoutMs,
      });
    case 'google':
      return createGoogleTranslator({
        url: config.GOOGLE_TRANSLATE_URL,
        apiKey: config.GOOGLE_TRANSLATE_API_KEY,
        timeoutMs,
      });
    case 'none':
      return null;
  }
}

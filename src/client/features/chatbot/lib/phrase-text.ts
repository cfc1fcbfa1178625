import type { I18n } from '@lingui/core';
import type { BotPhraseKey } from '@shared/chatbot/phrases';
import { SERVICE_TYPE_LABELS } from '@client/lib/service-labels';
import { BOT_LABEL_MESSAGES, BOT_PHRASE_MESSAGES } from './phrase-messages';

type Params = Record<string, string | number> | undefined;

function has<T extends object>(map: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(map, key);
}

/** Codes become words of the person's language; numbers use its digits; data stays as it is. */
function paramValue(i18n: I18n, name: string, value: string | number): string {
  if (typeof value === 'number') return i18n.number(value, { maximumFractionDigits: 1 });
  if (name === 'label' && has(BOT_LABEL_MESSAGES, value)) return i18n._(BOT_LABEL_MESSAGES[value]);
  if (name === 'type' && has(SERVICE_TYPE_LABELS, value)) return i18n._(SERVICE_TYPE_LABELS[value]);
  return value;
}

/**
 * A phrase of the engine in the current language. A key this client does not know (a newer
 * server) says the fallback rather than a code.
 */
export function phraseText(i18n: I18n, key: string, params: Params): string {
  const phrase: BotPhraseKey = has(BOT_PHRASE_MESSAGES, key) ? key : 'fallback';
  const values = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [name, paramValue(i18n, name, value)]),
  );
  // A variable, not an object literal: Lingui's extractor reads literal `i18n._({...})` calls as
  // messages of their own and fails on the spread.
  const descriptor = { ...BOT_PHRASE_MESSAGES[phrase], values };
  return i18n._(descriptor);
}

/** FAQ answers from the database: Spanish when the UI is Spanish and the answer has it. */
export function databaseText(
  text: { en: string; es: string | null },
  locale: string,
): { text: string; lang: 'en' | 'es' } {
  return locale === 'es' && text.es?.trim()
    ? { text: text.es, lang: 'es' }
    : { text: text.en, lang: 'en' };
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BOT_LABEL_MESSAGES,
  BOT_PHRASE_MESSAGES,
} from '@client/features/chatbot/lib/phrase-messages';
import { SERVICE_TYPE_LABELS } from '@client/lib/service-labels';
import { BOT_LABELS, BOT_PHRASES } from '@shared/chatbot/phrases';
import { BOT_LABELS_ES, BOT_PHRASES_ES, BOT_TYPE_WORDS } from '@shared/chatbot/phrases-es';

/** msgid → msgstr of the visitors' Spanish catalogs (the first screen's and the others'). */
function spanishCatalog(): Map<string, string> {
  const text = ['first-screen', 'messages']
    .map((name) => readFileSync(`src/client/locales/es/${name}.po`, 'utf8'))
    .join('\n');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    entries.set((match[1] ?? '').replace(/\\"/g, '"'), (match[2] ?? '').replace(/\\"/g, '"'));
  }
  return entries;
}

/** The ICU placeholders of a message, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the chatbot phrase map', () => {
  it('has a Lingui message for every engine phrase, and none the engine does not send', () => {
    expect(Object.keys(BOT_PHRASE_MESSAGES).sort()).toEqual(Object.keys(BOT_PHRASES).sort());
  });

  it.each(Object.entries(BOT_PHRASES))(
    '%s: the same English and the same param names',
    (key, phrase) => {
      const message = BOT_PHRASE_MESSAGES[key as keyof typeof BOT_PHRASE_MESSAGES].message;
      expect(message).toBe(phrase.en);
      expect(placeholders(message ?? '')).toEqual([...phrase.params].sort());
    },
  );

  it('names every label code the engine sends, with its English word', () => {
    expect(Object.keys(BOT_LABEL_MESSAGES).sort()).toEqual(Object.keys(BOT_LABELS).sort());
    for (const [code, word] of Object.entries(BOT_LABELS))
      expect(BOT_LABEL_MESSAGES[code as keyof typeof BOT_LABELS].message).toBe(word);
  });

  // docs/api.md "The original ShelterApp clients": the server says the phrases itself to the original clients (original-shape.ts), from
  // a Spanish table in src/shared; it must say exactly what the PWA's catalog says.
  it('has the Spanish of the catalog in the shared table the server answers the original clients with', () => {
    const es = spanishCatalog();
    const differ: string[] = [];
    for (const [key, phrase] of Object.entries(BOT_PHRASES)) {
      if (es.get(phrase.en) !== BOT_PHRASES_ES[key as keyof typeof BOT_PHRASES_ES])
        differ.push(key);
    }
    for (const [code, word] of Object.entries(BOT_LABELS)) {
      if (es.get(word) !== BOT_LABELS_ES[code as keyof typeof BOT_LABELS_ES]) differ.push(code);
    }
    for (const [type, words] of Object.entries(BOT_TYPE_WORDS)) {
      const message = SERVICE_TYPE_LABELS[type as keyof typeof SERVICE_TYPE_LABELS].message ?? '';
      if (message !== words.en || es.get(message) !== words.es) differ.push(type);
    }
    expect(differ).toEqual([]);
  });
});

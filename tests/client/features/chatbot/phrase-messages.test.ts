import { describe, expect, it } from 'vitest';
import {
  BOT_LABEL_MESSAGES,
  BOT_PHRASE_MESSAGES,
} from '../../../../src/client/features/chatbot/lib/phrase-messages';
import { BOT_LABELS, BOT_PHRASES } from '../../../../src/shared/chatbot/phrases';

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
});

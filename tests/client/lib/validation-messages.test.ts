import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { translateValidation, VALIDATION_MESSAGES } from '@client/lib/validation-messages';
import { messages as englishMessages } from '@client/locales/en/messages.po';
import { messages as spanishMessages } from '@client/locales/es/messages.po';
import { MESSAGE_IDS, MESSAGES } from '@shared/validation/messages';

/** msgid → msgstr of a .po catalog, read the way tests/client/lib/catalogs.test.ts reads it. */
function readCatalog(locale: 'en' | 'es'): Map<string, string> {
  const text = readFileSync(`src/client/locales/${locale}/messages.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    if (match[1]) entries.set(match[1].replace(/\\"/g, '"'), (match[2] ?? '').replace(/\\"/g, '"'));
  }
  return entries;
}

function i18nIn(locale: 'en' | 'es') {
  return setupI18n({
    locale,
    messages: { en: englishMessages, es: spanishMessages },
  });
}

describe('the validation messages on the client', () => {
  const descriptors: Record<string, { message?: string }> = VALIDATION_MESSAGES;

  it('has a descriptor for every shared message id', () => {
    expect(MESSAGE_IDS.length).toBeGreaterThan(50);
    expect(MESSAGE_IDS.filter((id) => !(id in descriptors))).toEqual([]);
    expect(Object.keys(descriptors).sort()).toEqual([...MESSAGE_IDS].sort());
  });

  it('writes each descriptor with the id as its English text', () => {
    const mismatched = MESSAGE_IDS.filter((id) => descriptors[id]?.message !== id);
    expect(mismatched).toEqual([]);
  });

  it('finds every id in the English catalog', () => {
    const en = readCatalog('en');
    expect(MESSAGE_IDS.filter((id) => en.get(id) !== id)).toEqual([]);
  });

  it('has a Spanish translation, different from the English id, for every id', () => {
    const es = readCatalog('es');
    const untranslated = MESSAGE_IDS.filter((id) => {
      const spanish = es.get(id)?.trim();
      return !spanish || spanish === id;
    });
    expect(untranslated).toEqual([]);
  });

  it('translates an id into the active language', () => {
    expect(translateValidation(i18nIn('es'), MESSAGES.EMAIL_INVALID)).toBe(
      'Ingresa un correo electrónico válido.',
    );
    expect(translateValidation(i18nIn('es'), MESSAGES.BEDS_AVAILABLE_OVER_TOTAL)).toBe(
      'Las camas disponibles no pueden ser más que el total de camas.',
    );
    expect(translateValidation(i18nIn('en'), MESSAGES.ACCEPT_TERMS)).toBe(
      'Please accept Terms & Privacy to continue.',
    );
  });

  it('shows an id it does not know as sent', () => {
    expect(translateValidation(i18nIn('es'), 'Reached a limit this client never heard of.')).toBe(
      'Reached a limit this client never heard of.',
    );
    expect(translateValidation(i18nIn('es'), 'toString')).toBe('toString');
  });
});

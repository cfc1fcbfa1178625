import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@client/lib/api-errors';
import { ERROR_WORDS, errorText, isReason } from '@client/lib/error-text';
import { messages as englishMessages } from '@client/locales/en/messages.po';
import { messages as spanishMessages } from '@client/locales/es/messages.po';
import { API_ERROR_REASONS } from '@shared/api/error';
import { MESSAGES } from '@shared/validation/messages';

const i18nIn = (locale: 'en' | 'es') =>
  setupI18n({ locale, messages: { en: englishMessages, es: spanishMessages } });

/** msgid → msgstr of the visitors' Spanish catalog, as tests/client/lib/catalogs.test.ts reads it. */
function spanishCatalog(): Map<string, string> {
  const text = readFileSync('src/client/locales/es/messages.po', 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    if (match[1]) entries.set(match[1].replace(/\\"/g, '"'), (match[2] ?? '').replace(/\\"/g, '"'));
  }
  return entries;
}

describe('the words of a failed request (src/client/lib/error-text.ts)', () => {
  it('has English and Spanish words for every machine word of the API', () => {
    const words: Record<string, { message?: string }> = ERROR_WORDS;
    expect(Object.keys(words).sort()).toEqual([...API_ERROR_REASONS].sort());
    const es = spanishCatalog();
    const untranslated = API_ERROR_REASONS.filter((reason) => {
      const english = words[reason]?.message ?? '';
      const spanish = es.get(english)?.trim();
      return !spanish || spanish === english;
    });
    expect(untranslated).toEqual([]);
  });

  it('words a failure from its word, whatever the English message says', () => {
    const en = i18nIn('en');
    const es = i18nIn('es');
    const quota = new ApiError(400, 'Any text at all', 'SERVICE_QUOTA_REACHED');
    expect(errorText(en, quota)).toBe(
      'You reached the Max Limit for adding new services. Please contact the app admin to add more.',
    );
    expect(errorText(es, quota)).toBe(es._(ERROR_WORDS.SERVICE_QUOTA_REACHED));
    expect(errorText(es, quota)).not.toBe(errorText(en, quota));
    // The quota's English with another word is that word's failure.
    const other = new ApiError(
      400,
      'You reached the Max Limit for adding new services',
      'NOT_FOUND',
    );
    expect(errorText(en, other)).toBe('This was not found. It may have been deleted.');
    expect(isReason(quota, 'SERVICE_QUOTA_REACHED')).toBe(true);
    expect(isReason(other, 'SERVICE_QUOTA_REACHED')).toBe(false);
  });

  it('words a word it does not know (a newer server) by its status', () => {
    const error = new ApiError(403, 'Forbidden', 'SOMETHING_NEW');
    expect(error.reason).toBe('FORBIDDEN');
    expect(errorText(i18nIn('es'), error)).toBe('No tienes permiso para hacer esto.');
  });

  it('words a validation failure by its shared message id, in the person’s language', () => {
    const error = new ApiError(400, MESSAGES.EMAIL_INVALID, 'VALIDATION_FAILED', 'email');
    expect(errorText(i18nIn('es'), error)).toBe('Ingresa un correo electrónico válido.');
    const free = new ApiError(400, 'lat: Expected number', 'VALIDATION_FAILED', 'lat');
    expect(errorText(i18nIn('en'), free)).toBe(
      'Some of what you entered is not valid. Please check it and try again.',
    );
  });

  it('says so when there was no answer at all', () => {
    expect(errorText(i18nIn('en'), new NetworkError('offline'))).toBe(
      'Can not connect to server. Please check your network.',
    );
  });
});

import { i18n, type Messages } from '@lingui/core';
// English is the source language and the fallback, so its catalog ships in the entry chunk; Spanish
// is a separate chunk that the service worker precaches with the rest of the shell.
import { messages as englishMessages } from '../locales/en/messages.po';
import { readItem, writeItem } from './local-storage';
import { STORAGE_KEYS } from './storage-keys';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

export function readStoredLocale(): Locale {
  const stored = readItem(STORAGE_KEYS.language);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return englishMessages;
  const { messages } = await import('../locales/es/messages.po');
  return messages;
}

function apply(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** Activates a locale; if its catalog cannot load, falls back to English and says so in the log. */
export async function activateLocale(locale: Locale): Promise<Locale> {
  try {
    apply(locale, await loadMessages(locale));
    return locale;
  } catch (error) {
    console.error(`Could not load the ${locale} catalog; using English`, error);
    apply(DEFAULT_LOCALE, englishMessages);
    return DEFAULT_LOCALE;
  }
}

/** The person's choice: activate it and remember it on this device (product-spec §1, §9). */
export async function changeLocale(locale: Locale): Promise<void> {
  const active = await activateLocale(locale);
  writeItem(STORAGE_KEYS.language, active);
}

export function initI18n(): Promise<Locale> {
  return activateLocale(readStoredLocale());
}

export { i18n };

import { i18n, type Messages } from '@lingui/core';
// English is the source language and the fallback, so its catalog ships in the entry chunk; Spanish
// is a separate chunk that the service worker precaches with the rest of the shell.
import { messages as englishMessages } from '@client/locales/en/messages.po';
import { LANGUAGE_COOKIE } from '@shared/app-shell';
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

// The screens of signed-in people have their own catalog (lingui.config.ts), loaded with the
// first of them and from then on with every language change.
let withManagement = false;

async function loadManagement(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'en'
      ? await import('@client/locales/en/management.po')
      : await import('@client/locales/es/management.po');
  return messages;
}

async function loadMessages(locale: Locale): Promise<Messages> {
  const [main, management] = await Promise.all([
    locale === 'en'
      ? englishMessages
      : import('@client/locales/es/messages.po').then((module) => module.messages),
    withManagement ? loadManagement(locale) : {},
  ]);
  return { ...main, ...management };
}

const COOKIE_PATH = 'path=/';
const COOKIE_MAX_AGE = 'max-age=31536000';
const COOKIE_SAME_SITE = 'SameSite=Lax';

function apply(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  // The server draws a service's first screen in this language (src/server/http/served-service.ts).
  document.cookie = [
    `${LANGUAGE_COOKIE}=${locale}`,
    COOKIE_PATH,
    COOKIE_MAX_AGE,
    COOKIE_SAME_SITE,
  ].join('; ');
}

/**
 * Adds the management screens' messages for the active language (once; language changes then
 * load them too). A management route's chunk waits for it, so its first render is translated.
 */
export async function loadManagementCatalog(): Promise<void> {
  if (withManagement) return;
  withManagement = true;
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  i18n.load(locale, await loadManagement(locale));
}

/** Activates a locale; if its catalog cannot load, falls back to English and says so in the log. */
export async function activateLocale(locale: Locale): Promise<Locale> {
  try {
    apply(locale, await loadMessages(locale));
    return locale;
  } catch (error) {
    console.error(`Could not load the ${locale} catalog; using English`, error);
    const management = withManagement ? await loadManagement(DEFAULT_LOCALE).catch(() => ({})) : {};
    apply(DEFAULT_LOCALE, { ...englishMessages, ...management });
    return DEFAULT_LOCALE;
  }
}

/** The person's choice: activate it and remember it on this device (docs/spec/product-spec.md §1, §9). */
export async function changeLocale(locale: Locale): Promise<void> {
  const active = await activateLocale(locale);
  writeItem(STORAGE_KEYS.language, active);
}

export function initI18n(): Promise<Locale> {
  return activateLocale(readStoredLocale());
}

export { i18n };

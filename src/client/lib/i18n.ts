import { i18n, type Messages } from '@lingui/core';
// English is the source language and the fallback, so its first-screen catalog ships in the entry
// chunk; Spanish is a separate chunk that the service worker precaches with the rest of the shell.
import { messages as englishFirstScreen } from '@client/locales/en/first-screen.po';
import { LANGUAGE_COOKIE } from '@shared/app-shell';
import { nextChanceToLoad } from './load-chunk';
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

/**
 * The catalogs beside the first screen's (lingui.config.ts, docs/architecture.md "Catalogs"): the
 * other visitor screens' and the signed-in people's, each loaded with the first screen that needs
 * it and from then on with every language change.
 */
export type CatalogPart = 'visitor' | 'management';

const PARTS: Record<CatalogPart, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  visitor: {
    en: () => import('@client/locales/en/messages.po'),
    es: () => import('@client/locales/es/messages.po'),
  },
  management: {
    en: () => import('@client/locales/en/management.po'),
    es: () => import('@client/locales/es/management.po'),
  },
};

const wanted = new Map<CatalogPart, Promise<void>>();
/** Parts that could not load, asked for again when that can succeed. */
const failed = new Set<CatalogPart>();
/** The latest language activation, which each part waits for before it picks its language. */
let activation: Promise<unknown> = Promise.resolve();

const loadPart = async (part: CatalogPart, locale: Locale) =>
  (await PARTS[part][locale]()).messages;

async function loadMessages(locale: Locale): Promise<Messages> {
  const [main, ...parts] = await Promise.all([
    locale === 'en'
      ? englishFirstScreen
      : import('@client/locales/es/first-screen.po').then((module) => module.messages),
    ...[...wanted.keys()].map((part) => loadPart(part, locale)),
  ]);
  return Object.assign({}, main, ...parts) as Messages;
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

function retryFailed(): void {
  for (const part of [...failed]) void loadCatalog(part);
}

/**
 * Adds a part's messages for the active language (once; language changes then load it too). A
 * screen that needs it waits for it, so its first render is translated. A part that cannot load
 * (a broken update, offline before the service worker had it) is said in the log and asked for
 * again by the next screen that needs it, the next language change, or when the signal returns.
 */
export function loadCatalog(part: CatalogPart): Promise<void> {
  const known = wanted.get(part);
  if (known) return known;
  failed.delete(part);
  const loading = (async () => {
    // An activation already under way may not include this part; one that starts later does.
    await activation.catch(() => undefined);
    const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
    i18n.load(locale, await loadPart(part, locale));
  })().catch((error: unknown) => {
    console.error(`Could not load the ${part} catalog`, error);
    wanted.delete(part);
    // The screens already drawn show Lingui's ids: the part is asked for again at the next chance
    // it has to load (load-chunk.ts), and `i18n.load` then re-renders them in place.
    failed.add(part);
    void nextChanceToLoad().then(async () => {
      if (failed.has(part)) await loadCatalog(part);
    });
  });
  wanted.set(part, loading);
  return loading;
}

/** The management screens' messages (lazy-page.tsx's managementPage waits for them). */
export const loadManagementCatalog = () => loadCatalog('management');

/** Activates a locale; if its catalog cannot load, falls back to English and says so in the log. */
export function activateLocale(locale: Locale): Promise<Locale> {
  const activating = (async (): Promise<Locale> => {
    try {
      apply(locale, await loadMessages(locale));
      return locale;
    } catch (error) {
      console.error(`Could not load the ${locale} catalog; using English`, error);
      apply(DEFAULT_LOCALE, await loadMessages(DEFAULT_LOCALE).catch(() => englishFirstScreen));
      return DEFAULT_LOCALE;
    }
  })();
  activation = activating;
  // A part that failed before is wanted in the new language too.
  void activating.then(retryFailed, () => undefined);
  return activating;
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

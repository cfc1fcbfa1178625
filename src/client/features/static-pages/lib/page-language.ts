import type { StaticPageRecord } from '@shared/sync/protocol';

export type StaticPageCode = 'ABOUT' | 'TERMS' | 'PRIVACY';

/** The page's HTML in the UI language: Spanish when Spanish is chosen and written, else English. */
export function pageContentFor(page: StaticPageRecord, locale: string): string {
  if (locale === 'es' && page.contentEs?.trim()) return page.contentEs;
  return page.content;
}

/** The language the returned content is in, so the page can mark a fallback with `lang`. */
export function pageLanguageFor(page: StaticPageRecord, locale: string): 'en' | 'es' {
  return locale === 'es' && page.contentEs?.trim() ? 'es' : 'en';
}

import type { ServiceRecord } from '@shared/sync/protocol';

export type ContentLocale = 'en' | 'es';

export function contentLocale(locale: string): ContentLocale {
  return locale.startsWith('es') ? 'es' : 'en';
}

/** The machine-translated Spanish text when Spanish is chosen and it exists (docs/spec/product-spec.md §1). */
function pick(english: string | null, spanish: string | null, locale: ContentLocale) {
  return locale === 'es' && spanish?.trim() ? spanish : (english ?? '');
}

export interface LocalizedServiceText {
  summary: string;
  description: string;
  age: string;
}

export function localizedText(service: ServiceRecord, locale: ContentLocale): LocalizedServiceText {
  return {
    summary: pick(service.serviceSummary, service.serviceSummaryEs, locale),
    description: pick(service.description, service.descriptionEs, locale),
    age: pick(service.age, service.ageEs, locale),
  };
}

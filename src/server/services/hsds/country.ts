import { createRequire } from 'node:module';
import countriesLib from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countriesLib.registerLocale(require('i18n-iso-countries/langs/en.json'));

/** HSDS addresses carry ISO 3166-1 alpha-2 codes; our listings carry the English name. */
export const countryCode = (name: string): string =>
  countriesLib.getAlpha2Code(name, 'en') ?? (name.length === 2 ? name.toUpperCase() : 'US');

export function countryName(code: string | null | undefined): string {
  const text = (code ?? '').trim();
  if (text === '') return 'United States';
  if (text.length !== 2) return text;
  if (text.toUpperCase() === 'US') return 'United States';
  return countriesLib.getName(text.toUpperCase(), 'en') ?? text;
}

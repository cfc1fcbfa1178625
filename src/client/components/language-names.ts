import type { Locale } from '@client/lib/i18n';

// Each language is named in itself (an autonym), whatever the interface language: someone who
// cannot read the current language must still recognise their own. So these are not translated.
/* eslint-disable lingui/no-unlocalized-strings -- autonyms are the same in every language */
export const LANGUAGE_AUTONYMS: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
};
/* eslint-enable lingui/no-unlocalized-strings */

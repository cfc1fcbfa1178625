import { useLingui } from '@lingui/react';
import { EARLY_TAP } from '@client/early-taps/protocol';
import { changeLocale, isLocale, type Locale } from '@client/lib/i18n';
import { LANGUAGE_AUTONYMS } from './language-names';

/** The header switch: one button that names the other language, in that language. */
export function LanguageToggle() {
  const { i18n } = useLingui();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const other: Locale = current === 'en' ? 'es' : 'en';
  return (
    <button
      type="button"
      className="language-toggle"
      lang={other}
      onClick={() => void changeLocale(other)}
      data-early-tap={EARLY_TAP.language}
    >
      {LANGUAGE_AUTONYMS[other]}
    </button>
  );
}

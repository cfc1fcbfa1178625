import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { changeLocale, isLocale, LOCALES } from '@client/lib/i18n';
import { LANGUAGE_AUTONYMS } from './language-names';

/** Both languages side by side, the chosen one pressed; used where the choice is the point. */
export function LanguageChoice() {
  const { i18n } = useLingui();
  const current = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <fieldset className="language-choice">
      <legend>
        <Trans>Language</Trans>
      </legend>
      <div className="language-choice__options">
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            className="button button--choice"
            aria-pressed={locale === current}
            onClick={() => void changeLocale(locale)}
          >
            {LANGUAGE_AUTONYMS[locale]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

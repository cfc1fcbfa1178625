import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { errorText, type ErrorWordsOverride } from './error-text';

/** `errorText` in the active language, for components (a language switch re-words it). */
export function useErrorText(override?: ErrorWordsOverride): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback((error: unknown) => errorText(i18n, error, override), [i18n, override]);
}

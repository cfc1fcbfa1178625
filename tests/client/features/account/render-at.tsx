import { render } from '@testing-library/react';
import { App } from '@client/app/app';
import { activateLocale, type Locale } from '@client/lib/i18n';

/**
 * Renders the whole app at `path` through the browser history the router reads, so a test sees
 * the real guards, redirects and location state. Returns the current path to assert navigation.
 */
export async function renderAt(path: string, locale: Locale = 'en') {
  await activateLocale(locale);
  window.history.replaceState(null, '', path);
  const view = render(<App />);
  return { ...view, path: () => window.location.pathname };
}

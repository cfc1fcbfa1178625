import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../test-router';
import { activateLocale, i18n, type Locale } from '@client/lib/i18n';

/** Renders a piece of UI with the catalogs and a router, as inside the app. */
export async function renderUi(ui: ReactNode, options: { locale?: Locale; path?: string } = {}) {
  await activateLocale(options.locale ?? 'en');
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </I18nProvider>,
  );
}

// The first screen as index.html carries it (scripts/lib/prerender-shell.ts): rendered at build
// time from the app's own header and tabs, in the default language, with a skeleton where the
// list comes, so the first paint needs no JavaScript. React replaces it on mount (createRoot
// clears #root) with the same header and tabs in the same places. Not part of the page's bundle.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { DEFAULT_TAB } from '@client/features/services/store';
import { TypeTabs } from '@client/features/services/components/type-tabs';
import { messages } from '@client/locales/en/messages.po';
import { AppHeader } from '../layout/app-header';
import { MAIN_ID } from '../layout/main-id';
import { ListSkeleton } from './list-skeleton';

const ignore = () => undefined;

function FirstScreen() {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        <Trans>Skip to content</Trans>
      </a>
      <AppHeader menuOpen={false} onOpenMenu={ignore} menuButtonRef={null} inert={false} />
      <main id={MAIN_ID} className="app-main" tabIndex={-1}>
        <section className="page home">
          <h1 className="page__title visually-hidden">
            <Trans>Find help nearby</Trans>
          </h1>
          <div className="home__results" aria-busy="true">
            <ListSkeleton />
          </div>
          <TypeTabs tab={DEFAULT_TAB} onSelect={ignore} />
        </section>
      </main>
    </>
  );
}

/** The markup that goes inside index.html's #root. */
export function renderFirstScreen(): string {
  const i18n = setupI18n({ locale: 'en', messages: { en: messages } });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/">
        <FirstScreen />
      </Router>
    </I18nProvider>,
  );
}

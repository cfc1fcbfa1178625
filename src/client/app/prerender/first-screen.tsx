// The first screen as index.html carries it (scripts/lib/prerender-shell.ts): rendered at build
// time from the app's own header, demo notice and home frame, in the default language, with a
// skeleton where the list comes, so the first paint needs no JavaScript. React replaces it on
// mount (createRoot clears #root) with the same boxes in the same places: the app's first render
// of home is the same HomeFrame around the same HomeWaiting (tests/e2e/prerendered-shell.spec.ts
// compares them). Not part of the page's bundle.
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { DEMO_NOTICE_END, DEMO_NOTICE_START } from '@shared/app-shell';
import { DemoNoticeText } from '@client/features/demo-notice/components/demo-notice-text';
import { HomeFrame } from '@client/features/services/components/home-frame';
import { HomeWaiting } from '@client/features/services/components/home-waiting';
import { DEFAULT_TAB } from '@client/features/services/store';
import { messages } from '@client/locales/en/first-screen.po';
import { AppHeader } from '../layout/app-header';
import { MAIN_ID } from '../layout/main-id';

const ignore = () => undefined;

/** What comes before the demo notice, as AppLayout draws it. */
function Top() {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        <Trans>Skip to content</Trans>
      </a>
      <AppHeader menuOpen={false} onOpenMenu={ignore} menuButtonRef={null} inert={false} />
    </>
  );
}

/** Home's main landmark before its list is read. */
function Main() {
  return (
    <main id={MAIN_ID} className="app-main" tabIndex={-1}>
      <HomeFrame tab={DEFAULT_TAB} onSelectTab={ignore}>
        <HomeWaiting mirrorEmpty={false} />
      </HomeFrame>
    </main>
  );
}

// renderToString, not renderToStaticMarkup: it keeps adjacent texts apart (`<!-- -->` between
// them), so the page holds the same text nodes as after the app's render. One text node where the
// app has two is drawn a pixel wider, and Chrome took the app's notice for a new, larger paint
// (Lighthouse's LCP then waited for the app).
const render = (i18n: I18n, node: ReactNode) =>
  renderToString(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/">{node}</Router>
    </I18nProvider>,
  );

/** The markup that goes inside index.html's #root, the demo notice between its markers. */
export function renderFirstScreen(): string {
  const i18n = setupI18n({ locale: 'en', messages: { en: messages } });
  return [
    render(i18n, <Top />),
    DEMO_NOTICE_START,
    render(i18n, <DemoNoticeText />),
    DEMO_NOTICE_END,
    render(i18n, <Main />),
  ].join('');
}

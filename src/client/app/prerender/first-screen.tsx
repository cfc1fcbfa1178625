// The first screen as the server sends it: rendered from the app's own header, demo notice and
// page, so the first paint needs no JavaScript. Home's, in English, goes into index.html at build
// time (scripts/lib/prerender-shell.ts); a public service's page is rendered per request by the
// server with the same function, built for Node into the build's folder (SERVER_RENDERER_FILE),
// in the language the app will show. React replaces it on mount (createRoot clears #root) with the
// same boxes in the same places: the app's first render of home is the same HomeFrame around the
// same HomeWaiting, and of a served service the same ServiceDetail of the record the page carries
// (tests/e2e/prerendered-shell.spec.ts, tests/e2e/served-service.spec.ts). Not part of the page's
// bundle.
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { ServiceRecord } from '@shared/api/service';
import {
  DEMO_NOTICE_END,
  DEMO_NOTICE_START,
  FIRST_SCREEN_END,
  FIRST_SCREEN_START,
  type FirstScreenLocale,
} from '@shared/app-shell';
import { DemoNoticeText } from '@client/features/demo-notice/components/demo-notice-text';
import { ServiceDetail } from '@client/features/service-detail/components/service-detail';
import { HomeFrame } from '@client/features/services/components/home-frame';
import { HomeWaiting } from '@client/features/services/components/home-waiting';
import { DEFAULT_TAB } from '@client/features/services/store';
import { messages as englishFirst } from '@client/locales/en/first-screen.po';
import { messages as englishRest } from '@client/locales/en/messages.po';
import { messages as spanishFirst } from '@client/locales/es/first-screen.po';
import { messages as spanishRest } from '@client/locales/es/messages.po';
import { AppHeader } from '../layout/app-header';
import { MAIN_ID } from '../layout/main-id';

// Both of a language's visitor catalogs (docs/architecture.md "Catalogs"): this renderer runs at build
// time and in the server, never in the page, so it need not wait for the split the page makes.
const english = { ...englishRest, ...englishFirst };
const spanish = { ...spanishRest, ...spanishFirst };

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

/** The main landmark as AppLayout draws it, around a page. */
function Main({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} className="app-main" tabIndex={-1}>
      {children}
    </main>
  );
}

// renderToString, not renderToStaticMarkup: it keeps adjacent texts apart (`<!-- -->` between
// them), so the page holds the same text nodes as after the app's render. One text node where the
// app has two is drawn a pixel wider, and Chrome took the app's notice for a new, larger paint
// (Lighthouse's LCP then waited for the app).
const render = (i18n: I18n, path: string, node: ReactNode) =>
  renderToString(
    <I18nProvider i18n={i18n}>
      <Router ssrPath={path}>{node}</Router>
    </I18nProvider>,
  );

function screen(locale: FirstScreenLocale, path: string, page: ReactNode): string {
  const i18n = setupI18n({ locale, messages: { en: english, es: spanish } });
  return [
    FIRST_SCREEN_START,
    render(i18n, path, <Top />),
    DEMO_NOTICE_START,
    render(i18n, path, <DemoNoticeText />),
    DEMO_NOTICE_END,
    render(i18n, path, <Main>{page}</Main>),
    FIRST_SCREEN_END,
  ].join('');
}

/** Home's markup for index.html's #root, in English, the demo notice between its markers. */
export function renderFirstScreen(): string {
  return screen(
    'en',
    '/',
    <HomeFrame tab={DEFAULT_TAB} onSelectTab={ignore}>
      <HomeWaiting mirrorEmpty={false} />
    </HomeFrame>,
  );
}

/** A public service's page for #root, as a guest sees it in `locale`. */
export function renderServiceScreen(service: ServiceRecord, locale: FirstScreenLocale): string {
  return screen(
    locale,
    `/services/${service.id}`,
    <ServiceDetail service={service} userId={null} />,
  );
}

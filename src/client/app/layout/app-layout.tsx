import { Trans } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  giveDeviceKudo,
  toggleDeviceFavorite,
} from '@client/components/service/device-mark-actions';
import { Toaster } from '@client/components/ui/toaster';
import { changeLocale, i18n } from '@client/lib/i18n';
import { useSessionStore } from '@client/lib/session-store';
import { DemoNotice } from '@client/features/demo-notice/components/demo-notice';
import { SyncBanner } from '@client/features/sync-status/components/sync-banner';
import { UpdatePrompt } from '../pwa/update-prompt';
import { AppHeader } from './app-header';
import { answerEarlyTaps, takeEarlyTaps } from './early-taps';
import { MAIN_ID } from './main-id';
import { RefusalNotice } from './refusal-notice';
import { RouteFallback } from './route-fallback';
import { SideMenu } from './side-menu';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useScrollRestoration } from './use-scroll-restoration';

export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const wasMenuOpen = useRef(false);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Focus goes back to the menu button once the header is no longer inert.
  useEffect(() => {
    if (wasMenuOpen.current && !menuOpen) menuButtonRef.current?.focus();
    wasMenuOpen.current = menuOpen;
  }, [menuOpen]);

  // A tap on the prerendered Menu or language button, or on a served service page's kudos or
  // favorites button, came before the app could answer it.
  useEffect(() => {
    const { openMenu, locale, kudos, favorites } = answerEarlyTaps(takeEarlyTaps());
    void (async () => {
      if (locale) await changeLocale(locale);
      // After the language: a favorite's toast speaks it.
      for (const serviceId of kudos) await giveDeviceKudo(i18n, serviceId);
      const userId = useSessionStore.getState().user?.id ?? null;
      for (const serviceId of favorites) await toggleDeviceFavorite(i18n, serviceId, userId);
    })().catch((error: unknown) =>
      console.error('Could not answer a tap from before the app mounted', error),
    );
    // A second render at mount, and only after such a tap: what the rule warns of is a cascade.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- answers a tap from before the mount
    if (openMenu) setMenuOpen(true);
  }, []);

  useFocusOnNavigation(mainRef);
  useScrollRestoration();

  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        <Trans>Skip to content</Trans>
      </a>
      <AppHeader
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        menuButtonRef={menuButtonRef}
        inert={menuOpen}
      />
      <SideMenu open={menuOpen} onClose={closeMenu} />
      <SyncBanner inert={menuOpen} />
      <DemoNotice />
      <main id={MAIN_ID} ref={mainRef} className="app-main" tabIndex={-1} inert={menuOpen}>
        <RefusalNotice />
        <Suspense fallback={<RouteFallback />}>{children}</Suspense>
      </main>
      <UpdatePrompt />
      <Toaster />
    </>
  );
}

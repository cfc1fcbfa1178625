import '@client/styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@client/app/app';
import { preloadPage } from '@client/app/lazy-page';
import { registerServiceWorker } from '@client/app/pwa/register-service-worker';
import { pageOf } from '@client/app/route-table';
import { startApp } from '@client/app/start-app';
import { warmIntl } from '@client/app/warm-intl';
import { preloadServiceIndex } from '@client/db/catalog';
import { earlyMirror } from '@client/db/watch-mirror';
import { settleHomeAddress } from '@client/features/services/home-address';
import { afterFirstContent } from '@client/lib/first-content';
import { useLocationStore } from '@client/lib/location-store';
import { useSessionStore } from '@client/lib/session-store';
import { startSync } from '@client/sync/page-engine';
import { startSyncWorker } from '@client/sync/sync-worker-start';

// The marks let `npm run bench:sync` say where a cold start's time goes.
performance.mark('refugio:main');
warmIntl();
// The home list's index is read while the shell starts, without Dexie (offline cold start,
// docs/sync.md). Home on an empty mirror (a first visit) has nothing to list before the snapshot:
// the sync worker starts now and fetches it while the first screen is drawn, not after its
// content (sync/snapshot-ahead.ts). Another route (a served service's page) has its own content,
// and the worker's work beside the page's start only slowed that start (docs/sync.md "Snapshot").
if (location.pathname === '/') {
  preloadServiceIndex(earlyMirror());
  void earlyMirror()
    .read(['meta'], (tx) => tx.get('meta', ['cursor']))
    .then(([cursor]) => cursor === undefined && startSyncWorker())
    .catch(() => undefined);
}

// The route's chunk (preloaded by index.html) loads with the start, so the first render draws the
// screen, not a "Loading…" in the place of the prerendered first screen. A chunk that fails to
// load (a broken update) is left to the render, whose error boundary says so.
const routeLoaded = preloadPage(pageOf(location.pathname)).catch(() => undefined);
await startApp();

// Home's address names its tab before the first render, which then draws home once.
settleHomeAddress();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Not awaited here: the route's chunk imports this one, whose evaluation (this top-level await)
// it waits for, so awaiting it here would never end.
void routeLoaded.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The worker's registration and the sync engine wait until the first screen shows its content.
const sync = afterFirstContent().then(() => {
  registerServiceWorker();
  return startSync({
    session: () => {
      const { user, token } = useSessionStore.getState();
      return { userId: user?.id ?? null, token };
    },
    onSessionChange: (listener) =>
      useSessionStore.subscribe((now, before) => now.token !== before.token && listener()),
    placesNear: () => useLocationStore.getState().location,
    onPlaceChange: (listener) =>
      useLocationStore.subscribe((now, before) => now.location !== before.location && listener()),
  });
});
// The engine failing to load (a broken update) leaves the app readable from the mirror.
sync.catch((error: unknown) => console.error('The sync engine did not start:', error));

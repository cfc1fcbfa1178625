import '@client/styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@client/app/app';
import { registerServiceWorker } from '@client/app/pwa/register-service-worker';
import { startApp } from '@client/app/start-app';
import { warmIntl } from '@client/app/warm-intl';
import { preloadServiceIndex } from '@client/db/catalog';
import { earlyMirror } from '@client/db/watch-mirror';
import { afterFirstContent } from '@client/lib/first-content';
import { useLocationStore } from '@client/lib/location-store';
import { useSessionStore } from '@client/lib/session-store';
import { startSync } from '@client/sync/page-engine';

// The home list's index is read while the shell starts, without Dexie (offline cold start,
// docs/sync.md).
// The marks let `npm run bench:sync` say where a cold start's time goes.
performance.mark('refugio:main');
warmIntl();
if (location.pathname === '/') preloadServiceIndex(earlyMirror());

await startApp();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
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

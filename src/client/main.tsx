import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { startApp } from './app/start-app';
import { preloadServiceIndex } from './db/catalog';
import { localDb } from './db/database';
import { useLocationStore } from './lib/location-store';
import { useSessionStore } from './features/auth/store';
import { startSync } from './sync/runtime';

// The home list's index is read while the shell starts (offline cold start, docs/sync.md).
// The marks let `npm run bench:sync` say where a cold start's time goes.
performance.mark('refugio:main');
if (location.pathname === '/') preloadServiceIndex(localDb());

await startApp();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
startSync({
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

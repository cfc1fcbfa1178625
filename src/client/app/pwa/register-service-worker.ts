import { registerSW } from 'virtual:pwa-register';
import { nextChanceToLoad } from '@client/lib/load-chunk';
import { useUpdateStore } from './update-store';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Reloads once, at the next controller change: when the new worker has taken over. */
function reloadWhenControlled(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
}

/**
 * Registers sw.js with the update prompt (registerType 'prompt'): a new version waits until the
 * person chooses 'Update'; the page reloads once the new worker controls it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      useUpdateStore.getState().offer(async () => {
        reloadWhenControlled();
        await updateServiceWorker();
      }),
    // The reload is ours (reloadWhenControlled): workbox-window marks the takeover as an update
    // only when the page already had a controller when it loaded, so a page that was opened for
    // the very first install would never reload into the new version.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // Long-lived home-screen sessions would otherwise only see updates on a cold start.
      setInterval(() => {
        if (navigator.onLine) {
          registration.update().catch((error: unknown) => {
            console.warn('Service worker update check failed', error);
          });
        }
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) => {
      console.error('Service worker registration failed', error);
      // Most often the registration's own chunk (workbox-window) could not be fetched: the
      // signal went right after a first visit's first screen. Without a worker the next start
      // offline would fail, so this one registers again once the signal is back.
      void nextChanceToLoad().then(registerServiceWorker);
    },
  });
}

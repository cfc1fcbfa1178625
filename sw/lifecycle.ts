/// <reference lib="webworker" />

/** The message workbox-window's messageSkipWaiting() sends when the person accepts the update. */
const SKIP_WAITING = 'SKIP_WAITING';

function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING;
}

/**
 * The app shows an update prompt (registerType 'prompt'), so a new version waits until the page
 * asks for it. The very first install has nobody to wait for and activates at once: together
 * with clientsClaim() that makes the first page controlled, so it works offline after one visit
 * (docs/spec/stack-notes.md G8).
 */
export function handleLifecycle(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('install', () => {
    if (!scope.registration.active) void scope.skipWaiting();
  });
  scope.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) void scope.skipWaiting();
  });
}

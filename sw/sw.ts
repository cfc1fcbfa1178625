/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { handleLifecycle } from './lifecycle';
import { handleOutboxSync } from './outbox-sync';
import { handlePush } from './push';

declare let self: ServiceWorkerGlobalScope;

handleLifecycle(self);
handleOutboxSync(self);
handlePush(self);
clientsClaim();

// The shell: index.html, every JS/CSS chunk (both catalogs included), icons and the manifest.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links (/crisis_lines, /services/42) open offline: every navigation gets the cached shell.
// /api/ stays on the network so the server answers its own errors. The cached shell is what the
// server sends for /index.html, the generic shell: a page it drew for one service (with that
// service's record, src/server/http/served-service.ts) is never cached, so never shown for
// another URL (tests/server/served-service.test.ts asks /index.html).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }),
);

/// <reference lib="webworker" />
import { pushPayloadSchema, type PushPayload } from '@shared/validation/push';

const ICON = '/icons/icon-192.png';

/** The server's JSON (src/server/services/notify/texts.ts); anything else still shows something. */
function readPayload(event: PushEvent): PushPayload {
  try {
    const parsed = pushPayloadSchema.safeParse(event.data?.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through to the plain text.
  }
  return { title: 'Refugio', body: event.data?.text() ?? '', url: '/' };
}

/** Only paths of this app are opened: a payload cannot send the person elsewhere. */
function sameOriginUrl(scope: ServiceWorkerGlobalScope, url: unknown): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', scope.location.origin);
    return target.origin === scope.location.origin ? target.href : scope.location.origin + '/';
  } catch {
    return scope.location.origin + '/';
  }
}

/** Focuses a Refugio tab (moving it to `url`) or opens one. */
async function openApp(scope: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((c) => new URL(c.url).origin === scope.location.origin);
  if (tab) {
    await tab.focus();
    if (tab.url !== url) await tab.navigate(url).catch(() => undefined);
    return;
  }
  await scope.clients.openWindow(url);
}

/**
 * Web Push (docs/push.md): each message is shown as a notification (a push the person cannot
 * see would break the browser's userVisibleOnly promise); a click opens its page in the app.
 */
export function handlePush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPayload(event);
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        icon: ICON,
        badge: ICON,
        data: { url: payload.url },
        ...(payload.tag ? { tag: payload.tag } : {}),
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openApp(scope, sameOriginUrl(scope, data?.url)));
  });
}

import { describe, expect, it, vi } from 'vitest';
import { handlePush } from '@sw/push';

type Listener = (event: unknown) => void;

/** A service worker scope with only what sw/push.ts touches. */
function fakeScope(
  tabs: { url: string; focus: () => Promise<void>; navigate: () => Promise<void> }[] = [],
) {
  const listeners: Record<string, Listener> = {};
  const scope = {
    location: { origin: 'https://refugio.example' },
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null) },
  };
  handlePush(scope as unknown as ServiceWorkerGlobalScope);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { scope, fire };
}

describe('the service worker push handler', () => {
  it('shows the payload with the app icon and keeps its url', async () => {
    const { scope, fire } = fakeScope();
    const payload = {
      title: 'Tu servicio está aprobado',
      body: '«Sopa» ya aparece.',
      url: '/services/1',
    };
    await fire('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Tu servicio está aprobado',
      expect.objectContaining({
        body: '«Sopa» ya aparece.',
        icon: '/icons/icon-192.png',
        data: { url: '/services/1' },
      }),
    );
  });

  it('opens the app at the notification url, never another site', async () => {
    const { scope, fire } = fakeScope();
    const close = vi.fn();
    await fire('notificationclick', { notification: { close, data: { url: '/feedbacks' } } });
    expect(close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://refugio.example/feedbacks');
    await fire('notificationclick', {
      notification: { close, data: { url: 'https://evil.test/' } },
    });
    expect(scope.clients.openWindow).toHaveBeenLastCalledWith('https://refugio.example/');
  });

  it('focuses an open Refugio tab and moves it to the url', async () => {
    const tab = {
      url: 'https://refugio.example/',
      focus: vi.fn(async () => undefined),
      navigate: vi.fn(async () => undefined),
    };
    const { scope, fire } = fakeScope([tab]);
    await fire('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/manage_approvals' } },
    });
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith('https://refugio.example/manage_approvals');
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });
});

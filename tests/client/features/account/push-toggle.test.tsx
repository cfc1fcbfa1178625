import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushToggle } from '@client/features/account/components/push-toggle';
import { activateLocale } from '@client/lib/i18n';
import { useSessionStore } from '@client/lib/session-store';
import { fakeApi, ok } from './fake-api';

const VAPID_KEY =
  'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** A stand-in PushSubscription: what the browser's pushManager would hand back. */
function fakeSubscription() {
  const json = {
    endpoint: 'https://push.example.org/send/abc',
    expirationTime: null,
    keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
  };
  return { ...json, toJSON: () => json, unsubscribe: vi.fn(async () => true) };
}

/** Mocks the browser edge: Notification, PushManager and the service worker registration. */
function mockBrowser(options: { permission?: NotificationPermission; subscribed?: boolean } = {}) {
  let current: ReturnType<typeof fakeSubscription> | null = options.subscribed
    ? fakeSubscription()
    : null;
  const requestPermission = vi.fn(async () => options.permission ?? 'granted');
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(
      async (_options: PushSubscriptionOptionsInit) => (current = fakeSubscription()),
    ),
  };
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ pushManager })) },
  });
  return { requestPermission, pushManager, current: () => current };
}

async function renderToggle(locale: 'en' | 'es' = 'en') {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <PushToggle />
    </I18nProvider>,
  );
}

beforeEach(() => {
  useSessionStore
    .getState()
    .signIn({ id: 'u-1', email: 'ana@example.org', displayName: 'Ana', roles: ['USER'] }, 'tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushToggle', () => {
  it('asks for permission only after the click, then registers the subscription', async () => {
    const browser = mockBrowser();
    const api = fakeApi({
      'GET /push/public-key': ok({ publicKey: VAPID_KEY }),
      'POST /auth/register-device': ok({}),
    });
    await renderToggle('es');
    const button = await screen.findByRole('button', {
      name: /Turn on notifications|Activar notificaciones/,
    });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();

    fireEvent.click(button);
    await screen.findByRole('button', {
      name: /Turn off notifications|Desactivar notificaciones/,
    });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65); // the raw P-256 key
    const [call] = api.find('POST /auth/register-device');
    expect(call?.authorization).toBe('Bearer tok-1');
    const body = call?.body as {
      platform: string;
      token: string;
      deviceId: string;
      language: string;
    };
    expect(body.platform).toBe('WEB');
    expect(JSON.parse(body.token)).toEqual(browser.current()!.toJSON());
    expect(body.deviceId).toMatch(/^web-/);
    expect(body.language).toBe('es');
  });

  it('keeps one device id per browser across turning on and off', async () => {
    const browser = mockBrowser({ subscribed: true });
    const api = fakeApi({ 'POST /auth/remove-device': ok({}) });
    await renderToggle();
    const subscription = browser.current()!;
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off notifications' }));
    await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(api.find('POST /auth/remove-device')[0]?.body).toEqual({
      deviceId: localStorage.getItem('refugio.pushDeviceId'),
    });
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('explains a refused permission and registers nothing', async () => {
    const browser = mockBrowser({ permission: 'denied' });
    const api = fakeApi({});
    await renderToggle();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/blocked/));
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it('says so in a browser without Web Push', async () => {
    fakeApi({});
    await renderToggle();
    expect((await screen.findByRole('status')).textContent).toMatch(/cannot show notifications/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

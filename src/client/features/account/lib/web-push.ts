// The browser side of Web Push (docs/push.md). Kept apart from the component so the test can
// drive it with navigator.serviceWorker and PushManager mocked.

const DEVICE_ID_KEY = 'refugio.pushDeviceId';

/** Whether this browser can receive Web Push at all (iOS Safari only from the home screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export const permissionDenied = () => Notification.permission === 'denied';

/**
 * A stable id for this browser, the register-device `deviceId`. It is an identifier, not data,
 * so it stays in localStorage rather than the Dexie mirror.
 */
export function pushDeviceId(): string {
  let id = localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = `web-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

/** The service worker's registration, or null (none registered, e.g. in development). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Subscribes with the server's VAPID key; null when there is no service worker to hold it. */
export async function subscribe(publicKey: string): Promise<PushSubscription | null> {
  const reg = await registration();
  if (!reg) return null;
  return reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
}

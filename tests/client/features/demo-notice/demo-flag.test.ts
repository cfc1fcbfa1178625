import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@client/lib/storage-keys';

// The flag's first value is read when its module loads: each case loads a fresh copy.
async function freshStore() {
  vi.resetModules();
  return import('@client/features/demo-notice/store');
}
const freshFlag = async () => (await freshStore()).useDemoFlag.getState().demo;

function shellMeta(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'refugio-demo';
  meta.content = content;
  document.head.append(meta);
}

/** The page as the service worker's precache answers it: a worker controls it. */
function servedByTheWorker(): void {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), { controller: {} }),
  });
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="refugio-demo"]').forEach((m) => m.remove());
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('the demo flag before the first /api/health answer', () => {
  it('follows the app shell when nothing is remembered (a first visit)', async () => {
    expect(await freshFlag()).toBe(false);
    shellMeta('1');
    expect(await freshFlag()).toBe(true);
  });

  it('takes the word of a shell the server has just sent over the remembered answer', async () => {
    shellMeta('0');
    localStorage.setItem(STORAGE_KEYS.demo, '1');
    expect(await freshFlag()).toBe(false);
    document.head.querySelector('meta[name="refugio-demo"]')?.remove();
    shellMeta('1');
    localStorage.setItem(STORAGE_KEYS.demo, '0');
    expect(await freshFlag()).toBe(true);
  });

  it('prefers the remembered answer to a precached shell, which dates from its install', async () => {
    servedByTheWorker();
    shellMeta('1');
    localStorage.setItem(STORAGE_KEYS.demo, '0');
    expect(await freshFlag()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.demo, '1');
    document.head.querySelector('meta[name="refugio-demo"]')?.remove();
    shellMeta('0');
    expect(await freshFlag()).toBe(true);
    localStorage.clear();
    expect(await freshFlag()).toBe(false);
  });
});

describe('the demo notice', () => {
  const health = (demoData: boolean) =>
    new Response(
      JSON.stringify({
        status: 'ok',
        database: 'pglite',
        schemaVersion: 10,
        expectedSchemaVersion: 10,
        version: '0.1.0',
        demoData,
      }),
      { headers: { 'content-type': 'application/json' } },
    );

  async function mountNotice() {
    const { useDemoFlag } = await freshStore();
    const { DemoNotice } = await import('@client/features/demo-notice/components/demo-notice');
    const { markFirstContent } = await import('@client/lib/first-content');
    const { I18nProvider } = await import('@lingui/react');
    const { activateLocale, i18n } = await import('@client/lib/i18n');
    await activateLocale('en');
    const view = render(createElement(I18nProvider, { i18n }, createElement(DemoNotice)));
    markFirstContent();
    return { useDemoFlag, view };
  }

  it('asks nothing when the server has just sent the shell, and remembers its word', async () => {
    const fetch = vi.fn(() => Promise.resolve(health(false)));
    vi.stubGlobal('fetch', fetch);
    shellMeta('1');
    const { view } = await mountNotice();
    expect(view.container.querySelector('.demo-notice')).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.demo)).toBe('1');
    // Longer than the work after the first content waits (first-content.ts).
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks /api/health when the page is the precached shell, and follows the answer', async () => {
    const fetch = vi.fn(() => Promise.resolve(health(false)));
    vi.stubGlobal('fetch', fetch);
    servedByTheWorker();
    shellMeta('1');
    const { useDemoFlag, view } = await mountNotice();
    expect(view.container.querySelector('.demo-notice')).not.toBeNull();
    await waitFor(() => expect(useDemoFlag.getState().demo).toBe(false));
    expect(fetch).toHaveBeenCalledWith('/api/health', expect.anything());
    await waitFor(() => expect(view.container.querySelector('.demo-notice')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.demo)).toBe('0');
  });
});

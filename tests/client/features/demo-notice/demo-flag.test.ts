import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@client/lib/storage-keys';

// The flag's first value is read when its module loads: each case loads a fresh copy.
async function freshFlag(): Promise<boolean> {
  vi.resetModules();
  const { useDemoFlag } = await import('@client/features/demo-notice/store');
  return useDemoFlag.getState().demo;
}

function shellMeta(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'refugio-demo';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="refugio-demo"]').forEach((m) => m.remove());
  localStorage.clear();
});

describe('the demo flag before the first /api/health answer', () => {
  it('follows the app shell when nothing is remembered (a first visit)', async () => {
    expect(await freshFlag()).toBe(false);
    shellMeta('1');
    expect(await freshFlag()).toBe(true);
  });

  it('prefers the remembered answer, which is newer than a precached shell', async () => {
    shellMeta('1');
    localStorage.setItem(STORAGE_KEYS.demo, '0');
    expect(await freshFlag()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.demo, '1');
    document.head.querySelector('meta[name="refugio-demo"]')?.remove();
    expect(await freshFlag()).toBe(true);
  });
});

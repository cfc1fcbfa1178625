import { create } from 'zustand';
import { readItem, writeItem } from '@client/lib/local-storage';
import { STORAGE_KEYS } from '@client/lib/storage-keys';

interface DemoFlagState {
  demo: boolean;
  setDemo(demo: boolean): void;
}

/** What the page says when no answer is remembered: the server marks its demo shell. */
function shellSaysDemo(): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector('meta[name="refugio-demo"]')?.getAttribute('content') === '1';
}

/**
 * Whether the server holds the fictional demo listings; remembered for offline starts. Before
 * the first answer of /api/health, the app shell's meta tag says it (src/server/plugins/static-pwa.ts),
 * so a first visit draws the notice with its first paint.
 */
export const useDemoFlag = create<DemoFlagState>((set) => ({
  demo: (readItem(STORAGE_KEYS.demo) ?? (shellSaysDemo() ? '1' : '0')) === '1',
  setDemo(demo) {
    writeItem(STORAGE_KEYS.demo, demo ? '1' : '0');
    set({ demo });
  },
}));

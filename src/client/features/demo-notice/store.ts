import { create } from 'zustand';
import { readItem, writeItem } from '@client/lib/local-storage';
import { STORAGE_KEYS } from '@client/lib/storage-keys';

interface DemoFlagState {
  demo: boolean;
  setDemo(demo: boolean): void;
}

/**
 * What the app shell says (src/server/http/app-shell.ts writes it either way); null when it says
 * nothing, as Vite's dev server's index.html.
 */
function shellFlag(): boolean | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector('meta[name="refugio-demo"]')?.getAttribute('content');
  return content === '1' ? true : content === '0' ? false : null;
}

/** Whether this page came from the server, not from the service worker's precache. */
const pageFromServer = () =>
  typeof navigator === 'undefined' || !navigator.serviceWorker?.controller;

/** The shell's word, read once. */
const shellWord = shellFlag();

/**
 * The shell's word when the server has just sent it (a first visit, a start without the service
 * worker): as new as an /api/health answer, so nothing is asked. Null when the page is the
 * precached shell, whose word dates from its install, or says nothing.
 */
export const freshShellFlag: boolean | null = pageFromServer() ? shellWord : null;

/** The last answer stored, or null. */
function remembered(): boolean | null {
  const stored = readItem(STORAGE_KEYS.demo);
  return stored === null ? null : stored === '1';
}

/**
 * Whether the server holds the fictional demo listings; remembered for offline starts. Before
 * the first answer of /api/health, a shell the server has just sent says it, then the remembered
 * answer (newer than a precached shell), then the precached shell, so a first visit draws the
 * notice with its first paint.
 */
export const useDemoFlag = create<DemoFlagState>((set) => ({
  demo: freshShellFlag ?? remembered() ?? shellWord ?? false,
  setDemo(demo) {
    writeItem(STORAGE_KEYS.demo, demo ? '1' : '0');
    set({ demo });
  },
}));

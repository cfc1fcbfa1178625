import { create } from 'zustand';
import type { Refusal } from './access';

interface RefusalState {
  /** Why the guard sent the person home, shown on the screen they land on; null when nothing was refused. */
  refusal: Refusal | null;
  refuse: (refusal: Refusal) => void;
  clear: () => void;
}

/**
 * UI state only (conventions: zustand holds no persisted data). Router state would not do: home
 * rewrites its address to name its tab (use-home-tab.ts), which drops the state of the redirect.
 */
export const useRefusalStore = create<RefusalState>((set) => ({
  refusal: null,
  refuse: (refusal) => set({ refusal }),
  clear: () => set({ refusal: null }),
}));

import { create } from 'zustand';
import { readItem, writeItem } from '../../lib/local-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

interface DemoFlagState {
  demo: boolean;
  setDemo(demo: boolean): void;
}

/** Whether the server holds the fictional demo listings; remembered for offline starts. */
export const useDemoFlag = create<DemoFlagState>((set) => ({
  demo: readItem(STORAGE_KEYS.demo) === '1',
  setDemo(demo) {
    writeItem(STORAGE_KEYS.demo, demo ? '1' : '0');
    set({ demo });
  },
}));

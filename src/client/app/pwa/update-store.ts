import { create } from 'zustand';

type ApplyUpdate = () => Promise<void>;

interface UpdateState {
  /** A new service worker is installed and waiting for the person to say yes. */
  waiting: boolean;
  apply: ApplyUpdate | null;
  offer: (apply: ApplyUpdate) => void;
  /** 'Later': hide the prompt; the new version takes over when every Refugio tab is closed. */
  dismiss: () => void;
}

export const useUpdateStore = create<UpdateState>()((set) => ({
  waiting: false,
  apply: null,
  offer: (apply) => set({ waiting: true, apply }),
  dismiss: () => set({ waiting: false }),
}));

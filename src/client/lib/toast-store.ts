import { create } from 'zustand';
import { TOAST_MS } from '@shared/query/constants';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  /** Already translated text. */
  text: string;
  tone: ToastTone;
}

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

let nextId = 1;

/** The toasts on screen (docs/spec/product-spec.md §9: each hides itself after 3 s). */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a translated message for TOAST_MS. */
export function showToast(text: string, tone: ToastTone = 'success'): void {
  const id = nextId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts.slice(-2), { id, text, tone }] }));
  setTimeout(() => useToastStore.getState().dismiss(id), TOAST_MS);
}

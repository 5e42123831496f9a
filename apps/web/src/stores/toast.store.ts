import { create } from 'zustand';

/** How long a dismissed toast stays in state before removal (spec section 9: 1,000,000 ms). */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays open unless the player dismisses it first. */
export const TOAST_DURATION = 6_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

interface ToastState {
  toast: ToastItem | null;
  show: (toast: { title: string; description?: string; variant?: ToastVariant }) => void;
  dismiss: () => void;
}

let nextId = 1;
let removeTimer: ReturnType<typeof setTimeout> | undefined;

/** Only one toast at a time (spec section 8): a new one replaces the current one. */
export const useToastStore = create<ToastState>((set, get) => ({
  toast: null,
  show: ({ title, description, variant = 'default' }) => {
    clearTimeout(removeTimer);
    set({ toast: { id: nextId++, title, description, variant, open: true } });
  },
  dismiss: () => {
    const current = get().toast;
    if (!current) return;
    set({ toast: { ...current, open: false } });
    clearTimeout(removeTimer);
    removeTimer = setTimeout(() => {
      if (get().toast?.id === current.id) set({ toast: null });
    }, TOAST_REMOVE_DELAY);
  },
}));

/** Shows a toast from anywhere (event handlers, mutations). */
export const toast = (input: { title: string; description?: string; variant?: ToastVariant }) =>
  useToastStore.getState().show(input);

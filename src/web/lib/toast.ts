/**
 * Toast state (docs/product.md §4, §9): one toast at a time, 5000 ms by default; a dismissed toast is
 * removed from the list after 1,000,000 ms (it is already closed, so nothing shows).
 */
import { useSyncExternalStore } from 'react';

export const toastLimit = 1;
export const toastDefaultDuration = 5000;
export const toastRemoveDelay = 1_000_000;
export const toastSwipeThreshold = 50;

/** A story page keeps its reader's controls (Back, Next) at the bottom: toasts go to the top there. */
export const toastsAtTop = (location: string): boolean => /^\/stories\/[^/]+/.test(location);

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id?: string): void {
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !removalTimers.has(item.id)) {
      removalTimers.set(
        item.id,
        setTimeout(() => {
          removalTimers.delete(item.id);
          emit(toasts.filter((t) => t.id !== item.id));
        }, toastRemoveDelay),
      );
    }
  }
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

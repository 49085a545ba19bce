import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The password dialog of docs/product.md §2 as a promise: `await requestPassword()` gives the entered
 * password, or null when the person cancels or closes the dialog. `PasswordDialogHost` (mounted once
 * in the providers) shows it; the dialog itself loads only when first asked for.
 */
interface PasswordRequest {
  id: number;
  resolve: (password: string | null) => void;
}

let current: PasswordRequest | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function requestPassword(): Promise<string | null> {
  // A newer request replaces one still open: the older caller hears "cancelled".
  current?.resolve(null);
  return new Promise((resolve) => {
    current = { id: nextId++, resolve };
    emit();
  });
}

/** Settles the open request (the host calls this; null means cancelled or closed). */
export function answerPasswordRequest(password: string | null): void {
  const request = current;
  current = null;
  emit();
  request?.resolve(password);
}

export function hasOpenPasswordRequest(): boolean {
  return current !== null;
}

export { validatePasswordEntry } from './password-entry.ts';

const PasswordDialogContent = lazy(() => import('./password-dialog-content.tsx'));

export function PasswordDialogHost() {
  const request = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <PasswordDialogContent key={request.id} onAnswer={answerPasswordRequest} />
    </Suspense>
  );
}

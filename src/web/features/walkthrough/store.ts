import { useSyncExternalStore } from 'react';
import { browserStorage, claimPendingWalkthrough, markWalkthroughShown, resetWalkthroughFlags } from './flags.ts';

/** Whether the tour is on screen: module state, so any button anywhere can open it. */
let visible = false;
const listeners = new Set<() => void>();

function setVisible(next: boolean) {
  if (visible === next) return;
  visible = next;
  listeners.forEach((listener) => listener());
}

export function openWalkthrough(): void {
  markWalkthroughShown(browserStorage());
  setVisible(true);
}

export function closeWalkthrough(): void {
  setVisible(false);
}

/** "Take the tour": clears shown and completed, then opens the tour from the first step. */
export function resetWalkthrough(): void {
  resetWalkthroughFlags(browserStorage());
  openWalkthrough();
}

/** Opens the tour once when it was asked for (pending) and not yet completed. */
export function openPendingWalkthrough(): void {
  if (claimPendingWalkthrough(browserStorage())) setVisible(true);
}

export function useWalkthroughVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => visible,
    () => false,
  );
}

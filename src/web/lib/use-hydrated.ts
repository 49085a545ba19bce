import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in HTML rendered at build time and while the browser hydrates it; true once React runs the
 * page (and from the start for pages the browser renders itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

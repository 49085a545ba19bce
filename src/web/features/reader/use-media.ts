import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following it as it changes. */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Two pages side by side from this width; one page at a time below it. */
export const spreadsQuery = '(min-width: 960px)';
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

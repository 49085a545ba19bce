import { useEffect, useState } from 'react';

/**
 * False until the browser has been idle once after the first render (at most `timeoutMs` later):
 * for parts of a page that may wait until what the reader came for is on screen.
 */
export function useIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), Math.min(timeoutMs, 500));
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [timeoutMs]);
  return idle;
}

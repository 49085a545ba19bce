import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Stops every playing <audio>/<video> element (SPEC.md §2: page changes stop audio). */
export function stopAllMedia(): void {
  document.querySelectorAll<HTMLMediaElement>('audio, video').forEach((media) => {
    if (!media.paused) media.pause();
  });
}

export const anchorScrollDelayMs = 100;

/**
 * On every page change: scroll to top and stop audio; when the address has a #hash, scroll to
 * that anchor after 100 ms instead (landing-page anchors).
 */
export function RouteEffects() {
  const [location] = useLocation();
  useEffect(() => {
    stopAllMedia();
    const hash = window.location.hash.slice(1);
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const timer = setTimeout(() => {
      document.getElementById(decodeURIComponent(hash))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, anchorScrollDelayMs);
    return () => clearTimeout(timer);
  }, [location]);
  return null;
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

/** Stops every playing <audio>/<video> element (docs/product.md §2: page changes stop audio). */
export function stopAllMedia(): void {
  document.querySelectorAll<HTMLMediaElement>('audio, video').forEach((media) => {
    if (!media.paused) media.pause();
  });
}

export const anchorScrollDelayMs = 100;

/** Scrolls to an in-page anchor after the delay docs/product.md §9 gives, so a freshly rendered page has laid out. */
export function scrollToAnchorSoon(id: string): () => void {
  const timer = setTimeout(() => {
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, anchorScrollDelayMs);
  return () => clearTimeout(timer);
}

const currentHash = () => window.location.hash;

/**
 * On every page change: scroll to top and stop audio. When the address has a #hash — after a page
 * change or when only the hash changed (an anchor link clicked on the landing page itself) — scroll
 * to that anchor after 100 ms instead.
 */
export function RouteEffects() {
  const [location] = useLocation();
  const hash = useLocationProperty(currentHash, () => '');
  const previousLocation = useRef<string | null>(null);

  useEffect(() => {
    if (previousLocation.current !== location) stopAllMedia();
    previousLocation.current = location;
    const id = decodeURIComponent(hash.slice(1));
    if (id) return scrollToAnchorSoon(id);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location, hash]);

  return null;
}

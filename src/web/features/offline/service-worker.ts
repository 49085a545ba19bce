/**
 * The service worker (src/web/sw.ts): registered when a parent keeps a story for reading offline,
 * and, in its small form for `/share/` only, when a shared story is opened, so that opening the link
 * again with no network shows the offline page instead of the browser's error.
 */
export const offlineSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;

/** The parent's worker for the whole app, or the shared links' one, which keeps only the offline page. */
type WorkerKind = 'app' | 'shared-links';
const registrations: Record<WorkerKind, { script: string; scope: string }> = {
  app: { script: '/sw.js', scope: '/' },
  'shared-links': { script: '/sw.js?for=share', scope: '/share/' },
};

/** Registers the service worker and waits until it runs; fails if it cannot be installed. */
export async function runningWorker(kind: WorkerKind = 'app'): Promise<void> {
  const { script, scope } = registrations[kind];
  const registration = await navigator.serviceWorker.register(script, { scope });
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return;
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (worker.state === 'activated') resolve();
      else if (worker.state === 'redundant') reject(new Error('The offline reader could not be installed.'));
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it takes
 * nothing from showing the page. Where it cannot be installed, the page simply works as before.
 */
export function registerWorkerWhenIdle(kind: WorkerKind): () => void {
  if (!offlineSupported()) return () => {};
  let cancelled = false;
  const register = () => {
    if (!cancelled) runningWorker(kind).catch(() => undefined);
  };
  // Safari has no requestIdleCallback.
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/**
 * The portrait preloader of docs/product.md §4/§9: idle → preloading → done. It warms the first 5
 * portraits in batches of 3 — plain ones by fetching their signed link, encrypted ones by
 * decrypting, but only with a key this tab has already unlocked (it never asks for a password).
 * A second call while it runs gets the running preload; a safety timer forces it back to idle if
 * it hangs. Failures are warnings only: the parent is never disturbed by a preload.
 */
import type { PortraitRecord } from '@shared/schemas/portraits.ts';

export type PreloaderState = 'idle' | 'preloading' | 'done';

export const preloadSettings = {
  count: 5,
  batchSize: 3,
  afterLoginMs: 5_000,
  afterLoginSafetyMs: 15_000,
  afterUserQueryMs: 1_000,
  safetyMs: 30_000,
} as const;

export interface PreloaderDeps {
  listPortraits: () => Promise<readonly PortraitRecord[]>;
  /** Fetches a plain portrait through its signed link. */
  checkPlain: (portrait: PortraitRecord) => Promise<void>;
  /** Decrypts an encrypted portrait if its key is unlocked; does nothing otherwise. */
  decryptIfUnlocked: (portrait: PortraitRecord) => Promise<void>;
  warn?: (message: string, detail?: unknown) => void;
}

export function createPortraitPreloader(deps: PreloaderDeps) {
  const warn = deps.warn ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  let state: PreloaderState = 'idle';
  let running: Promise<void> | null = null;
  let safetyTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every reset, so a preload that was abandoned cannot write its result later. */
  let run = 0;

  function reset(): void {
    run += 1;
    clearTimeout(safetyTimer);
    state = 'idle';
    running = null;
  }

  async function work(myRun: number): Promise<void> {
    try {
      const portraits = (await deps.listPortraits()).slice(0, preloadSettings.count);
      for (let start = 0; start < portraits.length; start += preloadSettings.batchSize) {
        if (myRun !== run) return;
        await Promise.all(
          portraits.slice(start, start + preloadSettings.batchSize).map((portrait) =>
            (portrait.isEncrypted ? deps.decryptIfUnlocked(portrait) : deps.checkPlain(portrait)).catch((error: unknown) =>
              warn(`Portrait preload failed for ${portrait.id}`, error),
            ),
          ),
        );
      }
      if (myRun === run) state = 'done';
    } catch (error) {
      warn('Portrait preload failed', error);
      if (myRun === run) state = 'idle';
    } finally {
      if (myRun === run) {
        clearTimeout(safetyTimer);
        running = null;
      }
    }
  }

  /** Starts a preload, or returns the one running; after a finished one it does nothing. */
  function preload({ safetyMs = preloadSettings.safetyMs }: { safetyMs?: number } = {}): Promise<void> {
    if (running) return running;
    if (state === 'done') return Promise.resolve();
    state = 'preloading';
    const myRun = ++run;
    safetyTimer = setTimeout(() => {
      if (myRun !== run) return;
      warn('Portrait preload took too long and was stopped');
      reset();
    }, safetyMs);
    running = work(myRun);
    return running;
  }

  /** Schedules a preload; returns a function that cancels it if it has not started. */
  function schedule(delayMs: number, safetyMs: number): () => void {
    const timer = setTimeout(() => void preload({ safetyMs }), delayMs);
    return () => clearTimeout(timer);
  }

  return {
    preload,
    reset,
    state: () => state,
    afterLogin: () => schedule(preloadSettings.afterLoginMs, preloadSettings.afterLoginSafetyMs),
    afterUserQuery: () => schedule(preloadSettings.afterUserQueryMs, preloadSettings.safetyMs),
  };
}

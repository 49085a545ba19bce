/**
 * The walkthrough's browser-storage flags (docs/product.md §3, §4). Pure functions over a Storage-like
 * object so the rules can be tested without a browser.
 */
export const walkthroughStorageKeys = {
  shown: 'storyloom-walkthrough-shown',
  completed: 'storyloom-walkthrough-completed',
  pending: 'storyloom-walkthrough-pending',
} as const;

export const walkthroughStepCount = 5;
export const walkthroughFadeMs = 300;

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isSet = (storage: FlagStorage, key: string) => storage.getItem(key) === 'true';

export function readWalkthroughFlags(storage: FlagStorage) {
  return {
    shown: isSet(storage, walkthroughStorageKeys.shown),
    completed: isSet(storage, walkthroughStorageKeys.completed),
    pending: isSet(storage, walkthroughStorageKeys.pending),
  };
}

/** Asks for the tour to open on the next page load (set when an account is created). */
export function markWalkthroughPending(storage: FlagStorage): void {
  storage.setItem(walkthroughStorageKeys.pending, 'true');
}

/**
 * When pending is set and completed is not, the tour opens once: this marks it shown, clears
 * pending and answers true. Otherwise nothing changes.
 */
export function claimPendingWalkthrough(storage: FlagStorage): boolean {
  const flags = readWalkthroughFlags(storage);
  if (!flags.pending || flags.completed) return false;
  storage.setItem(walkthroughStorageKeys.shown, 'true');
  storage.removeItem(walkthroughStorageKeys.pending);
  return true;
}

export function markWalkthroughShown(storage: FlagStorage): void {
  storage.setItem(walkthroughStorageKeys.shown, 'true');
}

export function markWalkthroughCompleted(storage: FlagStorage): void {
  storage.setItem(walkthroughStorageKeys.shown, 'true');
  storage.setItem(walkthroughStorageKeys.completed, 'true');
}

/** A reset clears shown and completed (the caller then reopens the tour). */
export function resetWalkthroughFlags(storage: FlagStorage): void {
  storage.removeItem(walkthroughStorageKeys.shown);
  storage.removeItem(walkthroughStorageKeys.completed);
}

/** Step navigation, clamped to 1…5. */
export function clampStep(step: number): number {
  return Math.min(walkthroughStepCount, Math.max(1, Math.round(step)));
}

/** Storage can be missing or throw (private mode, blocked cookies); the tour then just forgets. */
export function browserStorage(): FlagStorage {
  try {
    const storage = window.localStorage;
    storage.getItem(walkthroughStorageKeys.shown);
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

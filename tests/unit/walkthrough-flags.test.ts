import { describe, expect, it } from 'vitest';
import {
  claimPendingWalkthrough,
  clampStep,
  markWalkthroughCompleted,
  markWalkthroughPending,
  readWalkthroughFlags,
  resetWalkthroughFlags,
  walkthroughStorageKeys,
  type FlagStorage,
} from '@web/features/walkthrough/flags.ts';

function memoryStorage(initial: Record<string, string> = {}): FlagStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('walkthrough flags', () => {
  it('uses the storyloom storage keys', () => {
    expect(walkthroughStorageKeys).toEqual({
      shown: 'storyloom-walkthrough-shown',
      completed: 'storyloom-walkthrough-completed',
      pending: 'storyloom-walkthrough-pending',
    });
  });

  it('opens a pending tour once: marks shown and clears pending', () => {
    const storage = memoryStorage();
    markWalkthroughPending(storage);
    expect(claimPendingWalkthrough(storage)).toBe(true);
    expect(readWalkthroughFlags(storage)).toEqual({ shown: true, completed: false, pending: false });
    expect(claimPendingWalkthrough(storage)).toBe(false);
  });

  it('does not open a pending tour that was already completed', () => {
    const storage = memoryStorage();
    markWalkthroughCompleted(storage);
    markWalkthroughPending(storage);
    expect(claimPendingWalkthrough(storage)).toBe(false);
    expect(readWalkthroughFlags(storage).pending).toBe(true);
  });

  it('does nothing without a pending flag', () => {
    const storage = memoryStorage();
    expect(claimPendingWalkthrough(storage)).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('completing marks completed and shown; a reset clears both but not pending', () => {
    const storage = memoryStorage({ [walkthroughStorageKeys.pending]: 'true' });
    markWalkthroughCompleted(storage);
    expect(readWalkthroughFlags(storage)).toEqual({ shown: true, completed: true, pending: true });
    resetWalkthroughFlags(storage);
    expect(readWalkthroughFlags(storage)).toEqual({ shown: false, completed: false, pending: true });
  });

  it('keeps steps within 1 to 5', () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(3)).toBe(3);
    expect(clampStep(6)).toBe(5);
  });
});

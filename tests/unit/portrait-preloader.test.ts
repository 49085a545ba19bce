import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortraitRecord } from '@shared/schemas/portraits.ts';
import { createPortraitPreloader, preloadSettings, type PreloaderDeps } from '@web/features/portraits/preloader.ts';

const portrait = (index: number, isEncrypted = false): PortraitRecord => ({
  id: `portrait-${index}`,
  path: `portraits/u/${index}.jpg`,
  isEncrypted,
  encryptionMetadata: null,
  childId: 'child',
  mimeType: 'image/jpeg',
  width: 10,
  height: 10,
  createdAt: '2026-01-01T00:00:00.000Z',
  isMain: index === 0,
});

/** A deferred promise: the test decides when each step finishes. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(portraits: PortraitRecord[], overrides: Partial<PreloaderDeps> = {}) {
  const started: string[] = [];
  const pending = new Map<string, ReturnType<typeof deferred<void>>>();
  const step = (kind: string) => (item: PortraitRecord) => {
    started.push(`${kind}:${item.id}`);
    const gate = deferred();
    pending.set(item.id, gate);
    return gate.promise;
  };
  const deps = {
    listPortraits: vi.fn(async () => portraits),
    checkPlain: vi.fn(step('plain')),
    decryptIfUnlocked: vi.fn(step('encrypted')),
    warn: vi.fn(),
    ...overrides,
  };
  return { preloader: createPortraitPreloader(deps), deps, started, finish: (id: string) => pending.get(id)!.resolve(), fail: (id: string) => pending.get(id)!.reject(new Error('boom')) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('portrait preloader', () => {
  it('starts idle, preloads the first 5 portraits in batches of 3, then is done', async () => {
    const { preloader, started, finish } = setup([0, 1, 2, 3, 4, 5, 6].map((index) => portrait(index, index === 4)));
    expect(preloader.state()).toBe('idle');
    const run = preloader.preload();
    expect(preloader.state()).toBe('preloading');
    await vi.waitFor(() => expect(started).toHaveLength(3));
    expect(started).toEqual(['plain:portrait-0', 'plain:portrait-1', 'plain:portrait-2']);

    finish('portrait-0');
    finish('portrait-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(3);
    finish('portrait-2');
    await vi.waitFor(() => expect(started).toHaveLength(5));
    expect(started.slice(3)).toEqual(['plain:portrait-3', 'encrypted:portrait-4']);

    finish('portrait-3');
    finish('portrait-4');
    await run;
    expect(preloader.state()).toBe('done');
    expect(started).not.toContain('plain:portrait-5');
  });

  it('a second call while preloading reuses the running preload', async () => {
    const { preloader, deps, finish } = setup([portrait(0)]);
    const first = preloader.preload();
    const second = preloader.preload();
    expect(second).toBe(first);
    await vi.waitFor(() => expect(deps.checkPlain).toHaveBeenCalledTimes(1));
    finish('portrait-0');
    await first;
    expect(deps.listPortraits).toHaveBeenCalledTimes(1);
    await preloader.preload();
    expect(deps.listPortraits).toHaveBeenCalledTimes(1);
  });

  it('logs a failed portrait as a warning and carries on', async () => {
    const { preloader, deps, fail, finish } = setup([portrait(0), portrait(1)]);
    const run = preloader.preload();
    await vi.waitFor(() => expect(deps.checkPlain).toHaveBeenCalledTimes(2));
    fail('portrait-0');
    finish('portrait-1');
    await run;
    expect(deps.warn).toHaveBeenCalledWith('Portrait preload failed for portrait-0', expect.any(Error));
    expect(preloader.state()).toBe('done');
  });

  it('goes back to idle when the list cannot be loaded, so a later trigger tries again', async () => {
    const { preloader, deps } = setup([], { listPortraits: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await preloader.preload();
    expect(deps.warn).toHaveBeenCalledWith('Portrait preload failed', expect.any(Error));
    expect(preloader.state()).toBe('idle');
  });

  it('the safety timer forces a hung preload back to idle after 30 s', async () => {
    const { preloader, deps } = setup([portrait(0)]);
    void preloader.preload();
    await vi.advanceTimersByTimeAsync(preloadSettings.safetyMs - 1);
    expect(preloader.state()).toBe('preloading');
    await vi.advanceTimersByTimeAsync(1);
    expect(preloader.state()).toBe('idle');
    expect(deps.warn).toHaveBeenCalledWith('Portrait preload took too long and was stopped');
  });

  it('a reset forces idle, and the abandoned preload cannot mark itself done later', async () => {
    const { preloader, finish, deps } = setup([portrait(0)]);
    const run = preloader.preload();
    await vi.waitFor(() => expect(deps.checkPlain).toHaveBeenCalledTimes(1));
    preloader.reset();
    expect(preloader.state()).toBe('idle');
    finish('portrait-0');
    await run;
    expect(preloader.state()).toBe('idle');
  });

  it('is triggered 5 s after login, with a 15 s safety timeout', async () => {
    const { preloader, deps } = setup([portrait(0)]);
    preloader.afterLogin();
    await vi.advanceTimersByTimeAsync(preloadSettings.afterLoginMs - 1);
    expect(deps.listPortraits).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.listPortraits).toHaveBeenCalledTimes(1);
    expect(preloader.state()).toBe('preloading');
    await vi.advanceTimersByTimeAsync(preloadSettings.afterLoginSafetyMs);
    expect(preloader.state()).toBe('idle');
  });

  it('is triggered 1 s after a successful user query, and a cancelled trigger never starts', async () => {
    const { preloader, deps } = setup([]);
    const cancel = preloader.afterUserQuery();
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(deps.listPortraits).not.toHaveBeenCalled();

    preloader.afterUserQuery();
    await vi.advanceTimersByTimeAsync(preloadSettings.afterUserQueryMs);
    expect(deps.listPortraits).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(preloader.state()).toBe('done');
  });
});

import { describe, expect, it } from 'vitest';
import { CallerCache } from '../../src/server/identity/caller-cache.ts';

const caller = (n: number) => ({ userId: `user-${n}`, sessionId: `session-${n}`, email: `p${n}@example.com`, name: 'Robin', emailVerified: true });
const now = 1_000_000;

function enabledCache(options = {}) {
  const cache = new CallerCache(options);
  cache.setEnabled(true);
  return cache;
}

describe('the signed-in caller cache', () => {
  it('remembers nothing while changes are not being heard', () => {
    const cache = new CallerCache();
    cache.set('token', caller(1), now + 60_000, cache.generation, now);
    expect(cache.get('token', now)).toBeUndefined();
  });

  it('does not remember a lookup that a change overtook', () => {
    const cache = enabledCache();
    const generation = cache.generation;
    cache.forgetSession('session-9');
    cache.set('token', caller(1), now + 60_000, generation, now);
    expect(cache.get('token', now)).toBeUndefined();
  });

  it('forgets by session and by parent, and everything when switched off', () => {
    const cache = enabledCache();
    cache.set('a', caller(1), now + 60_000, cache.generation, now);
    cache.set('b', caller(2), now + 60_000, cache.generation, now);
    cache.set('c', caller(3), now + 60_000, cache.generation, now);
    cache.forgetSession('session-1');
    cache.forgetUser('user-2');
    expect([cache.get('a', now), cache.get('b', now), cache.get('c', now)?.userId]).toEqual([undefined, undefined, 'user-3']);
    cache.setEnabled(false);
    expect(cache.get('c', now)).toBeUndefined();
  });

  it('never keeps an entry past its expiry or its time to live', () => {
    const cache = enabledCache({ ttlMs: 1_000 });
    cache.set('short', caller(1), now + 100, cache.generation, now);
    cache.set('long', caller(2), now + 60_000, cache.generation, now);
    expect(cache.get('short', now + 99)).toBeDefined();
    expect(cache.get('short', now + 100)).toBeUndefined();
    expect(cache.get('long', now + 999)).toBeDefined();
    expect(cache.get('long', now + 1_000)).toBeUndefined();
  });

  it('holds at most its limit, dropping the oldest first', () => {
    const cache = enabledCache({ maxEntries: 2 });
    for (const n of [1, 2, 3]) cache.set(`t${n}`, caller(n), now + 60_000, cache.generation, now);
    expect(cache.size).toBe(2);
    expect(cache.get('t1', now)).toBeUndefined();
    expect(cache.get('t3', now)?.userId).toBe('user-3');
  });
});

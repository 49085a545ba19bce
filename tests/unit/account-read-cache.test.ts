import { describe, expect, it } from 'vitest';
import { AccountReadCache } from '../../src/server/domain/account-read-cache.ts';

function cache(options: ConstructorParameters<typeof AccountReadCache<number>>[0] = {}) {
  const made = new AccountReadCache<number>(options);
  made.setEnabled(true);
  return made;
}

/** A read whose database answer arrives only when `answer` is called. */
function pendingRead(reads: AccountReadCache<number>, userId: string) {
  let answer!: (value: number) => void;
  const done = reads.read(userId, () => new Promise<number>((resolve) => (answer = resolve)));
  return { answer: (value: number) => answer(value), done };
}

describe('AccountReadCache', () => {
  it('remembers a read and serves it without asking again', async () => {
    const reads = cache();
    let asked = 0;
    const load = async () => ++asked;
    expect(await reads.read('ana', load)).toBe(1);
    expect(await reads.read('ana', load)).toBe(1);
    expect(reads.get('ana')).toBe(1);
    expect(asked).toBe(1);
  });

  it('remembers nothing while changes are not being heard', async () => {
    const reads = new AccountReadCache<number>();
    await reads.read('ana', async () => 4);
    expect(reads.get('ana')).toBeUndefined();
    reads.setEnabled(true);
    await reads.read('ana', async () => 4);
    reads.setEnabled(false);
    expect(reads.get('ana')).toBeUndefined();
  });

  it('forgets only the parent whose rows changed', async () => {
    const reads = cache();
    await reads.read('ana', async () => 1);
    await reads.read('ben', async () => 2);
    reads.forget('ana');
    expect(reads.get('ana')).toBeUndefined();
    expect(reads.get('ben')).toBe(2);
  });

  it('does not remember a read that a change to its parent overtook', async () => {
    const reads = cache();
    const overtaken = pendingRead(reads, 'ana');
    const untouched = pendingRead(reads, 'ben');
    reads.forget('ana');
    overtaken.answer(1);
    untouched.answer(2);
    await Promise.all([overtaken.done, untouched.done]);
    expect(reads.get('ana')).toBeUndefined();
    expect(reads.get('ben')).toBe(2);
  });

  it('does not remember any read that started before everything was dropped', async () => {
    const reads = cache();
    const before = pendingRead(reads, 'ana');
    reads.clear();
    before.answer(1);
    await before.done;
    expect(reads.get('ana')).toBeUndefined();
    await reads.read('ana', async () => 2);
    expect(reads.get('ana')).toBe(2);
  });

  it('still refuses an overtaken read once too many changes were noted to keep each', async () => {
    const reads = cache({ maxEntries: 2 });
    const overtaken = pendingRead(reads, 'ana');
    reads.forget('ana');
    reads.forget('ben');
    reads.forget('cy');
    overtaken.answer(1);
    await overtaken.done;
    expect(reads.get('ana')).toBeUndefined();
  });

  it('keeps at most maxEntries and maxWeight, oldest out first, and nothing heavier than the limit', async () => {
    const reads = cache({ maxEntries: 2, maxWeight: 10, weigh: (value) => value });
    await reads.read('ana', async () => 3);
    await reads.read('ben', async () => 3);
    await reads.read('cy', async () => 3);
    expect([reads.get('ana'), reads.get('ben'), reads.get('cy')]).toEqual([undefined, 3, 3]);
    await reads.read('dee', async () => 8);
    expect([reads.get('ben'), reads.get('cy'), reads.get('dee')]).toEqual([undefined, undefined, 8]);
    await reads.read('eve', async () => 11);
    expect(reads.get('eve')).toBeUndefined();
    expect(reads.size).toBe(1);
  });

  it('serves an entry no longer than ttlMs', async () => {
    const reads = cache({ ttlMs: 1_000 });
    await reads.read('ana', async () => 1);
    expect(reads.get('ana', Date.now() + 999)).toBe(1);
    expect(reads.get('ana', Date.now() + 1_001)).toBeUndefined();
  });
});

/**
 * Remembers one read per parent (their balance, their list of stories) until it may have changed.
 * Safety comes first, as for signed-in callers (caller-cache.ts):
 *
 * - an entry is dropped when the database announces a change to that parent's rows, from any
 *   process (account-reads.ts), and everything is dropped when this process commits a change of
 *   its own, before the code that made the change carries on;
 * - nothing is remembered while the announcements are not being heard, and a read that a change
 *   overtook (the change came in while the database was being asked) is not remembered either;
 * - an entry lives at most `ttlMs`, and the cache holds at most `maxEntries` entries weighing
 *   `maxWeight` in all (oldest out first).
 */

interface Entry<V> {
  value: V;
  until: number;
  weight: number;
}

export interface AccountReadCacheOptions<V> {
  maxEntries?: number;
  /** The most the entries may weigh together (`weigh` of each; 1 each without it). */
  maxWeight?: number;
  weigh?: (value: V) => number;
  ttlMs?: number;
}

export class AccountReadCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  /** Parents changed recently, with the tick of their change (oldest first). */
  readonly #changedAt = new Map<string, number>();
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  readonly #weigh: (value: V) => number;
  readonly #ttlMs: number;
  #weight = 0;
  /** Counts changes; a read remembers its answer only if no change to its parent came after its tick. */
  #tick = 0;
  /** Reads that started before this tick are never remembered (everything was dropped since). */
  #floor = 0;
  #enabled = false;

  constructor(options: AccountReadCacheOptions<V> = {}) {
    this.#maxEntries = options.maxEntries ?? 5_000;
    this.#maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.#weigh = options.weigh ?? (() => 1);
    this.#ttlMs = options.ttlMs ?? 60_000;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Turned on while changes are being heard, off (and emptied) when they may be missed. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }

  get(userId: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(userId);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.#drop(userId, entry);
      return undefined;
    }
    return entry.value;
  }

  /** The remembered value, else `load()`'s, remembered unless a change overtook it. */
  async read(userId: string, load: () => Promise<V>): Promise<V> {
    const known = this.get(userId);
    if (known !== undefined) return known;
    const tick = this.#tick;
    const value = await load();
    this.#remember(userId, value, tick);
    return value;
  }

  /** A parent's rows changed. */
  forget(userId: string): void {
    this.#tick += 1;
    const entry = this.#entries.get(userId);
    if (entry) this.#drop(userId, entry);
    this.#changedAt.delete(userId);
    this.#changedAt.set(userId, this.#tick);
    // Forgetting who changed when would let an older read in: refuse every read from before it.
    while (this.#changedAt.size > this.#maxEntries) {
      const [oldest, tick] = this.#changedAt.entries().next().value!;
      this.#changedAt.delete(oldest);
      this.#floor = Math.max(this.#floor, tick);
    }
  }

  clear(): void {
    this.#tick += 1;
    this.#floor = this.#tick;
    this.#entries.clear();
    this.#changedAt.clear();
    this.#weight = 0;
  }

  #remember(userId: string, value: V, tick: number, now = Date.now()): void {
    if (!this.#enabled || tick < this.#floor || (this.#changedAt.get(userId) ?? 0) > tick) return;
    const weight = this.#weigh(value);
    if (weight > this.#maxWeight) return;
    const previous = this.#entries.get(userId);
    if (previous) this.#drop(userId, previous);
    this.#entries.set(userId, { value, until: now + this.#ttlMs, weight });
    this.#weight += weight;
    while (this.#entries.size > this.#maxEntries || this.#weight > this.#maxWeight) {
      const [oldest, entry] = this.#entries.entries().next().value!;
      this.#drop(oldest, entry);
    }
  }

  #drop(userId: string, entry: Entry<V>): void {
    this.#entries.delete(userId);
    this.#weight -= entry.weight;
  }
}

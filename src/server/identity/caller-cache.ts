/**
 * Remembers, per bearer token, the caller it was verified for, so a signed-in request does not
 * check the signature and look the session up again each time. Safety comes first:
 *
 * - an entry is dropped when its session or its parent changes or goes (the database announces
 *   every update and delete of a session or a user, see identity-events.ts), and everything is
 *   dropped when a request of this process may have ended sessions (sign-out, revoking, deleting
 *   an account), before that request answers;
 * - nothing is remembered while the announcements are not being heard, and a lookup that raced
 *   an announcement is not remembered either;
 * - an entry lives at most `ttlMs`, never past its token's or its session's expiry, and the cache
 *   holds at most `maxEntries` (oldest out first).
 */
import type { Caller } from './api-token.ts';

interface Entry {
  caller: Caller;
  /** Epoch ms after which the entry must not be used: token expiry, session expiry or the TTL. */
  until: number;
}

export interface CallerCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
}

export class CallerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  #generation = 0;
  #enabled = false;

  constructor(options: CallerCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 5_000;
    this.#ttlMs = options.ttlMs ?? 60_000;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Changes so far; a lookup remembers its answer only if none came in while it ran. */
  get generation(): number {
    return this.#generation;
  }

  /** Turned on while changes are being heard, off (and emptied) when they may be missed. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }

  get(token: string, now = Date.now()): Caller | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.caller;
  }

  /** Remembers a verified caller unless a change arrived since `generation` was read. */
  set(token: string, caller: Caller, expiresAt: number, generation: number, now = Date.now()): void {
    if (!this.#enabled || generation !== this.#generation) return;
    const until = Math.min(expiresAt, now + this.#ttlMs);
    if (until <= now) return;
    this.#entries.delete(token);
    this.#entries.set(token, { caller, until });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** A session changed or ended. */
  forgetSession(sessionId: string): void {
    this.#generation += 1;
    for (const [token, entry] of this.#entries) if (entry.caller.sessionId === sessionId) this.#entries.delete(token);
  }

  /** A parent's account changed (name, email, verification) or was deleted. */
  forgetUser(userId: string): void {
    this.#generation += 1;
    for (const [token, entry] of this.#entries) if (entry.caller.userId === userId) this.#entries.delete(token);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

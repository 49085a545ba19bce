/**
 * The bearer-token cache of docs/product.md §3/§4/§9: empty → cached → refreshing → cached, cleared when
 * the token is invalid. One refresh in flight is shared by every caller.
 */
export const tokenStorageKey = 'storyloom-auth-token';

const minute = 60_000;
export const refreshWhenRemainingMs = 5 * minute;
export const dropAfterMs = 12 * 60 * minute;
export const clearOnFocusAfterMs = 30 * minute;
export const defaultTokenLifetimeMs = 60 * minute;
export const invalidTokenErrors = ['auth/invalid-token', 'auth/user-disabled', 'auth/user-token-expired'] as const;

export interface TokenCacheEntry {
  token: string;
  expiresAt: number;
  cachedAt: number;
  refreshPromise: Promise<string | null> | null;
}

/** Reads a JWT's `exp`; a token without three dot-separated parts gets a one-hour default expiry. */
export function tokenExpiry(token: string, now: number): number {
  const parts = token.split('.');
  if (parts.length !== 3) return now + defaultTokenLifetimeMs;
  try {
    const payload = JSON.parse(atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : now + defaultTokenLifetimeMs;
  } catch {
    return now + defaultTokenLifetimeMs;
  }
}

export interface TokenCacheOptions {
  /** Gets a new token from the identity layer; null when signed out. */
  fetchToken: () => Promise<string | null>;
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export function createTokenCache({ fetchToken, now = Date.now, storage = null }: TokenCacheOptions) {
  let entry: TokenCacheEntry | null = null;
  let refreshing: Promise<string | null> | null = null;

  const restore = () => {
    if (entry || !storage) return;
    const stored = storage.getItem(tokenStorageKey);
    if (stored) entry = { token: stored, expiresAt: tokenExpiry(stored, now()), cachedAt: now(), refreshPromise: null };
  };

  function clear(): void {
    entry = null;
    storage?.removeItem(tokenStorageKey);
  }

  /** Keeps a token that came with another answer (the session's), as if it had been fetched. */
  function remember(token: string): void {
    entry = { token, expiresAt: tokenExpiry(token, now()), cachedAt: now(), refreshPromise: null };
    storage?.setItem(tokenStorageKey, token);
  }

  function refresh(): Promise<string | null> {
    if (refreshing) return refreshing;
    refreshing = fetchToken()
      .then((token) => {
        if (!token) {
          clear();
          return null;
        }
        remember(token);
        return token;
      })
      .catch((error: unknown) => {
        clear();
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
    if (entry) entry.refreshPromise = refreshing;
    return refreshing;
  }

  async function getToken({ forceRefresh = false } = {}): Promise<string | null> {
    restore();
    const at = now();
    if (entry && at - entry.cachedAt > dropAfterMs) clear();
    if (!forceRefresh && entry && entry.expiresAt - at > refreshWhenRemainingMs) return entry.token;
    return refresh();
  }

  /** On window focus: a token cached more than 30 minutes ago is dropped (the next call refreshes). */
  function onWindowFocus(): void {
    if (entry && now() - entry.cachedAt > clearOnFocusAfterMs) clear();
  }

  /** Clears the cache when an error says the token is no longer good. */
  function handleError(error: unknown): boolean {
    const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : String(error);
    if (invalidTokenErrors.some((code) => text.includes(code)) || /^401:/.test(text)) {
      clear();
      return true;
    }
    return false;
  }

  return { getToken, remember, clear, onWindowFocus, handleError, peek: () => entry };
}

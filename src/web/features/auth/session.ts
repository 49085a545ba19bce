/**
 * Who is signed in: the identity session, the bearer-token cache and the app user record, with
 * the sign-in sequence of docs/product.md §4.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { earlySessionGlobal } from '@shared/early-session.ts';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { ApiError, apiRequest, setTokenProvider } from '../../lib/api-client.ts';
import { askEarly } from '../../lib/early-answers.ts';
import { freshness } from '../../lib/freshness.ts';
import { createTokenCache, tokenStorageKey } from '../../lib/token-cache.ts';
import { clearOfflineStories } from '../offline/offline-cache.ts';
import { browserStorage, markWalkthroughPending } from '../walkthrough/flags.ts';
import { identityApi, type SessionAnswer } from './identity-api.ts';

export const tokenCache = createTokenCache({
  fetchToken: () => identityApi.fetchApiToken(),
  storage: typeof localStorage === 'undefined' ? null : localStorage,
});
/** Whether the identity session existed when last asked; null before the first answer. */
let sessionSeen: boolean | null = null;
let sessionCheck: Promise<SessionAnswer['session']> | null = null;

/** The request for the session a signed-in page's head sent before its code loaded; taken once. */
function takeEarlySession(): Promise<Response | null> | undefined {
  if (typeof window === 'undefined') return undefined;
  const page = window as unknown as Record<string, Promise<Response | null> | undefined>;
  const sent = page[earlySessionGlobal];
  delete page[earlySessionGlobal];
  return sent;
}

/**
 * Asks the identity layer for the session, which answers a live one with its API token too; calls
 * made meanwhile share the one request.
 */
function checkSession() {
  sessionCheck ??= identityApi
    .getSession(takeEarlySession())
    .then(({ session, token }) => {
      sessionSeen = Boolean(session?.user);
      if (token) tokenCache.remember(token);
      return session;
    })
    .finally(() => {
      sessionCheck = null;
    });
  return sessionCheck;
}

// A signed-out visitor has no token to fetch: asking would only earn a 401, and public calls
// (newsletter, contact, blog) must go out without a token rather than fail.
setTokenProvider(async ({ forceRefresh }) => {
  if (sessionSeen === null && !tokenCache.peek()) await checkSession().catch(() => null);
  if (sessionSeen === false && !tokenCache.peek()) return null;
  const token = await tokenCache.getToken({ forceRefresh });
  // No token for a session we believed in: it ended (logged out here or elsewhere, revoked, expired).
  if (!token && sessionSeen === true) sessionEnded();
  return token;
});

/** What to do when the session turns out to have ended; the signed-in app registers its query cache. */
let onSessionEnded: (() => void) | null = null;

/**
 * Hands the query cache to the session watcher: when a call finds the session gone, the page shows
 * the signed-out state (the guards send a signed-in page to log in) rather than an error.
 */
export function forgetSignInWhenSessionEnds(queryClient: QueryClient): void {
  onSessionEnded = () => void forgetSignIn(queryClient);
}

function sessionEnded(): void {
  sessionSeen = false;
  tokenCache.clear();
  onSessionEnded?.();
}
if (typeof window !== 'undefined') window.addEventListener('focus', () => tokenCache.onWindowFocus());

export const authKeys = {
  session: ['identity', 'session'] as const,
  me: ['auth', 'me'] as const,
};

export const sessionQuery = queryOptions({
  queryKey: authKeys.session,
  queryFn: checkSession,
  staleTime: freshness.authMe.staleTime,
  refetchOnWindowFocus: true,
});

/**
 * Asks for the session and, for a signed-in visitor, the API token straight away: a signed-in page
 * calls this as its code starts loading, so both answers are in hand when the page first asks.
 * Settles true once a signed-in visitor's token is in hand, false otherwise.
 */
export function warmUpSignIn(): Promise<boolean> {
  return askEarly(sessionQuery)
    .then(() => (sessionSeen ? tokenCache.getToken() : null))
    .then((token) => Boolean(token))
    .catch(() => false);
}

const userFetchAttempts = 3;
const userFetchDelayMs = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createAccount(): Promise<void> {
  const { created } = await apiRequest<{ created: boolean; user: AppUserRecord }>('/api/auth/create-account', {
    method: 'POST',
    requireAuth: true,
  });
  // A brand-new account gets the walkthrough once (docs/product.md §4 "pending").
  if (created) markWalkthroughPending(browserStorage());
}

/**
 * Loads the app user record: up to 3 attempts 1 s apart; a 404 (record not made yet) or the first
 * failure also tries to create the account. If everything fails the error is logged and rethrown.
 */
export async function loadAppUser(): Promise<AppUserRecord> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= userFetchAttempts; attempt += 1) {
    try {
      return await apiRequest<AppUserRecord>('/api/auth/me', { requireAuth: true });
    } catch (error) {
      lastError = error;
      tokenCache.handleError(error);
      // Nobody is signed in any more: there is no account to load, and the guards say so.
      if (sessionSeen === false) throw error;
      const missing = error instanceof ApiError && error.status === 404;
      if (missing || attempt === 1) {
        try {
          await createAccount();
          return await apiRequest<AppUserRecord>('/api/auth/me', { requireAuth: true });
        } catch (creationError) {
          lastError = creationError;
          console.warn('Account creation failed', creationError);
        }
      }
      if (attempt < userFetchAttempts) await wait(userFetchDelayMs);
    }
  }
  console.error('Could not load your account', lastError);
  throw lastError;
}

export const meQuery = queryOptions({
  queryKey: authKeys.me,
  queryFn: loadAppUser,
  staleTime: freshness.user.staleTime,
  gcTime: freshness.user.gcTime,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
  retry: (failureCount, error) => failureCount < 2 && !/quota exceeded/i.test(String(error)),
  retryDelay: 1000,
});

export const storyBuilderStatePrefix = 'story-builder-state';

/** Logout (docs/product.md §4): clears the cached user, signs out, removes the token and story-builder state. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: authKeys.me });
  try {
    await identityApi.signOut();
  } finally {
    await forgetSignIn(queryClient);
  }
}

/** Everything this browser holds for a parent who is no longer signed in goes. */
async function forgetSignIn(queryClient: QueryClient): Promise<void> {
  tokenCache.clear();
  sessionSeen = false;
  localStorage.removeItem(tokenStorageKey);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(storyBuilderStatePrefix)) localStorage.removeItem(key);
  }
  // A shared computer must not keep a child's story after its parent leaves.
  await clearOfflineStories().catch((error: unknown) => console.warn('Clearing offline stories', error));
  queryClient.setQueryData(authKeys.session, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'identity' && query.queryKey[0] !== 'site' });
}

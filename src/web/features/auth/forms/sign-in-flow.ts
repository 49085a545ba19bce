import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { authKeys, createAccount, sessionQuery, tokenCache } from '../session.ts';

/**
 * After a sign-in or sign-up: forget any token or account record left by an earlier session in
 * this browser, then reload the session so every page sees the new parent.
 */
export async function completeSignIn(queryClient: QueryClient): Promise<void> {
  tokenCache.clear();
  queryClient.removeQueries({ queryKey: authKeys.me });
  await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/**
 * A brand-new parent's account record is made straight after sign-up, so the first look at it
 * finds it instead of going through the not-found-then-create round of the sign-in sequence (which
 * still covers any case this misses).
 */
export async function completeSignUp(queryClient: QueryClient): Promise<void> {
  await completeSignIn(queryClient);
  try {
    await createAccount();
  } catch (error) {
    console.warn('Account creation after sign-up failed; it will be retried', error);
  }
}

/**
 * Someone who opens the sign-in or sign-up page while already signed in goes straight on. Only the
 * state found on arrival counts: a sign-in completed on the page navigates on its own terms.
 * Answers true while that is still being found out, so the form does not flash.
 */
export function useLeaveIfSignedIn(target: string, enabled = true): boolean {
  const session = useQuery(sessionQuery);
  const [, navigate] = useLocation();
  const [arrival, setArrival] = useState<'unknown' | 'signed-in' | 'signed-out'>('unknown');

  // Recorded once, during render, the first time the session is known.
  if (arrival === 'unknown' && !session.isPending) setArrival(session.data?.user ? 'signed-in' : 'signed-out');

  useEffect(() => {
    if (enabled && arrival === 'signed-in') navigate(target, { replace: true });
  }, [arrival, enabled, target, navigate]);

  return enabled && arrival !== 'signed-out';
}

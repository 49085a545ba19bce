import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { messages } from '@shared/messages.ts';
import { paths } from '@shared/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { siteConfigQuery } from '../site/api.ts';

/** Where the identity layer sends the parent back to: the login page finishes the sign-in there. */
function returnAddresses(next: string | null) {
  const success = new URLSearchParams({ federated: '1' });
  const failure = new URLSearchParams({ federatedError: '1' });
  if (next) {
    success.set('next', next);
    failure.set('next', next);
  }
  return { callbackURL: `${paths.login}?${success.toString()}`, errorCallbackURL: `${paths.login}?${failure.toString()}` };
}

/** Asks the identity layer for Google's sign-in address and goes there (the redirect flow). */
async function startGoogleSignIn(next: string | null): Promise<void> {
  const { url } = await apiRequest<{ url?: string }>('/api/identity/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', disableRedirect: true, ...returnAddresses(next) },
    token: null,
  });
  if (!url) throw new Error('The identity layer returned no Google sign-in address');
  window.location.assign(url);
}

/** Phones open popups as full tabs that are easy to lose, so they go the redirect way from the start. */
const phoneWidth = '(max-width: 639px)';

/** Fetches the popup code ahead of the click, so opening the window does not outlast the click. */
const loadPopup = () => import('./google-popup.ts');

type Outcome = 'navigating' | 'signed-in' | 'closed';

/**
 * The popup flow on wide screens, the redirect flow on phones and whenever the browser blocks
 * the popup or its code cannot be loaded. Failures throw, for the caller's error toast.
 */
async function signInWithGoogle(next: string | null): Promise<Outcome> {
  if (window.matchMedia(phoneWidth).matches) {
    await startGoogleSignIn(next);
    return 'navigating';
  }
  let popup: Awaited<ReturnType<typeof loadPopup>>;
  try {
    popup = await loadPopup();
  } catch (error) {
    console.warn('The Google popup could not be loaded; using the redirect sign-in', error);
    await startGoogleSignIn(next);
    return 'navigating';
  }
  const outcome = await popup.signInWithGooglePopup(returnAddresses(next));
  switch (outcome.status) {
    case 'signed-in':
      return 'signed-in';
    case 'closed':
      return 'closed';
    case 'blocked':
      await startGoogleSignIn(next);
      return 'navigating';
    case 'failed':
      throw new Error(`Google sign-in in the popup failed: ${outcome.code} (${outcome.message})`);
  }
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}

/**
 * "Continue with Google" above the email form, with an "or" rule between them. Renders nothing
 * unless the server has Google sign-in configured, so a half-set-up install never shows a button
 * that cannot work.
 */
export function GoogleSignIn({ next }: { next: string | null }) {
  const config = useQuery(siteConfigQuery);
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  if (!config.data?.googleSignIn) return null;

  const start = async () => {
    setPending(true);
    try {
      const outcome = await signInWithGoogle(next);
      // The popup leaves the session in place; the federated return page finishes the sign-in
      // just as it does when Google redirects back (docs/product.md §2).
      if (outcome === 'signed-in') navigate(returnAddresses(next).callbackURL, { replace: true });
      if (outcome === 'closed') {
        console.info('The Google sign-in popup was closed before signing in');
        setPending(false);
      }
    } catch (error) {
      console.warn('Google sign-in did not complete', error);
      toast({ title: messages.signInRedirect.title, description: messages.signInRedirect.description, variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <div className="mb-6">
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => void start()}
        onPointerEnter={() => void loadPopup().catch(() => undefined)}
        onFocus={() => void loadPopup().catch(() => undefined)}
        disabled={pending}
        aria-busy={pending}
      >
        <GoogleMark />
        Continue with Google
      </Button>
      <div className="mt-6 flex items-center gap-3 text-sm text-fg-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or use your email
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}

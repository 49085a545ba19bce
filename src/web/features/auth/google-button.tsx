import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  const [pending, setPending] = useState(false);
  if (!config.data?.googleSignIn) return null;

  const start = async () => {
    setPending(true);
    try {
      await startGoogleSignIn(next);
    } catch (error) {
      console.warn('Google sign-in could not start', error);
      toast({ title: messages.signInRedirect.title, description: messages.signInRedirect.description, variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <div className="mb-6">
      <Button variant="secondary" className="w-full" onClick={() => void start()} disabled={pending} aria-busy={pending}>
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

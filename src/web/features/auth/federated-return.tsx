import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { messages } from '@shared/messages.ts';
import { paths } from '@shared/routes.ts';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { toast } from '../../lib/toast.ts';
import { completeSignIn } from './forms/sign-in-flow.ts';
import { authKeys, createAccount } from './session.ts';

/** docs/product.md §2: the success toast stays on screen for a moment before the dashboard opens. */
const navigateDelayMs = 1000;

export function signInRedirectFailed(): void {
  toast({ title: messages.signInRedirect.title, description: messages.signInRedirect.description, variant: 'destructive' });
}

/**
 * The landing spot after Google sends the parent back (docs/product.md §2 "Federated sign-in return"):
 * "Authenticating..." while the new session is picked up and the app account is made, then the
 * success toast and, a second later, where the parent was heading.
 */
export function FederatedReturn({ destination }: { destination: string }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await completeSignIn(queryClient);
      const session = queryClient.getQueryData<{ user?: unknown } | null>(authKeys.session);
      if (!session?.user) {
        signInRedirectFailed();
        navigate(paths.login, { replace: true });
        return;
      }
      try {
        await createAccount();
      } catch (error) {
        // The sign-in sequence tries again when the record is first loaded.
        console.warn('Account creation after Google sign-in failed; it will be retried', error);
      }
      toast({ title: messages.federatedReturn.success, variant: 'success' });
      setTimeout(() => navigate(destination, { replace: true }), navigateDelayMs);
    })().catch((error: unknown) => {
      console.warn('Google sign-in could not be completed', error);
      signInRedirectFailed();
      navigate(paths.login, { replace: true });
    });
    // No cleanup: StrictMode's rehearsal unmount must not cancel the one navigation this page
    // exists for, and the ref keeps the work from running twice.
  }, [queryClient, navigate, destination]);

  return <PageSpinner label={messages.federatedReturn.authenticating} />;
}

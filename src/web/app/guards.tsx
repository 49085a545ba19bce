import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { maxComplianceRedirects, needsChildPrivacyVerification } from '@shared/compliance.ts';
import { messages } from '@shared/messages.ts';
import { paths } from '@shared/routes.ts';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { AccountProblem } from '../features/auth/account-problem.tsx';
import { authKeys } from '../features/auth/session.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { PageSpinner } from '../components/ui/page-spinner.tsx';

export const loginRedirectDelayMs = 100;
export const verifiedParamClearMs = 3000;
const redirectCountKey = 'storyloom-compliance-redirects';

/** Where the user was going, so sign-in and verification can send them back. */
export function currentTarget(location: string, search: string): string {
  return search ? `${location}?${search}` : location;
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeNext(next: string | null | undefined, fallback: string = paths.dashboard): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : fallback;
}

function ComplianceGate({ user, children }: { user: AppUserRecord; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const justVerified = new URLSearchParams(search).get('verified') === 'true';
  const needsVerification = needsChildPrivacyVerification(user);
  const redirects = Number(sessionStorage.getItem(redirectCountKey) ?? 0);
  const letThrough = !needsVerification || justVerified || redirects >= maxComplianceRedirects;

  useEffect(() => {
    if (!needsVerification) sessionStorage.removeItem(redirectCountKey);
  }, [needsVerification]);

  useEffect(() => {
    if (!justVerified) return;
    void queryClient.invalidateQueries({ queryKey: authKeys.me });
    const timer = setTimeout(() => {
      const params = new URLSearchParams(window.location.search);
      params.delete('verified');
      const rest = params.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
    }, verifiedParamClearMs);
    return () => clearTimeout(timer);
  }, [justVerified, queryClient]);

  useEffect(() => {
    if (letThrough) {
      if (needsVerification && !justVerified) {
        console.warn(
          'Child-privacy verification did not complete after several tries; letting you in to avoid a loop. ' +
            'If this keeps happening, please contact support through the Contact page.',
        );
      }
      return;
    }
    sessionStorage.setItem(redirectCountKey, String(redirects + 1));
    navigate(`${paths.ageVerification}?next=${encodeURIComponent(currentTarget(location, search))}`, { replace: true });
  }, [letThrough, needsVerification, justVerified, redirects, navigate, location, search]);

  return letThrough ? <>{children}</> : <PageSpinner label={messages.compliance.verifying} />;
}

/**
 * Route guard of docs/product.md §2: a spinner while authentication loads, /login (replacing history, after
 * ~100 ms) when signed out, and for compliance routes the child-privacy check.
 */
export function RequireSignIn({ compliance, children }: { compliance: boolean; children: ReactNode }) {
  const { status, user, refetchUser } = useAuth();
  const [location, navigate] = useLocation();
  const search = useSearch();

  useEffect(() => {
    if (status !== 'signed-out') return;
    const timer = setTimeout(
      () => navigate(`${paths.login}?next=${encodeURIComponent(currentTarget(location, search))}`, { replace: true }),
      loginRedirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [status, navigate, location, search]);

  if (status === 'account-error') return <AccountProblem onRetry={() => void refetchUser()} />;
  if (status !== 'signed-in' || !user) return <PageSpinner label={status === 'signed-out' ? 'Taking you to log in…' : 'Loading…'} />;
  if (!compliance) return <>{children}</>;
  return <ComplianceGate user={user}>{children}</ComplianceGate>;
}

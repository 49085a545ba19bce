import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@shared/routes.ts';
import { safeNext } from '../../app/guards.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { AuthPage } from '../../features/auth/forms/auth-page.tsx';
import { ForgotPasswordForm } from '../../features/auth/forms/forgot-password-form.tsx';
import { LoginForm } from '../../features/auth/forms/login-form.tsx';
import { ResetPasswordForm } from '../../features/auth/forms/reset-password-form.tsx';
import { completeSignIn, useLeaveIfSignedIn } from '../../features/auth/forms/sign-in-flow.ts';
import { FederatedReturn, signInRedirectFailed } from '../../features/auth/federated-return.tsx';
import { GoogleSignIn } from '../../features/auth/google-button.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

type View = 'sign-in' | 'forgot' | 'reset' | 'link-expired';

/** Which step the address asks for; the reset link from the email lands on /login?mode=reset. */
function viewOf(params: URLSearchParams): View {
  const mode = params.get('mode');
  if (params.get('error') === 'INVALID_TOKEN') return 'link-expired';
  if (mode === 'reset') return params.get('token') ? 'reset' : 'link-expired';
  if (mode === 'forgot') return 'forgot';
  return 'sign-in';
}

const titles: Record<View, { title: string; description: string }> = {
  'sign-in': {
    title: 'Log in',
    description: 'Log in to Storyloom to read tonight’s story, create a new one, or pick up where you left off.',
  },
  forgot: { title: 'Reset your password', description: 'Forgot your Storyloom password? We’ll email you a link to choose a new one.' },
  reset: { title: 'Choose a new password', description: 'Choose a new password for your Storyloom account.' },
  'link-expired': { title: 'This reset link has expired', description: 'Ask for a new link to reset your Storyloom password.' },
};

export default function Login() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const view = viewOf(params);
  const next = params.get('next');
  const destination = safeNext(next);
  // Back from Google: that page finishes the sign-in itself, whatever the session looked like.
  const federated = params.get('federated') === '1';
  const federatedFailed = params.has('federatedError');
  const checking = useLeaveIfSignedIn(destination, !federated && (view === 'sign-in' || view === 'forgot'));
  useDocumentMeta({ ...titles[view], noIndex: view === 'reset' || view === 'link-expired' });

  useEffect(() => {
    if (!federatedFailed) return;
    signInRedirectFailed();
    // Drop the flag so a reload or Back does not repeat the toast.
    navigate(next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login, { replace: true });
  }, [federatedFailed, next, navigate]);

  /** Moves between the steps of this page, keeping where the parent was heading. */
  const go = (extra: Record<string, string>, { replace = false, email }: { replace?: boolean; email?: string } = {}) => {
    const search = new URLSearchParams(extra);
    if (next) search.set('next', next);
    const query = search.toString();
    // The typed address travels in history state, not the URL, so it stays out of logs and history.
    navigate(`${paths.login}${query ? `?${query}` : ''}`, { replace, state: email ? { email } : null });
  };
  const carriedEmail = (window.history.state as { email?: unknown } | null)?.email;
  const signupHref = next ? `${paths.signup}?next=${encodeURIComponent(next)}` : paths.signup;

  if (federated) return <FederatedReturn destination={destination} />;
  if (checking) return <PageSpinner />;

  if (view === 'reset') {
    return (
      <AuthPage eyebrow="Almost there" title="Choose a new password" intro="Pick a password you haven’t used on other sites.">
        <ResetPasswordForm
          token={params.get('token') ?? ''}
          onDone={() => go({ reset: 'done' }, { replace: true })}
          onLinkExpired={() => go({ mode: 'reset', error: 'INVALID_TOKEN' }, { replace: true })}
        />
      </AuthPage>
    );
  }

  if (view === 'link-expired' || view === 'forgot') {
    const expired = view === 'link-expired';
    return (
      <AuthPage
        eyebrow={expired ? 'Reset link' : 'Forgot password'}
        title={expired ? 'This reset link has expired' : 'Reset your password'}
        intro={
          expired
            ? 'Or it has already been used: each link works once, for one hour. Enter your email and we’ll send a fresh one right away.'
            : 'Enter the email address you use for Storyloom and we’ll send you a link to choose a new password.'
        }
      >
        <ForgotPasswordForm
          initialEmail={typeof carriedEmail === 'string' ? carriedEmail : ''}
          onBack={() => go({})}
        />
      </AuthPage>
    );
  }

  return (
    <AuthPage
      eyebrow="Welcome back"
      title="Log in"
      intro="Good to see you again. Your stories are right where you left them."
      footer={
        <>
          New to Storyloom?{' '}
          <SiteLink href={signupHref} className="font-semibold text-primary">
            Create an account
          </SiteLink>
        </>
      }
    >
      {params.get('reset') === 'done' && (
        <Notice tone="success" role="status" className="mb-5">
          Your password has been changed. Log in with your new password.
        </Notice>
      )}
      <GoogleSignIn next={next} />
      <LoginForm
        onSignedIn={async () => {
          await completeSignIn(queryClient);
          navigate(destination, { replace: true });
        }}
        onForgotPassword={(email) => go({ mode: 'forgot' }, { email })}
      />
    </AuthPage>
  );
}

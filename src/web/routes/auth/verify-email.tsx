import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { needsChildPrivacyVerification } from '@shared/compliance.ts';
import { paths } from '@shared/routes.ts';
import { safeNext } from '../../app/guards.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { AuthPage } from '../../features/auth/forms/auth-page.tsx';
import { ResendVerification } from '../../features/auth/forms/resend-verification.tsx';
import { authKeys } from '../../features/auth/session.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

const linkProblems: Record<string, { title: string; text: string }> = {
  TOKEN_EXPIRED: {
    title: 'This confirmation link has expired',
    text: 'Confirmation links work for 24 hours. Send yourself a fresh one and it will be waiting in your inbox.',
  },
  INVALID_TOKEN: {
    title: 'This confirmation link doesn’t work',
    text: 'The link may be incomplete, or it was replaced by a newer one. Send yourself a fresh link below.',
  },
};
const otherProblem = {
  title: 'We couldn’t confirm your email',
  text: 'Something went wrong with this link. Send yourself a fresh one below.',
};

function InlineLoading() {
  return (
    <p role="status" className="flex min-h-12 items-center gap-3 text-fg-muted">
      <span className="size-5 animate-spin rounded-full border-2 border-border border-t-primary" aria-hidden="true" />
      Getting your account ready…
    </p>
  );
}

/** Where the parent goes once the email is settled: the age check if it is still to do, else onwards. */
function ContinueLink({ next, explain = false }: { next: string | null; explain?: boolean }) {
  const { status, user } = useAuth();
  const destination = safeNext(next);
  if (status === 'loading') return <InlineLoading />;
  if (status === 'signed-out') {
    return (
      <SiteLink href={`${paths.login}?next=${encodeURIComponent(destination)}`} className={buttonClasses('primary', 'lg', 'no-underline')}>
        Log in to continue
      </SiteLink>
    );
  }
  if (user && needsChildPrivacyVerification(user)) {
    return (
      <>
        {explain && (
          <p className="mb-6 text-fg-muted">
            One last step before your first story: confirm your age and choose how we may use your child’s information.
            It only takes a moment.
          </p>
        )}
        <SiteLink
          href={`${paths.ageVerification}?next=${encodeURIComponent(destination)}`}
          className={buttonClasses('primary', 'lg', 'no-underline')}
        >
          Continue: confirm your age
        </SiteLink>
      </>
    );
  }
  return (
    <SiteLink href={destination} className={buttonClasses('primary', 'lg', 'no-underline')}>
      {destination === paths.dashboard ? 'Go to your dashboard' : 'Continue'}
    </SiteLink>
  );
}

export default function VerifyEmail() {
  const params = new URLSearchParams(useSearch());
  const queryClient = useQueryClient();
  const { status: authStatus, identityUser } = useAuth();
  const error = params.get('error');
  const status = params.get('status');
  const next = params.get('next');
  const state = error ? 'link-problem' : status === 'verified' ? 'verified' : status === 'sent' ? 'sent' : 'check';
  useDocumentMeta({
    title: state === 'verified' ? 'Email confirmed' : 'Confirm your email',
    description: 'Confirm the email address of your Storyloom account.',
    noIndex: true,
  });

  // The link signed the parent in on the server; make sure this tab's cached session knows it.
  useEffect(() => {
    if (state === 'verified') void queryClient.invalidateQueries({ queryKey: authKeys.session });
  }, [state, queryClient]);

  const email = identityUser?.email ?? params.get('email');

  if (state === 'link-problem') {
    const problem = linkProblems[error ?? ''] ?? otherProblem;
    return (
      <AuthPage eyebrow="Email confirmation" title={problem.title} intro={problem.text}>
        {authStatus === 'loading' ? <InlineLoading /> : <ResendVerification email={identityUser?.email ?? null} />}
      </AuthPage>
    );
  }

  if (state === 'verified') {
    return (
      <AuthPage eyebrow="Thank you" title="Your email is confirmed" intro="Your Storyloom account is confirmed and ready.">
        <ContinueLink next={next} explain />
      </AuthPage>
    );
  }

  if (state === 'sent') {
    return (
      <AuthPage eyebrow="One more thing" title="Check your inbox" intro={<SentIntro email={email} />}>
        <div className="grid gap-6">
          <p className="text-fg-muted">
            Open the email from Storyloom and select the link inside. It works for 24 hours. Nothing there after a few
            minutes? Check your spam or promotions folder, or send it again.
          </p>
          <ResendVerification email={email} justSent primary={false} />
          <div className="border-t border-border pt-6">
            <p className="mb-3 text-fg-muted">You can keep setting up your account while you wait.</p>
            <ContinueLink next={next} />
          </div>
        </div>
      </AuthPage>
    );
  }

  if (authStatus === 'loading') return <PageSpinner />;
  if (!identityUser) {
    return (
      <AuthPage eyebrow="Email confirmation" title="Confirm your email" intro="Log in to see whether your email is confirmed.">
        <div className="grid gap-6">
          <div>
            <SiteLink href={`${paths.login}?next=${encodeURIComponent(paths.verifyEmail)}`} className={buttonClasses('primary', 'lg', 'no-underline')}>
              Log in
            </SiteLink>
          </div>
          <section aria-labelledby="new-link-title" className="grid gap-3 border-t border-border pt-6">
            <h2 id="new-link-title" className="text-xl font-bold">
              Need a new confirmation link?
            </h2>
            <p className="text-fg-muted">Enter the address you signed up with and we’ll send a fresh one.</p>
            <ResendVerification email={null} primary={false} />
          </section>
        </div>
      </AuthPage>
    );
  }
  if (identityUser.emailVerified) {
    return (
      <AuthPage
        eyebrow="Email confirmation"
        title="Your email is confirmed"
        intro={
          <>
            We know <strong className="break-words text-fg">{identityUser.email}</strong> is yours. Nothing more to do here.
          </>
        }
      >
        <ContinueLink next={next} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      eyebrow="Email confirmation"
      title="Confirm your email"
      intro={
        <>
          When you signed up we sent a confirmation link to <strong className="break-words text-fg">{identityUser.email}</strong>.
          Select the link in that email, or ask for a fresh one.
        </>
      }
    >
      <div className="grid gap-6">
        <Notice tone="info" role="status">Confirming your email keeps your account safe and lets us reach you about your stories.</Notice>
        <ResendVerification email={identityUser.email} />
        <div className="border-t border-border pt-6">
          <p className="mb-3 text-fg-muted">You can keep using Storyloom while you wait.</p>
          <ContinueLink next={next} />
        </div>
      </div>
    </AuthPage>
  );
}

function SentIntro({ email }: { email: string | null }) {
  return email ? (
    <>
      We’ve sent a confirmation link to <strong className="break-words text-fg">{email}</strong>.
    </>
  ) : (
    <>We’ve sent a confirmation link to the address you signed up with.</>
  );
}

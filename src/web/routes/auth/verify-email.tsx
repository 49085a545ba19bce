import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { needsChildPrivacyVerification } from '@shared/compliance.ts';
import { paths } from '@shared/routes.ts';
import { safeNext } from '../../app/guards.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { AuthPage, Notice } from '../../features/auth/forms/auth-page.tsx';
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

/** Where the parent goes once the email is settled: the age check if it is still to do, else onwards. */
function ContinueLink({ next }: { next: string | null }) {
  const { status, user } = useAuth();
  const destination = safeNext(next);
  if (status === 'loading') return <PageSpinner label="Getting your account ready…" />;
  if (status === 'signed-out') {
    return (
      <SiteLink href={`${paths.login}?next=${encodeURIComponent(destination)}`} className={buttonClasses('primary', 'lg', 'no-underline')}>
        Log in to continue
      </SiteLink>
    );
  }
  if (user && needsChildPrivacyVerification(user)) {
    return (
      <SiteLink
        href={`${paths.ageVerification}?next=${encodeURIComponent(destination)}`}
        className={buttonClasses('primary', 'lg', 'no-underline')}
      >
        Continue: confirm your age
      </SiteLink>
    );
  }
  return (
    <SiteLink href={destination} className={buttonClasses('primary', 'lg', 'no-underline')}>
      Go to your dashboard
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
        {authStatus === 'loading' ? <PageSpinner /> : <ResendVerification email={identityUser?.email ?? null} />}
      </AuthPage>
    );
  }

  if (state === 'verified') {
    return (
      <AuthPage eyebrow="All done" title="Your email is confirmed" intro="Thank you. Your Storyloom account is ready to use.">
        <p className="mb-6 text-fg-muted">
          One last step before your first story: confirm your age and choose how we may use your child’s information.
          It only takes a moment.
        </p>
        <ContinueLink next={next} />
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
          <ResendVerification email={email} justSent />
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
      <AuthPage eyebrow="Email confirmation" title="Confirm your email" intro="Log in to see whether your email is confirmed, or ask for a new link.">
        <div className="grid gap-6">
          <SiteLink href={`${paths.login}?next=${encodeURIComponent(paths.verifyEmail)}`} className={buttonClasses('primary', 'lg', 'no-underline')}>
            Log in
          </SiteLink>
          <ResendVerification email={null} />
        </div>
      </AuthPage>
    );
  }
  if (identityUser.emailVerified) {
    return (
      <AuthPage eyebrow="Email confirmation" title="Your email is confirmed" intro={<>We know <strong className="break-words text-fg">{identityUser.email}</strong> is yours. Nothing more to do here.</>}>
        <ContinueLink next={next} />
      </AuthPage>
    );
  }
  return (
    <AuthPage eyebrow="Email confirmation" title="Confirm your email" intro={<SentIntro email={identityUser.email} />}>
      <div className="grid gap-6">
        <Notice tone="info">Confirming your email keeps your account safe and lets us reach you about your stories.</Notice>
        <ResendVerification email={identityUser.email} />
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

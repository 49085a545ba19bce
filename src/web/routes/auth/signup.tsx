import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@shared/routes.ts';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { AuthPage } from '../../features/auth/forms/auth-page.tsx';
import { completeSignUp, useLeaveIfSignedIn } from '../../features/auth/forms/sign-in-flow.ts';
import { GoogleSignIn } from '../../features/auth/google-button.tsx';
import { SignupForm } from '../../features/auth/forms/signup-form.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

export default function Signup() {
  useDocumentMeta({
    title: 'Create your account',
    description: 'Create a free Storyloom account and make personalised bedtime stories where your child is the hero.',
  });
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const next = new URLSearchParams(useSearch()).get('next');
  const checking = useLeaveIfSignedIn(paths.dashboard);
  const loginHref = next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;

  if (checking) return <PageSpinner />;

  return (
    <AuthPage
      eyebrow="Join Storyloom"
      title="Create your account"
      intro="It takes about a minute. Then you can add your child and make your first story together."
      footer={
        <>
          Already have an account?{' '}
          <SiteLink href={loginHref} className="font-semibold text-primary">
            Log in
          </SiteLink>
        </>
      }
    >
      <GoogleSignIn next={next} />
      <SignupForm
        loginHref={loginHref}
        onSignedUp={async (email) => {
          await completeSignUp(queryClient);
          const search = new URLSearchParams({ status: 'sent', email });
          if (next) search.set('next', next);
          navigate(`${paths.verifyEmail}?${search.toString()}`, { replace: true });
        }}
      />
    </AuthPage>
  );
}

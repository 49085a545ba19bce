import { useState } from 'react';
import { useSearch } from 'wouter';
import { formatLongDate } from '@shared/dates.ts';
import { paths } from '@shared/routes.ts';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { AppPage } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { useResendVerificationEmail } from '../../features/account/api.ts';
import { UserAvatar } from '../../features/account/avatars.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { NextSteps } from '../../features/dashboard/next-steps.tsx';
import { CreditsPanel, RecentStories } from '../../features/dashboard/recent-stories.tsx';
import { useStories } from '../../features/stories/api.ts';
import { orderedConsents } from '../../features/privacy/consents.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { Badge } from '../../components/ui/badge.tsx';

function greeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 5 || hour >= 18) return 'Good evening';
  if (hour < 12) return 'Good morning';
  return 'Good afternoon';
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useResendVerificationEmail();
  const failure =
    resend.error instanceof ApiError && resend.error.status === 429
      ? 'You have asked for several links in a short time. Please wait a little, then try again.'
      : 'We could not send the link just now. Please try again in a moment.';
  return (
    <Notice
      tone="warning"
      title="Please confirm your email address"
      actions={
        <Button variant="secondary" onClick={() => resend.mutate(email)} disabled={resend.isPending}>
          {resend.isPending ? 'Sending…' : resend.isSuccess ? 'Send it again' : 'Send me a new link'}
        </Button>
      }
    >
      <p>
        We sent a confirmation link to <strong className="text-fg">{email}</strong> when you signed up. Confirming it means
        you can always get back into your account if you forget your password.
      </p>
      <p role="status" className="mt-2 font-medium text-fg empty:hidden">
        {resend.isSuccess ? `A new link is on its way to ${email}. It works for 24 hours.` : ''}
      </p>
      {resend.isError && (
        <p role="alert" className="mt-2 font-medium text-danger">
          {failure}
        </p>
      )}
    </Notice>
  );
}

function PrivacyPanel({ user }: { user: AppUserRecord }) {
  return (
    <SectionCard
      title="Your privacy"
      description="Three separate choices about your children’s information. You can change each of them at any time."
    >
      <ul className="grid gap-3">
        {orderedConsents.map(({ kind, number, title }) => {
          const state = user.consents[kind];
          return (
            <li key={kind} className="flex items-start justify-between gap-3 border-b border-border pb-3 last:border-0 last:pb-0">
              <span>
                <span className="text-fg-muted">{number}. </span>
                {title}
              </span>
              <Badge tone={state.granted ? 'success' : 'neutral'}>{state.granted ? 'Given' : 'Not given'}</Badge>
            </li>
          );
        })}
      </ul>
      <SiteLink href={paths.privacyDashboard} className={buttonClasses('secondary', 'md', 'mt-5 no-underline')}>
        Open your privacy dashboard
      </SiteLink>
    </SectionCard>
  );
}

function AccountPanel({ user }: { user: AppUserRecord }) {
  return (
    <SectionCard title="Your account">
      <div className="flex items-center gap-4">
        <UserAvatar name={user.name} image={user.image} className="size-14 text-lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.name}</p>
          <p className="truncate text-fg-muted">{user.email}</p>
        </div>
      </div>
      <p className="mt-4 text-fg-muted">With Storyloom since {formatLongDate(user.createdAt)}.</p>
      <div className="mt-5 flex flex-wrap gap-2">
        <SiteLink href={paths.profile} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Edit profile
        </SiteLink>
        <SiteLink href={paths.settings} className={buttonClasses('ghost', 'md', 'no-underline')}>
          Settings
        </SiteLink>
      </div>
    </SectionCard>
  );
}

export default function Dashboard() {
  useDocumentMeta({ title: 'Dashboard', noIndex: true });
  const { user } = useAuth();
  const search = useSearch();
  // The guard removes ?verified=true after a few seconds; the welcome stays for this visit.
  const [justVerified] = useState(() => new URLSearchParams(search).get('verified') === 'true');
  // Once the family has a story, the first-steps guide has done its job.
  const hasStories = (useStories().data?.length ?? 0) > 0;
  if (!user) return <PageSpinner />;

  const notices = (
    <>
      {justVerified && (
        <Notice tone="success" role="status" title="You’re all set">
          Thank you for confirming. Your account is ready for your family’s stories.
        </Notice>
      )}
      {!user.emailVerified && <VerifyEmailNotice email={user.email} />}
      {!user.parentalConsentVerified && !justVerified && (
        <Notice
          tone="info"
          title="Child features are paused"
          actions={
            <SiteLink href={`${paths.privacyDashboard}#consents`} className={buttonClasses('secondary', 'md', 'no-underline')}>
              Review your consents
            </SiteLink>
          }
        >
          Adding children, portraits and stories about them needs your consent to the collection and use of your
          child’s information (consent 1). You can give it on your privacy dashboard.
        </Notice>
      )}
    </>
  );

  return (
    <AppPage
      width="wide"
      title={`${greeting()}, ${firstName(user.name)}`}
      lead={
        hasStories
          ? 'This is your family’s corner of Storyloom: your newest stories, your credits and your privacy choices.'
          : 'This is your family’s corner of Storyloom. Here is how to get to your first bedtime story.'
      }
      notices={notices}
    >
      <RecentStories />
      {!hasStories && (
        <SectionCard title="Your next steps" description="Three steps from here to a story in which your child is the hero.">
          <NextSteps />
        </SectionCard>
      )}
      <CreditsPanel />
      <div className="grid gap-6 lg:grid-cols-2">
        <PrivacyPanel user={user} />
        <AccountPanel user={user} />
      </div>
    </AppPage>
  );
}

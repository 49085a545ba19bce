import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { AppPage } from '../../components/layout/app-page.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { AvatarForm } from '../../features/account/avatar-form.tsx';
import { EmailForm, pendingEmailKey } from '../../features/account/email-form.tsx';
import { NameForm } from '../../features/account/name-form.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { Badge } from '../../components/ui/badge.tsx';

/**
 * After an emailed link brings the parent back: a verified address is confirmed in two steps (the
 * first link sends a second one), so the note says which step this was when this device knows.
 */
function EmailChangeResult({ user }: { user: AppUserRecord }) {
  const [pending] = useState(() => localStorage.getItem(pendingEmailKey));
  const done = pending !== null && pending === user.email.toLowerCase();
  useEffect(() => {
    if (done) localStorage.removeItem(pendingEmailKey);
  }, [done]);

  if (done) {
    return (
      <Notice tone="success" role="status" title="Your email address has changed">
        From now on you log in with <strong className="text-fg">{user.email}</strong>.
      </Notice>
    );
  }
  if (pending) {
    return (
      <Notice tone="info" role="status" title="One more step">
        Thank you. We sent one last link to <strong className="text-fg">{pending}</strong>; open it to finish the change.
      </Notice>
    );
  }
  return (
    <Notice tone="info" role="status" title="Your email link worked">
      Your sign-in address is shown below. If it has not changed yet, look for one more link in the new inbox.
    </Notice>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="success">Confirmed</Badge>
  ) : (
    <Badge tone="warning">Not confirmed yet</Badge>
  );
}

export default function Profile() {
  useDocumentMeta({ title: 'Profile', noIndex: true });
  const { user } = useAuth();
  const search = useSearch();
  const [returnedFromEmail] = useState(() => new URLSearchParams(search).has('emailChanged'));
  if (!user) return <PageSpinner />;

  return (
    <AppPage
      title="Your profile"
      lead="How Storyloom knows you. Your name and picture are only shown to you; stories use your child’s details, not yours."
      notices={returnedFromEmail ? <EmailChangeResult user={user} /> : undefined}
    >
      <SectionCard title="Name" description="Used to greet you here and in the emails we send you.">
        <NameForm key={user.name} currentName={user.name} />
      </SectionCard>
      <SectionCard
        title="Picture"
        description="Choose a picture for your account menu. We offer illustrations rather than photo uploads, so no photo of you is stored."
      >
        <AvatarForm key={user.image ?? 'none'} name={user.name} image={user.image} />
      </SectionCard>
      <SectionCard
        title="Email address"
        description={
          <p className="flex flex-wrap items-center gap-2">
            <span>
              You log in with <strong className="text-fg">{user.email}</strong>
            </span>
            <VerifiedBadge verified={user.emailVerified} />
          </p>
        }
      >
        <EmailForm currentEmail={user.email} />
      </SectionCard>
    </AppPage>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@shared/routes.ts';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { AccountProblem } from '../account-problem.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { AuthPage } from '../forms/auth-page.tsx';
import { useAuth } from '../use-auth.ts';
import { storeUserRecord, verifiedDestination } from './api.ts';
import { BirthDateForm } from './birth-date-form.tsx';
import { ConsentForm } from './consent-form.tsx';
import { ParentEmailForm } from './parent-email-form.tsx';
import { PrivacyNoticeSummary } from './privacy-notice-summary.tsx';

type Step = 'birth-date' | 'consent' | 'parent-email' | 'waiting' | 'done';

/** The step follows from the saved record, so a remembered birth date skips straight past the question. */
export function stepOf(user: AppUserRecord): Step {
  if (!user.birthDate) return 'birth-date';
  if (user.parentalConsentVerified) return 'done';
  if (user.ageVerifiedAt) return 'consent';
  return user.awaitingParentConsent ? 'waiting' : 'parent-email';
}

const parentDeclined = (user: AppUserRecord) => {
  const consent = user.consents['child-data'];
  return consent.method === 'parent-email-link' && consent.at !== null && !consent.granted;
};

/** /age-verification for the signed-in account holder: date of birth, then consent or a parent's email. */
export function AccountHolderSteps({ next }: { next: string }) {
  const { status, user, refetchUser } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [changingParent, setChangingParent] = useState(false);

  if (status === 'loading') return <PageSpinner />;
  if (status === 'account-error') return <AccountProblem onRetry={() => void refetchUser()} />;
  if (status === 'signed-out' || !user) {
    const back = `${paths.ageVerification}?next=${encodeURIComponent(next)}`;
    return (
      <AuthPage eyebrow="Children’s privacy" title="Log in to continue" intro="Confirming your age is part of your Storyloom account, so please log in first.">
        <div className="flex flex-wrap gap-3">
          <SiteLink href={`${paths.login}?next=${encodeURIComponent(back)}`} className={buttonClasses('primary', 'lg', 'no-underline')}>
            Log in
          </SiteLink>
          <SiteLink href={`${paths.signup}?next=${encodeURIComponent(next)}`} className={buttonClasses('secondary', 'lg', 'no-underline')}>
            Create an account
          </SiteLink>
        </div>
      </AuthPage>
    );
  }

  const step = changingParent ? 'parent-email' : stepOf(user);
  const store = (record: AppUserRecord) => storeUserRecord(queryClient, record);

  if (step === 'birth-date') {
    return (
      <AuthPage
        eyebrow="Children’s privacy"
        title="Confirm your age"
        intro="Storyloom looks after children’s information carefully, so we ask everyone who holds an account for their date of birth before a child is added."
      >
        <BirthDateForm onAnswered={async ({ user: record }) => store(record)} onAlreadyRecorded={() => void refetchUser()} />
      </AuthPage>
    );
  }

  if (step === 'consent') {
    return (
      <AuthPage
        wide
        eyebrow="Children’s privacy"
        title="Your child’s information, your choice"
        intro="Thank you. Before you add your child, here is what Storyloom does with their information. Then you decide what we may do."
      >
        <div className="grid gap-8">
          <PrivacyNoticeSummary audience="account-holder" />
          <ConsentForm
            onConsented={async (record) => {
              store(record);
              navigate(verifiedDestination(next), { replace: true });
            }}
          />
        </div>
      </AuthPage>
    );
  }

  if (step === 'parent-email') {
    return (
      <AuthPage
        eyebrow="Children’s privacy"
        title="A parent or guardian needs to agree"
        intro="Thanks for telling us. Because you are under 18, you can’t use Storyloom on your own: a parent or guardian has to agree first."
      >
        <div className="grid gap-5">
          {parentDeclined(user) && !changingParent && (
            <Notice tone="info" role="status">Your parent or guardian declined the last request. You can ask them again, or ask someone else who looks after you.</Notice>
          )}
          <ParentEmailForm
            onSent={async (message) => {
              setSentMessage(message);
              setChangingParent(false);
              await refetchUser();
            }}
          />
        </div>
      </AuthPage>
    );
  }

  if (step === 'waiting') {
    return (
      <AuthPage eyebrow="Children’s privacy" title="We’ve emailed your parent or guardian">
        <div className="grid gap-5">
          <Notice tone="success" role="status">{sentMessage ?? 'We have emailed your parent or guardian. Your account opens as soon as they agree.'}</Notice>
          <p className="text-fg-muted">
            Ask them to look for an email from Storyloom and open the link inside; it works for 7 days. Once they agree,
            come back here and you can start.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void refetchUser()}>Check again</Button>
            <Button variant="secondary" onClick={() => setChangingParent(true)}>
              Send to a different address
            </Button>
          </div>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage eyebrow="Children’s privacy" title="You’re all set" intro="Your age is confirmed and your consent is saved. Thank you for looking after your family’s privacy.">
      <SiteLink href={verifiedDestination(next)} className={buttonClasses('primary', 'lg', 'no-underline')}>
        Continue
      </SiteLink>
    </AuthPage>
  );
}

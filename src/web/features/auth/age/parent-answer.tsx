import { useMutation, useQuery } from '@tanstack/react-query';
import { paths } from '@shared/routes.ts';
import { SiteLink } from '../../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { AuthPage } from '../forms/auth-page.tsx';
import { complianceApi, problemMessage } from './api.ts';
import { PrivacyNoticeSummary } from './privacy-notice-summary.tsx';

function Answered({ childName, consented }: { childName: string; consented: boolean | null }) {
  return (
    <AuthPage eyebrow="Parental consent" title="Thank you, your answer is saved">
      <div className="grid gap-5">
        <Notice tone={consented ? 'success' : 'info'} role="status">
          {consented
            ? `You agreed. ${childName} can now use Storyloom.`
            : `You declined. ${childName}’s account stays locked, and we won’t use their information.`}
        </Notice>
        <p className="text-fg-muted">
          Changed your mind, or have a question? Write to us from the{' '}
          <SiteLink href={paths.contact} className="font-semibold text-primary">
            contact page
          </SiteLink>{' '}
          and mention this request. You can close this page now.
        </p>
      </div>
    </AuthPage>
  );
}

/**
 * The page a parent reaches from the consent email (/age-verification?parentToken=…). No sign-in:
 * the link is the credential, so it shows only the account holder's first name and the notice.
 */
export function ParentAnswer({ token }: { token: string }) {
  const request = useQuery({
    queryKey: ['parent-consent', token],
    queryFn: () => complianceApi.describeParentRequest(token),
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
  });
  const answer = useMutation({ mutationFn: (consented: boolean) => complianceApi.answerParentRequest(token, consented) });

  if (request.isPending) return <PageSpinner label="Opening the consent request…" />;
  if (request.isError) {
    const notFound = request.error instanceof ApiError && request.error.status === 404;
    return (
      <AuthPage
        eyebrow="Parental consent"
        title={notFound ? 'This link is no longer valid' : 'We couldn’t open this request'}
        intro={
          notFound
            ? 'Consent links work for 7 days. Ask your child to send a new request from their Storyloom account, and a fresh link will reach you.'
            : problemMessage(request.error)
        }
      >
        {notFound ? (
          <SiteLink href={paths.coppaCompliance} className={buttonClasses('secondary', 'md', 'no-underline')}>
            How Storyloom protects children
          </SiteLink>
        ) : (
          <Button onClick={() => void request.refetch()}>Try again</Button>
        )}
      </AuthPage>
    );
  }

  const { childName } = request.data;
  if (answer.isSuccess) return <Answered childName={childName} consented={answer.data.consented} />;
  const answeredElsewhere = answer.error instanceof ApiError && answer.error.status === 409;
  if (request.data.answered || answeredElsewhere) {
    return (
      <AuthPage eyebrow="Parental consent" title="You’ve already answered this request">
        <Notice tone="info" role="status">
          {request.data.answered
            ? request.data.consented
              ? `You agreed to ${childName} using Storyloom.`
              : `You declined ${childName}’s request.`
            : 'This consent request has already been answered.'}
        </Notice>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      eyebrow="Parental consent"
      title={`${childName} would like to use Storyloom`}
      intro={
        <>
          {childName} gave your email address as their parent or guardian. Because they are under 18, their account can
          only be used with your consent. Here is what that means.
        </>
      }
      wide
    >
      <div className="grid gap-6">
        <PrivacyNoticeSummary audience="parent" />
        <p className="text-fg-muted">
          Agreeing lets Storyloom use the information above to make stories. Sending anything to an outside AI provider
          and publishing to the community library are separate choices; they stay off.
        </p>
        {answer.isError && !answeredElsewhere && <Notice tone="danger" role="alert">{problemMessage(answer.error)}</Notice>}
        <div className="flex flex-wrap gap-3">
          <Button size="lg" disabled={answer.isPending} onClick={() => answer.mutate(true)}>
            I agree
          </Button>
          <Button size="lg" variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate(false)}>
            I decline
          </Button>
        </div>
      </div>
    </AuthPage>
  );
}

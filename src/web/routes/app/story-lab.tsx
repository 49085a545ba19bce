import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AppPage, SectionLoading } from '../../components/layout/app-page.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SectionCard } from '../../components/ui/section-card.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { siteConfigQuery } from '../../features/site/api.ts';
import { useStoryLab } from '../../features/story-lab/api.ts';
import { LabForm, type FieldErrors } from '../../features/story-lab/lab-form.tsx';
import { LabResult } from '../../features/story-lab/lab-result.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import NotFound from '../not-found.tsx';

function failureMessage(error: Error): string {
  if (!(error instanceof ApiError)) return error.message;
  if (error.status === 403) return 'Your account no longer has administrator access, so the lab cannot run.';
  return error.serverMessage;
}

function StoryLab() {
  useDocumentMeta({ title: 'Story generation lab', noIndex: true });
  const config = useQuery(siteConfigQuery);
  const lab = useStoryLab();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A keyboard or screen-reader user lands on the new story instead of staying at the button.
  useEffect(() => {
    if (lab.data) headingRef.current?.focus();
  }, [lab.data]);

  const fieldError = lab.error instanceof ApiError && lab.error.field ? lab.error : null;
  const serverErrors: FieldErrors = fieldError?.field ? { [fieldError.field]: fieldError.serverMessage } : {};
  const showResult = lab.isPending || lab.data || (lab.error && !fieldError);

  return (
    <AppPage
      width="wide"
      title="Story generation lab"
      lead="Try the story writers on a made-up hero and see what they write: word count against the target, reading grade, the child-safety check and every page. No story is saved and no credits are spent."
    >
      <SectionCard title="Story settings">
        <LabForm
          outsideWriter={config.data?.outsideTextProvider ?? null}
          pending={lab.isPending}
          serverErrors={serverErrors}
          onRun={(request) => lab.mutate(request)}
        />
      </SectionCard>
      {showResult && (
        <section aria-label="Result" aria-busy={lab.isPending} className="rounded-3xl border border-border bg-surface p-5 sm:p-7">
          {lab.isPending && <SectionLoading label="Writing the story…" />}
          {lab.error && !fieldError && (
            <Notice tone="danger" role="alert" title="The story could not be written">
              {failureMessage(lab.error)}
            </Notice>
          )}
          {lab.data && <LabResult ref={headingRef} result={lab.data} />}
        </section>
      )}
    </AppPage>
  );
}

/**
 * A lab for admins (docs/product.md "Test pages"), open to everyone on a development build; anyone else
 * sees the not-found page. The API enforces the same rule with 403.
 */
export default function StoryLabPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  if (!user.isAdmin && !import.meta.env.DEV) return <NotFound />;
  return <StoryLab />;
}

import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { href, paths } from '@shared/routes.ts';
import type { StoryDetail } from '@shared/schemas/stories.ts';
import { AppPage, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { announceOutcome, forgetOutcome } from '../../features/stories/announce.ts';
import { isInProgress, useRetryStory } from '../../features/stories/api.ts';
import { refundSentence, storyTitle } from '../../features/stories/labels.ts';
import { paragraphs } from '../../features/stories/reader.tsx';
import { StoryProgressCard } from '../../features/stories/story-progress-card.tsx';
import { useLiveStory } from '../../features/stories/use-live-story.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

const previewPages = 3;

function FirstPages({ story }: { story: StoryDetail }) {
  if (story.pages.length === 0) return null;
  const shown = story.pages.slice(0, previewPages);
  const more = story.pages.length - shown.length;
  return (
    <section aria-labelledby="first-pages" className="grid gap-4">
      <h2 id="first-pages" className="text-xl font-bold sm:text-2xl">
        {story.status === 'ready' ? 'How it begins' : 'The first pages'}
      </h2>
      <ol className="grid gap-4">
        {shown.map((page) => (
          <li key={page.index} className="rounded-3xl border border-border bg-surface p-5 sm:p-7">
            <p className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">Page {page.index + 1}</p>
            <div className="mt-2 grid gap-3 text-lg leading-relaxed">
              {paragraphs(page.text).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </li>
        ))}
      </ol>
      {more > 0 && <p className="text-fg-muted">…and {more} more {more === 1 ? 'page' : 'pages'}.</p>}
    </section>
  );
}

function Outcome({ story }: { story: StoryDetail }) {
  const retry = useRetryStory();
  const readHref = href(paths.story, { id: story.id });
  if (story.status === 'ready') {
    return (
      <Notice
        tone="success"
        title="Your story is ready"
        actions={
          <SiteLink href={readHref} className={buttonClasses('primary', 'lg', 'no-underline')}>
            Read the story
          </SiteLink>
        }
      >
        “{storyTitle(story)}” has {story.pages.length} pages. It is kept in My Stories whenever you want it again.
      </Notice>
    );
  }
  if (story.status !== 'failed') return null;
  const refund = refundSentence(story);
  return (
    <Notice
      tone="danger"
      role="alert"
      title="This story could not be finished"
      actions={
        <>
          <Button
            disabled={retry.isPending}
            onClick={() => {
              forgetOutcome(story.id);
              retry.mutate(story.id);
            }}
          >
            {retry.isPending ? 'Starting again…' : 'Try again'}
          </Button>
          <SiteLink href={paths.stories} className={buttonClasses('secondary', 'md', 'no-underline')}>
            Go to My Stories
          </SiteLink>
        </>
      }
    >
      <p>{story.failureReason ?? 'Something went wrong while the story was being made.'}</p>
      {refund && <p>{refund}</p>}
      {retry.isError && (
        <p role="alert" className="mt-2 font-medium text-danger">
          {retry.error instanceof ApiError ? retry.error.serverMessage : 'We could not start it again. Please try once more.'}
        </p>
      )}
    </Notice>
  );
}

function lead(story: StoryDetail | undefined): string {
  if (!story) return 'Storyloom is writing it now, page by page.';
  if (story.status === 'ready') return `A story for ${story.heroName}, ready to read.`;
  if (story.status === 'failed') return `A story for ${story.heroName}.`;
  return `Storyloom is writing ${story.heroName}’s story now, page by page.`;
}

function Following({ id }: { id: string }) {
  const { story } = useLiveStory(id);
  const seenStatus = useRef<string | undefined>(undefined);
  const data = story.data;

  // The toast is for a finish seen happening here, not for opening a story that was already done.
  useEffect(() => {
    if (!data) return;
    const before = seenStatus.current;
    seenStatus.current = data.status;
    if (before && isInProgress({ status: before as StoryDetail['status'] }) && !isInProgress(data)) announceOutcome(data);
  }, [data]);

  let body;
  if (story.isPending) body = <SectionLoading label="Finding your story…" />;
  else if (story.isError || !data) {
    const missing = story.error instanceof ApiError && story.error.status === 404;
    body = (
      <Notice
        tone="danger"
        role="alert"
        title={missing ? 'We can’t find that story' : 'We couldn’t load your story'}
        actions={
          <SiteLink href={paths.stories} className={buttonClasses('secondary', 'md', 'no-underline')}>
            Go to My Stories
          </SiteLink>
        }
      >
        {missing ? 'It may have been deleted. Your other stories are in My Stories.' : 'This is usually a brief connection problem. Please reload the page.'}
      </Notice>
    );
  } else {
    body = (
      <>
        <Outcome story={data} />
        {isInProgress(data) && <StoryProgressCard story={data} />}
        {isInProgress(data) && (
          <p className="text-fg-muted">
            You don’t need to wait here: the story keeps going if you leave, and we’ll let you know when it’s ready. You’ll
            also find it in{' '}
            <SiteLink href={paths.stories} className="font-semibold text-primary underline">
              My Stories
            </SiteLink>
            .
          </p>
        )}
        <FirstPages story={data} />
      </>
    );
  }
  return (
    <AppPage title={data?.title ?? 'Your story is on its way'} lead={lead(data)}>
      {body}
    </AppPage>
  );
}

/** /story-completion?id=…: a story's live progress while it is being made, then a way to read it. */
export default function StoryCompletion() {
  useDocumentMeta({ title: 'Making your story', noIndex: true });
  const id = new URLSearchParams(useSearch()).get('id');
  if (!id) {
    return (
      <AppPage title="Which story?" lead="This page follows a story while it is being made, and this address does not say which one.">
        <div>
          <SiteLink href={paths.stories} className={buttonClasses('primary', 'md', 'no-underline')}>
            Go to My Stories
          </SiteLink>
        </div>
      </AppPage>
    );
  }
  return <Following key={id} id={id} />;
}

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { paths } from '@shared/routes.ts';
import type { StoryDetail } from '@shared/schemas/stories.ts';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { readingLevelLabel } from '../../content/reading-levels.ts';
import { isInProgress, storyQuery } from '../../features/stories/api.ts';
import { minutesLabel, numberLabel, refundSentence, storyIdea, storyTitle } from '../../features/stories/labels.ts';
import { useOnline } from '../../features/offline/use-offline.ts';
import { useRecordings } from '../../features/own-narration/api.ts';
import { ownCoverVersion, pageInAddress } from '../../features/reader/first-pictures.ts';
import { Reader, usePreloadedFlipBook } from '../../features/stories/reader.tsx';
import { StoryProgressCard } from '../../features/stories/story-progress-card.tsx';
import { pollIntervalMs } from '../../features/stories/use-live-story.ts';
import { storyHref } from '../../features/stories/story-card.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { useIdle } from '../../lib/use-idle.ts';
import { useTemplates } from '../../features/templates/api.ts';

// Offline, edits, narration, the parent's own reading and sharing load once the book is open; so do
// the story's actions (print, share to the library, rename, delete), whose forms and dialogs would
// otherwise queue ahead of the book's own files.
const StoryPanels = lazy(() => import('../../features/stories/story-panels.tsx'));
const StoryActions = lazy(async () => ({ default: (await import('../../features/stories/story-actions.tsx')).StoryActions }));
const RenameForm = lazy(async () => ({ default: (await import('../../features/stories/story-actions.tsx')).RenameForm }));

function Facts({ story }: { story: StoryDetail }) {
  const templates = useTemplates();
  const words =
    story.wordCount === null
      ? `aiming for about ${numberLabel(story.targetWordCount)} words`
      : `${numberLabel(story.wordCount)} words (aim: ${numberLabel(story.targetWordCount)})`;
  return (
    <p className="text-fg-muted">
      For {story.heroName} · {readingLevelLabel(story.readingLevel)} · {words} · {minutesLabel(story.length)} · {storyIdea(story, templates.data)}
    </p>
  );
}

function Body({ story }: { story: StoryDetail }) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // No page in the address (or page 0) opens the book at its cover.
  const current = pageInAddress(search, story.pages.length);
  // The page is in the address, so a reload or a shared link opens the same page.
  const turn = useCallback((page: number) => navigate(`${location}?page=${page + 1}`, { replace: true }), [location, navigate]);
  const recordings = useRecordings(story.id);

  if (isInProgress(story)) {
    return (
      <>
        <StoryProgressCard story={story} />
        <div>
          <SiteLink href={storyHref(story)} className={buttonClasses('primary', 'md', 'no-underline')}>
            Follow its progress
          </SiteLink>
        </div>
      </>
    );
  }
  if (story.status === 'failed') {
    const refund = refundSentence(story);
    return (
      <Notice tone="danger" title="This story could not be finished">
        <p>{story.failureReason ?? 'Something went wrong while the story was being made.'}</p>
        {refund && <p>{refund}</p>}
        <p>Try again makes a fresh attempt with the same choices.</p>
      </Notice>
    );
  }
  if (story.pages.length === 0) {
    return <Notice title="This story has no pages">It may still be on its way. Please reload the page in a moment.</Notice>;
  }
  return (
    <Reader
      title={storyTitle(story)}
      storyId={story.id}
      pages={story.pages}
      current={current}
      onTurn={turn}
      readingLevel={story.readingLevel}
      heroName={story.heroName}
      hasCover={story.hasCover}
      recordings={recordings.data}
      coverVersion={ownCoverVersion(story)}
      coverUrl={story.coverUrl}
    />
  );
}

function StoryView({ story }: { story: StoryDetail }) {
  const [renaming, setRenaming] = useState(false);
  const online = useOnline();
  const bookOpen = useIdle();
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-5 pb-6 sm:min-h-0 sm:px-6 sm:pb-16 sm:pt-10">
      <header className="grid gap-3 px-4 pt-4 sm:px-0 sm:pt-0">
        <SiteLink href={paths.stories} className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
          <span aria-hidden="true">←</span> My stories
        </SiteLink>
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{storyTitle(story)}</h1>
      </header>
      {/* On a phone the book comes straight after the title; the details and actions follow it. */}
      <div className="grid gap-3 px-4 max-sm:order-2 sm:px-0">
        <Facts story={story} />
        {!online ? (
          <Notice title="You’re offline">This is the copy saved on this device. Changing, sharing and printing the story wait for the internet.</Notice>
        ) : (
          // The row keeps a button's height until the actions arrive.
          <Suspense fallback={<div className="min-h-11" />}>
            {!bookOpen ? (
              <div className="min-h-11" />
            ) : renaming ? (
              <RenameForm story={story} onDone={() => setRenaming(false)} />
            ) : (
              <StoryActions story={story} onRename={() => setRenaming(true)} />
            )}
          </Suspense>
        )}
      </div>
      <Body story={story} />
      {story.status === 'ready' && story.pages.length > 0 && bookOpen && (
        <div className="grid gap-5 px-4 max-sm:order-3 sm:px-0">
          <Suspense fallback={null}>
            <StoryPanels story={story} online={online} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/** /stories/{id}: one story, page by page, with rename, delete and (for a failed one) retry. */
export default function Story() {
  const { id = '' } = useParams<{ id: string }>();
  usePreloadedFlipBook();
  // A story still being made is looked at again every few seconds until it is done.
  const story = useQuery({ ...storyQuery(id), refetchInterval: (query) => (query.state.data && isInProgress(query.state.data) ? pollIntervalMs : false) });
  useDocumentMeta({ title: story.data ? storyTitle(story.data) : 'Story', noIndex: true });

  if (story.isPending) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">Story</h1>
        <SectionLoading label="Opening the story…" />
      </div>
    );
  }
  if (story.isError) {
    const missing = story.error instanceof ApiError && story.error.status === 404;
    return (
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold">{missing ? 'We can’t find that story' : 'Story'}</h1>
        {missing ? (
          <p className="text-fg-muted">
            It may have been deleted.{' '}
            <SiteLink href={paths.stories} className="font-semibold text-primary underline">
              See all your stories
            </SiteLink>
            .
          </p>
        ) : (
          <LoadError what="this story" onRetry={() => void story.refetch()} />
        )}
      </div>
    );
  }
  return <StoryView story={story.data} />;
}

import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { paths } from '@shared/routes.ts';
import type { LibraryStoryDetail } from '@shared/schemas/library.ts';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { libraryStoryQuery, useReaction } from '../../features/library/api.ts';
import { cardFacts, countLabel, statusBadges } from '../../features/library/labels.ts';
import { ReportDialog } from '../../features/library/report-dialog.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { Reader } from '../../features/stories/reader.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

/** The wizard, started with this story's template (or theme) for one's own child. */
function makeItOursHref(story: LibraryStoryDetail): string {
  return story.templateId ? `${paths.createStory}?template=${encodeURIComponent(story.templateId)}` : `${paths.createStory}?theme=${encodeURIComponent(story.theme)}`;
}

function Actions({ story }: { story: LibraryStoryDetail }) {
  const love = useReaction('love');
  const save = useReaction('save');
  const [reporting, setReporting] = useState(false);
  const approved = story.status === 'approved';
  const isAdmin = Boolean(useAuth().user?.isAdmin);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant={story.loved ? 'primary' : 'secondary'} aria-pressed={story.loved} disabled={love.isPending || !approved} onClick={() => love.mutate({ id: story.id, on: !story.loved })}>
        <span aria-hidden="true">♥</span> {story.loved ? 'Loved' : 'Love'} · {story.loves}
      </Button>
      <Button variant={story.saved ? 'primary' : 'secondary'} aria-pressed={story.saved} disabled={save.isPending || !approved} onClick={() => save.mutate({ id: story.id, on: !story.saved })}>
        {story.saved ? 'Saved' : 'Save'}
      </Button>
      <SiteLink href={makeItOursHref(story)} className={buttonClasses('secondary', 'md', 'no-underline')}>
        Make it ours
      </SiteLink>
      {isAdmin && approved && (
        <SiteLink href={`${paths.admin}?templateFrom=${encodeURIComponent(story.id)}`} className={buttonClasses('ghost', 'md', 'no-underline')}>
          Make a template from it
        </SiteLink>
      )}
      {!story.mine && approved && (
        <Button variant="ghost" disabled={story.reported} onClick={() => setReporting(true)}>
          {story.reported ? 'Reported' : 'Report'}
        </Button>
      )}
      <ReportDialog id={story.id} title={story.title} open={reporting} onOpenChange={setReporting} />
    </div>
  );
}

function StoryView({ story }: { story: LibraryStoryDetail }) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = Number(new URLSearchParams(search).get('page') ?? '1');
  const current = Number.isInteger(requested) ? Math.min(Math.max(requested - 1, 0), Math.max(story.pages.length - 1, 0)) : 0;
  const turn = useCallback((page: number) => navigate(`${location}?page=${page + 1}`, { replace: true }), [location, navigate]);
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-4xl flex-col gap-5 pb-6 sm:min-h-0 sm:px-6 sm:pb-16 sm:pt-10">
      <header className="grid gap-3 px-4 pt-4 sm:px-0 sm:pt-0">
        <SiteLink href={paths.library} className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
          <span aria-hidden="true">←</span> Community library
        </SiteLink>
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{story.title}</h1>
        <p className="text-fg-muted">
          {cardFacts(story).join(' · ')} · {countLabel(story.saves, 'save', 'saves')}
        </p>
        {story.status !== 'approved' && <Notice title={statusBadges[story.status].label}>Only you and the administrators can see this story for now.</Notice>}
        <Actions story={story} />
      </header>
      {story.pages.length > 0 && <Reader title={story.title} storyId={story.id} pages={story.pages} current={current} onTurn={turn} />}
    </div>
  );
}

/** /library/{id}: a library story in the reader, with love, save, report and "Make it ours". */
export default function LibraryStory() {
  const { id = '' } = useParams<{ id: string }>();
  const story = useQuery(libraryStoryQuery(id));
  useDocumentMeta({ title: story.data?.title ?? 'Library story', noIndex: true });
  if (story.isPending) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">Library story</h1>
        <SectionLoading label="Opening the story…" />
      </div>
    );
  }
  if (story.isError) {
    const missing = story.error instanceof ApiError && story.error.status === 404;
    return (
      <div className="mx-auto grid max-w-4xl gap-4 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold">{missing ? 'This story is not in the library' : 'Library story'}</h1>
        {missing ? (
          <p className="text-fg-muted">
            It may have been unpublished or be waiting for a review.{' '}
            <SiteLink href={paths.library} className="font-semibold text-primary underline">
              Browse the library
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

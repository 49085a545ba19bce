import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { registerWorkerWhenIdle } from '../../features/offline/service-worker.ts';
import { sharedCoverPath } from '@shared/schemas/shares.ts';
import { sharedStoryQuery } from '../../features/shares/api.ts';
import { pageInAddress } from '../../features/reader/first-pictures.ts';
import { Reader, usePreloadedFlipBook } from '../../features/stories/reader.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import NotFound from '../not-found.tsx';

/** /share/flipbook/{shareUuid}: a story someone shared, in the same flip-book, for anyone with the link. */
export default function SharedFlipbook() {
  const { shareUuid = '' } = useParams<{ shareUuid: string }>();
  usePreloadedFlipBook();
  const story = useQuery(sharedStoryQuery(shareUuid));
  const search = useSearch();
  const [location, navigate] = useLocation();
  const turn = useCallback((page: number) => navigate(`${location}?page=${page + 1}`, { replace: true }), [location, navigate]);
  useDocumentMeta({ title: story.data?.title ?? 'A shared story', noIndex: true });
  // Opened again with no network, the link then shows the offline page, not the browser's error.
  const opened = story.isSuccess;
  useEffect(() => (opened ? registerWorkerWhenIdle('shared-links') : undefined), [opened]);
  // The server's preview (title and cover over the window, src/server/http/share-page.ts) gives way
  // once the story, or why it cannot be read, is on the page underneath.
  const settled = !story.isPending;
  useEffect(() => {
    if (settled) document.getElementById('share-preview')?.remove();
  }, [settled]);

  if (story.isError && story.error instanceof ApiError && story.error.status === 404) return <NotFound />;
  if (story.isPending || story.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">A shared story</h1>
        {story.isPending ? <SectionLoading label="Opening the story…" /> : <LoadError what="this story" onRetry={() => void story.refetch()} />}
      </div>
    );
  }
  const shared = story.data;
  const current = pageInAddress(search, shared.pages.length);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 pb-6 sm:px-6 sm:pb-16 sm:pt-8">
      <header className="grid gap-1 px-4 pt-4 sm:px-0 sm:pt-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{shared.title}</h1>
        <p className="text-fg-muted">A story starring {shared.heroName}, shared from Storyloom.</p>
      </header>
      <Reader
        title={shared.title}
        pages={shared.pages}
        current={current}
        onTurn={turn}
        readingLevel={shared.readingLevel}
        heroName={shared.heroName}
        hasCover={shared.hasCover}
        coverUrl={sharedCoverPath(shareUuid)}
        source={{ base: `/api/share/${encodeURIComponent(shareUuid)}`, auth: false }}
      />
    </div>
  );
}

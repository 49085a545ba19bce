import { paths } from '@shared/routes.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useReaction, useSavedStories } from '../../features/library/api.ts';
import { LibraryCard } from '../../features/library/library-card.tsx';
import { LibraryNav } from '../../features/library/library-nav.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

/** /library/saved: the library stories this parent saved, with unsave. */
export default function LibrarySaved() {
  useDocumentMeta({ title: 'Saved stories', noIndex: true });
  const saved = useSavedStories();
  const save = useReaction('save');
  return (
    <AppPage width="wide" title="Saved stories" lead="Library stories you saved to read again.">
      <LibraryNav />
      {saved.isPending ? (
        <SectionLoading label="Loading your saved stories…" />
      ) : saved.isError ? (
        <LoadError what="your saved stories" onRetry={() => void saved.refetch()} />
      ) : saved.data.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-3xl border border-border bg-surface p-6">
          <h2 className="text-xl font-bold">Nothing saved yet</h2>
          <p className="text-fg-muted">Save a story from the library and it waits for you here.</p>
          <SiteLink href={paths.library} className={buttonClasses('primary', 'md', 'no-underline')}>
            Browse the library
          </SiteLink>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {saved.data.map((story) => (
            <li key={story.id}>
              <LibraryCard story={story}>
                <Button variant="secondary" size="sm" disabled={save.isPending} onClick={() => save.mutate({ id: story.id, on: false })}>
                  Unsave <span className="sr-only">“{story.title}”</span>
                </Button>
              </LibraryCard>
            </li>
          ))}
        </ul>
      )}
    </AppPage>
  );
}

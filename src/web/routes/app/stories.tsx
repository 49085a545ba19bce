import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@shared/routes.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';
import { controlClasses, FieldShell } from '../../components/ui/field.tsx';
import { useChildren } from '../../features/children/api.ts';
import { isInProgress, storiesQuery } from '../../features/stories/api.ts';
import { StoryCard } from '../../features/stories/story-card.tsx';
import { watchIntervalMs } from '../../features/stories/use-story-watcher.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';

const searchDelayMs = 300;

function EmptyShelf() {
  return (
    <section aria-labelledby="no-stories" className="grid items-center gap-6 rounded-3xl border border-border bg-surface p-6 sm:grid-cols-[9rem_1fr] sm:p-8">
      <svg viewBox="0 0 120 120" className="size-32 justify-self-center" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="60" className="fill-accent-soft" />
        <path d="M26 40q17-6 34 2v46q-17-8-34-2z" className="fill-surface stroke-primary" strokeWidth="3" strokeLinejoin="round" />
        <path d="M94 40q-17-6-34 2v46q17-8 34-2z" className="fill-surface stroke-primary" strokeWidth="3" strokeLinejoin="round" />
        <path d="M86 18l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" className="fill-accent" />
      </svg>
      <div className="grid justify-items-start gap-3">
        <h2 id="no-stories" className="text-2xl font-bold">
          Your bookshelf is waiting for its first story
        </h2>
        <p className="text-fg-muted">
          Choose your hero, a theme and a length, and Storyloom writes a story at their reading level in a minute or two.
          Every story you make is kept here.
        </p>
        <div className="flex flex-wrap gap-2">
          <SiteLink href={paths.createStory} className={buttonClasses('primary', 'md', 'no-underline')}>
            Create your first story
          </SiteLink>
          <SiteLink href={paths.templates} className={buttonClasses('secondary', 'md', 'no-underline')}>
            Start from a template
          </SiteLink>
        </div>
      </div>
    </section>
  );
}

/** /stories: every story the parent has made, newest first, with search and a filter by child. */
export default function Stories() {
  useDocumentMeta({ title: 'My stories', noIndex: true });
  const children = useChildren();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [childId, setChildId] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const filter = { q, childId };
  const stories = useQuery({
    ...storiesQuery(filter),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.some(isInProgress) ? watchIntervalMs : false),
  });
  const filtering = Boolean(filter.q || filter.childId);
  const list = stories.data ?? [];
  // An empty shelf has nothing to search and its own call to create the first story, so the search
  // and the header's Create a story wait until the shelf is known to hold something.
  const emptyShelf = stories.isSuccess && list.length === 0 && !filtering;
  const showHeader = (stories.isSuccess || filtering) && !emptyShelf;

  return (
    <AppPage
      width="wide"
      title="My stories"
      lead="Every story you have made, newest first. Stories still being written show how far along they are."
    >
      {showHeader && (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <form role="search" aria-label="Find a story" className="grid min-w-0 flex-1 basis-72 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" onSubmit={(event) => event.preventDefault()}>
            <FieldShell label="Search titles">
              {({ id }) => (
                <input id={id} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={120} className={controlClasses} />
              )}
            </FieldShell>
            <SelectField label="Stories with" value={childId} onChange={(event) => setChildId(event.target.value)}>
              <option value="">All your children</option>
              {(children.data ?? []).map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </SelectField>
          </form>
          <SiteLink href={paths.createStory} className={buttonClasses('primary', 'md', 'no-underline')}>
            Create a story
          </SiteLink>
        </div>
      )}
      {stories.isPending ? (
        <SectionLoading label="Loading your stories…" />
      ) : stories.isError ? (
        <LoadError what="your stories" onRetry={() => void stories.refetch()} />
      ) : emptyShelf ? (
        <EmptyShelf />
      ) : (
        <>
          <p role="status" className="text-fg-muted">
            {list.length === 0
              ? 'No stories match. Try another word, or show stories with all your children.'
              : `${list.length} ${list.length === 1 ? 'story' : 'stories'}${filtering ? ' found' : ''}`}
          </p>
          {list.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AppPage>
  );
}

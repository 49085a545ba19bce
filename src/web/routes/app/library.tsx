import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@shared/routes.ts';
import { AppPage, LoadError, SectionLoading } from '../../components/layout/app-page.tsx';
import { SiteLink } from '../../components/layout/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { filterFromQuery, filterToQuery, useLibrary, wholeLibrary, type LibraryFilter } from '../../features/library/api.ts';
import { LibraryCard } from '../../features/library/library-card.tsx';
import { LibraryFilters } from '../../features/library/library-filters.tsx';
import { LibraryNav } from '../../features/library/library-nav.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';

function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages of the library" className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> Previous page
      </Button>
      <p className="text-fg-muted">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next page <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}

/** /library: approved stories from other families, with filters, search, sort and pages. */
export default function Library() {
  useDocumentMeta({ title: 'Community library', noIndex: true });
  // The filter lives in the address: a reload, a shared address or the back button keeps it.
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = useMemo(() => filterFromQuery(search), [search]);
  const library = useLibrary(filter);
  const setFilter = useCallback(
    (next: LibraryFilter) => {
      const query = filterToQuery(next);
      navigate(query ? `${paths.library}?${query}` : paths.library, { replace: true });
    },
    [navigate],
  );
  const onChange = setFilter;
  const toPage = (page: number) => {
    setFilter({ ...filter, page });
    window.scrollTo({ top: 0 });
  };
  const filtering = filter.q !== '' || filter.level !== '' || filter.theme !== '' || filter.length !== '' || filter.style !== '';
  const result = library.data;
  // The unfiltered first page (the very list shown without a filter) says whether anything has been
  // shared at all; an address with a filter, sort or page also asks for it.
  const whole = useLibrary(wholeLibrary, { enabled: filterToQuery(filter) !== '' });
  const shared = whole.data?.total;
  const failed = library.isError || whole.isError;

  return (
    <AppPage
      width="wide"
      title="Community library"
      lead="Stories other families have shared, with their children’s names replaced. Read one, love it, save it for later, or make it your own."
    >
      <LibraryNav />
      {/* Nothing shared yet: no filters to offer, only the way to share the first story. */}
      {shared !== undefined && shared > 0 && <LibraryFilters filter={filter} onChange={onChange} />}
      {failed ? (
        <LoadError what="the library" onRetry={() => void Promise.all([library.refetch(), whole.refetch()])} />
      ) : result === undefined || shared === undefined ? (
        <SectionLoading label="Loading the library…" />
      ) : shared === 0 ? (
        <section aria-labelledby="library-empty" className="grid justify-items-start gap-3 rounded-3xl border border-border bg-surface p-6 sm:p-8">
          <h2 id="library-empty" className="text-2xl font-bold">
            No stories have been shared yet
          </h2>
          <p role="status" className="text-fg-muted">
            The library is empty for now. Share one of your stories to be the first!
          </p>
          <SiteLink href={paths.stories} className={buttonClasses('primary', 'md', 'no-underline')}>
            Choose a story to share
          </SiteLink>
        </section>
      ) : (
        <>
          <p role="status" className="text-fg-muted">
            {result.total === 0
              ? 'No stories match. Try another word or fewer filters.'
              : `${result.total} ${result.total === 1 ? 'story' : 'stories'}${filtering ? ' found' : ''}`}
          </p>
          {result.stories.length > 0 && (
            <ul aria-busy={library.isFetching} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {result.stories.map((story) => (
                <li key={story.id}>
                  <LibraryCard story={story} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={result.page} pageCount={result.pageCount} onPage={toPage} />
        </>
      )}
    </AppPage>
  );
}

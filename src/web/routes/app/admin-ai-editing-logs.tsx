import { useLocation, useSearch } from 'wouter';
import { paths } from '@shared/routes.ts';
import { storyEditKinds, storyEditStatuses } from '@shared/schemas/story-edits.ts';
import { AppPage } from '../../components/layout/app-page.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { AiEditingLogs, editFilterParams, type EditLogFilters } from '../../features/admin/ai-editing-logs.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import NotFound from '../not-found.tsx';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (list.includes(value as T) ? (value as T) : '');

function filtersFrom(search: string): EditLogFilters {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page') ?? '1');
  return {
    storyId: params.get('storyId') ?? '',
    kind: oneOf(storyEditKinds, params.get('kind')),
    status: oneOf(storyEditStatuses, params.get('status')),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /admin/ai-editing-logs: for admins; everyone else sees the not-found page (the API refuses them too). */
export default function AdminAiEditingLogs() {
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  useDocumentMeta({ title: 'AI-editing log', noIndex: true });
  if (!user) return <PageSpinner />;
  if (!user.isAdmin) return <NotFound />;
  return (
    <AppPage
      width="wide"
      title="AI-editing log"
      lead="Every page redrawn, book restyled and page rewritten, newest first: who asked, what they asked for, the credits, how it ended and how long it took."
    >
      <AiEditingLogs
        key={search}
        filters={filtersFrom(search)}
        onChange={(next) => {
          const query = new URLSearchParams(editFilterParams(next)).toString();
          navigate(query ? `${paths.adminAiEditingLogs}?${query}` : paths.adminAiEditingLogs);
        }}
      />
    </AppPage>
  );
}

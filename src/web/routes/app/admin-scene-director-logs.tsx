import { useLocation, useSearch } from 'wouter';
import { paths } from '@shared/routes.ts';
import { AppPage } from '../../components/layout/app-page.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { filterParams, SceneDirectorLogs, type LogFilters } from '../../features/admin/scene-director-logs.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import NotFound from '../not-found.tsx';

function filtersFrom(search: string): LogFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    storyId: params.get('storyId') ?? '',
    status: status === 'drawn' || status === 'failed' || status === 'fallback' ? status : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /admin/scene-director-logs: for admins; everyone else sees the not-found page (the API refuses them too). */
export default function AdminSceneDirectorLogs() {
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  useDocumentMeta({ title: 'Scene director log', noIndex: true });
  if (!user) return <PageSpinner />;
  if (!user.isAdmin) return <NotFound />;
  const filters = filtersFrom(search);
  return (
    <AppPage
      width="wide"
      title="Scene director log"
      lead="Every scene plan and every drawing, newest first: which illustrator drew it, how long it took and how it ended. Names are replaced by roles (hero, extra-0…)."
    >
      <SceneDirectorLogs
        key={search}
        filters={filters}
        onChange={(next) => {
          const query = new URLSearchParams(filterParams(next)).toString();
          navigate(query ? `${paths.adminSceneDirectorLogs}?${query}` : paths.adminSceneDirectorLogs);
        }}
      />
    </AppPage>
  );
}

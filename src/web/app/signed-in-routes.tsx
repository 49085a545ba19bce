/**
 * Everything signed-in pages need — guards, the app layout, the account query — in a chunk of its
 * own, loaded only when such a page is visited, so public pages stay light.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { paths } from '@shared/routes.ts';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { useAuth } from '../features/auth/use-auth.ts';
import { usePortraitPreloader } from '../features/portraits/use-portrait-preloader.ts';
import { useStoryWatcher } from '../features/stories/use-story-watcher.ts';
import { RequireSignIn } from './guards.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { MarketingLayout } from './layouts/marketing-layout.tsx';
import { useRoutePrefetch } from './route-prefetch.ts';

type Page = LazyExoticComponent<ComponentType> | ComponentType;
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** Signed-in pages that exist; the other signed-in routes of SPEC.md §2 are guarded and show not-found. */
const appPages: Partial<Record<string, Page>> = {
  [paths.dashboard]: page(() => import('../routes/app/dashboard.tsx')),
  [paths.privacyDashboard]: page(() => import('../routes/app/privacy-dashboard.tsx')),
  [paths.portraits]: page(() => import('../routes/app/portraits.tsx')),
  [paths.profile]: page(() => import('../routes/app/profile.tsx')),
  [paths.settings]: page(() => import('../routes/app/settings.tsx')),
  [paths.admin]: page(() => import('../routes/app/admin.tsx')),
  [paths.createStory]: page(() => import('../routes/app/create-story.tsx')),
  [paths.storyCompletion]: page(() => import('../routes/app/story-completion.tsx')),
  [paths.stories]: page(() => import('../routes/app/stories.tsx')),
  [paths.story]: page(() => import('../routes/app/story.tsx')),
  [paths.credits]: page(() => import('../routes/app/credits.tsx')),
  [paths.creditHistory]: page(() => import('../routes/app/credit-history.tsx')),
  [paths.subscribe]: page(() => import('../routes/app/subscribe.tsx')),
  [paths.templates]: page(() => import('../routes/app/templates.tsx')),
  [paths.testStoryGeneration]: page(() => import('../routes/app/story-lab.tsx')),
};
const Affiliates = page(() => import('../routes/marketing/affiliates.tsx'));
const NotFound = page(() => import('../routes/not-found.tsx'));

function Lazy({ component: Component }: { component: Page }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}

function SignedInShell({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  usePortraitPreloader(user?.id ?? null);
  useRoutePrefetch(Boolean(user));
  useStoryWatcher(Boolean(user));
  return user ? (
    <AppLayout user={user} onLogout={logout}>
      {children}
    </AppLayout>
  ) : (
    <PageSpinner />
  );
}

export function GuardedPage({ path, compliance }: { path: string; compliance: boolean }) {
  return (
    <RequireSignIn compliance={compliance}>
      <SignedInShell>
        <Lazy component={appPages[path] ?? NotFound} />
      </SignedInShell>
    </RequireSignIn>
  );
}

/** /affiliates: the app shell for signed-in parents, the public one otherwise (SPEC.md §2). */
export function AffiliatesPage() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-in') {
    return (
      <SignedInShell>
        <Lazy component={Affiliates} />
      </SignedInShell>
    );
  }
  return (
    <MarketingLayout signedIn={status !== 'signed-out'}>
      <Lazy component={Affiliates} />
    </MarketingLayout>
  );
}

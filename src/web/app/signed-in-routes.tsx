/**
 * Everything signed-in pages need — guards, the app layout, the account query — in a chunk of its
 * own, loaded only when such a page is visited, so public pages stay light.
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { useAuth } from '../features/auth/use-auth.ts';
import { usePortraitPreloader } from '../features/portraits/use-portrait-preloader.ts';
import { useStoryWatcher } from '../features/stories/use-story-watcher.ts';
import { RequireSignIn } from './guards.tsx';
import { appPages, preloadAppPage, type Page } from './app-pages.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { MarketingLayout } from './layouts/marketing-layout.tsx';
import { useRoutePrefetch, useStoryPrefetch } from './route-prefetch.ts';

export { askForPageData } from './route-prefetch.ts';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
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
  // The page's code loads while the sign-in is checked, not after.
  useEffect(() => preloadAppPage(path), [path]);
  useStoryPrefetch(Boolean(useAuth().identityUser));
  return (
    <RequireSignIn compliance={compliance}>
      <SignedInShell>
        <Lazy component={appPages[path] ?? NotFound} />
      </SignedInShell>
    </RequireSignIn>
  );
}

/**
 * A path with no page: the signed-in layout for a signed-in parent, so a mistyped or old link keeps
 * their nav and account menu; the public layout for everyone else.
 */
export function UnknownPage() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-in') {
    return (
      <SignedInShell>
        <Lazy component={NotFound} />
      </SignedInShell>
    );
  }
  return (
    <MarketingLayout signedIn={status !== 'signed-out'}>
      <Lazy component={NotFound} />
    </MarketingLayout>
  );
}

/** /affiliates: the app shell for signed-in parents, the public one otherwise (docs/product.md §2). */
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

import { Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { lazyWithQueries } from '../lib/lazy-with-queries.tsx';
import { Route, Switch } from 'wouter';
import { compliancePaths, labPaths, paths, signedInPaths } from '@shared/routes.ts';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { warmUpSignIn } from '../features/auth/session.ts';
import { useSignedIn } from '../features/auth/use-signed-in.ts';
import { loadFlipBook } from '../features/reader/load-flip-book.ts';
import Landing from '../routes/marketing/landing.tsx';
import { MarketingLayout } from './layouts/marketing-layout.tsx';

type Page = LazyExoticComponent<ComponentType> | ComponentType;

// Every page but the landing page loads with the query cache (lib/lazy-with-queries.tsx).
const page = (load: () => Promise<{ default: ComponentType }>) => lazyWithQueries(load);

/** Public pages, each in its own chunk so the landing page loads only what it shows. */
const publicPages: ReadonlyArray<[string, Page]> = [
  [paths.home, Landing],
  [paths.about, page(() => import('../routes/marketing/about.tsx'))],
  [paths.contact, page(() => import('../routes/marketing/contact.tsx'))],
  [paths.blog, page(() => import('../routes/blog/blog-list.tsx'))],
  [paths.blogPost, page(() => import('../routes/blog/blog-post.tsx'))],
  [paths.login, page(() => import('../routes/auth/login.tsx'))],
  [paths.signup, page(() => import('../routes/auth/signup.tsx'))],
  [paths.verifyEmail, page(() => import('../routes/auth/verify-email.tsx'))],
  [paths.ageVerification, page(() => import('../routes/auth/age-verification.tsx'))],
  [paths.authDebug, page(() => import('../routes/auth/auth-debug.tsx'))],
  [paths.privacyPolicy, page(() => import('../routes/legal/privacy-policy.tsx'))],
  [paths.termsOfService, page(() => import('../routes/legal/terms-of-service.tsx'))],
  [paths.cookiePolicy, page(() => import('../routes/legal/cookie-policy.tsx'))],
  [paths.accessibility, page(() => import('../routes/legal/accessibility.tsx'))],
  [paths.coppaCompliance, page(() => import('../routes/legal/coppa-compliance.tsx'))],
  [paths.personalizedKidsBooks, page(() => import('../routes/marketing/personalized-kids-books.tsx'))],
  [paths.customBedtimeStories, page(() => import('../routes/marketing/custom-bedtime-stories.tsx'))],
  [paths.featureSmartPersonalization, page(() => import('../routes/features/smart-personalization.tsx'))],
  [paths.featureCaptivatingIllustrations, page(() => import('../routes/features/captivating-illustrations.tsx'))],
  [paths.featureChildPortraits, page(() => import('../routes/features/child-portraits.tsx'))],
  [paths.featureVoiceNarration, page(() => import('../routes/features/voice-narration.tsx'))],
  [paths.featureVoiceCloning, page(() => import('../routes/features/voice-cloning.tsx'))],
  [paths.featureCommunityLibrary, page(() => import('../routes/features/community-library.tsx'))],
  [
    paths.sharedFlipbook,
    // A shared story opens as a book: the page-turning engine loads alongside the page.
    page(() => {
      loadFlipBook().catch(() => undefined);
      return import('../routes/share/shared-flipbook.tsx');
    }),
  ],
];

// The email and age checks' header asks who is signed in through the query observers, which the
// landing page does without; it loads with those pages.
const GateHeader = lazyWithQueries(async () => ({ default: (await import('../components/layout/gate-header.tsx')).GateHeader }));
const GuardedPage = lazyWithQueries(async () => {
  // Who is signed in is asked while the signed-in pages' code loads, not after.
  const signedIn = warmUpSignIn();
  const routes = await import('./signed-in-routes.tsx');
  // The page's own data is asked for the moment the token is in, ahead of the page's code.
  void signedIn.then((yes) => yes && routes.askForPageData(window.location.pathname, window.location.search));
  return { default: routes.GuardedPage };
});
const UnknownPage = lazyWithQueries(async () => ({ default: (await import('./signed-in-routes.tsx')).UnknownPage }));
const AffiliatesPage = lazyWithQueries(async () => ({ default: (await import('./signed-in-routes.tsx')).AffiliatesPage }));

function Lazy({ component: Component }: { component: Page }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}

/** Email and age checks: their own header, since the public one's Dashboard button leads back here. */
const gatePaths: ReadonlySet<string> = new Set([paths.verifyEmail, paths.ageVerification]);

function PublicShell({ path, children }: { path?: string; children: ReactNode }) {
  const signedIn = useSignedIn();
  const header =
    path && gatePaths.has(path) ? (
      <Suspense fallback={<div className="h-16 border-b border-border" />}>
        <GateHeader />
      </Suspense>
    ) : undefined;
  return (
    <MarketingLayout signedIn={signedIn} header={header} immersive={path === paths.sharedFlipbook}>
      {children}
    </MarketingLayout>
  );
}

const guardedRoutes: ReadonlyArray<[string, boolean]> = [
  ...Object.values(compliancePaths).map((path): [string, boolean] => [path, true]),
  ...Object.values(signedInPaths).map((path): [string, boolean] => [path, false]),
  // Labs are sign-in only (docs/product.md §2); the page itself shows not-found to non-admins.
  [labPaths.testStoryGeneration, false],
  [labPaths.testNarrationTimestamps, false],
  [labPaths.imageGenTest, false],
  [labPaths.testCarousel, false],
  [labPaths.characterIllustrationDemo, false],
];

export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path={paths.affiliates}>
          <AffiliatesPage />
        </Route>
        {guardedRoutes.map(([path, compliance]) => (
          <Route key={path} path={path}>
            <GuardedPage path={path} compliance={compliance} />
          </Route>
        ))}
        {publicPages.map(([path, Component]) => (
          <Route key={path} path={path}>
            <PublicShell path={path}>
              <Lazy component={Component} />
            </PublicShell>
          </Route>
        ))}
        {/* Anything else, including the admin lab pages of docs/product.md §2 that are not built yet. */}
        <Route>
          <UnknownPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

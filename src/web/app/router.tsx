import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@shared/routes.ts';
import { MarketingLayout } from './layouts/marketing-layout.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import Landing from '../routes/marketing/landing.tsx';

type Page = LazyExoticComponent<ComponentType> | ComponentType;

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** Public pages, each in its own chunk so the landing page loads only what it shows. */
const marketingPages: ReadonlyArray<[string, Page]> = [
  [paths.home, Landing],
  [paths.about, page(() => import('../routes/marketing/about.tsx'))],
  [paths.contact, page(() => import('../routes/marketing/contact.tsx'))],
  [paths.blog, page(() => import('../routes/blog/blog-list.tsx'))],
  [paths.blogPost, page(() => import('../routes/blog/blog-post.tsx'))],
  [paths.affiliates, page(() => import('../routes/marketing/affiliates.tsx'))],
  [paths.login, page(() => import('../routes/auth/login.tsx'))],
  [paths.signup, page(() => import('../routes/auth/signup.tsx'))],
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
];

const NotFound = page(() => import('../routes/not-found.tsx'));

export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {marketingPages.map(([path, Component]) => (
          <Route key={path} path={path}>
            <MarketingLayout>
              <Suspense fallback={<PageSpinner />}>
                <Component />
              </Suspense>
            </MarketingLayout>
          </Route>
        ))}
        <Route>
          <MarketingLayout>
            <Suspense fallback={<PageSpinner />}>
              <NotFound />
            </Suspense>
          </MarketingLayout>
        </Route>
      </Switch>
    </Suspense>
  );
}

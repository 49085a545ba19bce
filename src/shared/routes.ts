/**
 * Every route of docs/product.md §2 in one place: the web router, the route guards and the server (which
 * answers unknown paths with a real 404 status) all read this table.
 */
export type RouteAccess = 'public' | 'signed-in' | 'compliance' | 'lab';

export const publicPaths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  authDebug: '/auth/debug',
  ageVerification: '/age-verification',
  verifyEmail: '/verify-email',
  affiliates: '/affiliates',
  blog: '/blog',
  blogPost: '/blog/:slug',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  accessibility: '/accessibility',
  coppaCompliance: '/coppa-compliance',
  about: '/about',
  contact: '/contact',
  sharedFlipbook: '/share/flipbook/:shareUuid',
  personalizedKidsBooks: '/personalized-kids-books',
  customBedtimeStories: '/custom-bedtime-stories',
  featureSmartPersonalization: '/features/smart-personalization',
  featureCaptivatingIllustrations: '/features/captivating-illustrations',
  featureChildPortraits: '/features/child-portraits',
  featureVoiceNarration: '/features/voice-narration',
  featureVoiceCloning: '/features/voice-cloning',
  featureCommunityLibrary: '/features/community-library',
} as const;

/** Signed in and past the child-privacy check. */
export const compliancePaths = {
  dashboard: '/dashboard',
  createStory: '/create-story',
  storyCompletion: '/story-completion',
  stories: '/stories',
  story: '/stories/:id',
  portraits: '/portraits',
  library: '/library',
  librarySharedByMe: '/library/my-shared-stories',
  librarySaved: '/library/saved',
  libraryStory: '/library/:id',
  credits: '/credits',
  subscribe: '/subscribe',
  affiliateDashboard: '/affiliates/dashboard',
  privacyDashboard: '/privacy-dashboard',
  templates: '/templates',
} as const;

export const signedInPaths = {
  profile: '/profile',
  settings: '/settings',
  creditHistory: '/credit-history',
  voiceCloning: '/voice-cloning',
  blogAdmin: '/blog/admin',
  admin: '/admin',
  adminTools: '/admin-tools',
  adminSceneDirectorLogs: '/admin/scene-director-logs',
  adminAiEditingLogs: '/admin/ai-editing-logs',
  adminBlogCovers: '/admin/blog-covers',
} as const;

/** Test pages: labs for admins (docs/product.md "Test pages"). */
export const labPaths = {
  imageGenTest: '/image-gen-test',
  testCarousel: '/test-carousel',
  testStoryGeneration: '/test-story-generation',
  testGeminiPro: '/test-gemini-pro',
  testNarrationTimestamps: '/test-narration-timestamps',
  characterIllustrationDemo: '/character-illustration-demo',
} as const;

export const paths = { ...publicPaths, ...compliancePaths, ...signedInPaths, ...labPaths } as const;

const accessByPattern: ReadonlyArray<[string, RouteAccess]> = [
  ...Object.values(publicPaths).map((p): [string, RouteAccess] => [p, 'public']),
  ...Object.values(compliancePaths).map((p): [string, RouteAccess] => [p, 'compliance']),
  ...Object.values(signedInPaths).map((p): [string, RouteAccess] => [p, 'signed-in']),
  ...Object.values(labPaths).map((p): [string, RouteAccess] => [p, 'lab']),
];

/** Whether a path is a route pattern's (`/stories/:id` and `/stories/42`). */
export function patternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || pattern === '/') return pathname === pattern;
  if (want.length !== have.length) return false;
  return want.every((part, i) => part.startsWith(':') ? (have[i] ?? '') !== '' : part === have[i]);
}

/** Which group a path belongs to; literal routes win over patterns (/blog/admin over /blog/:slug). */
export function routeAccess(pathname: string): RouteAccess | undefined {
  const literal = accessByPattern.find(([pattern]) => !pattern.includes(':') && patternMatches(pattern, pathname));
  if (literal) return literal[1];
  return accessByPattern.find(([pattern]) => patternMatches(pattern, pathname))?.[1];
}

/** Fills `:params` of a pattern: `href(paths.blogPost, { slug })`. */
export function href(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The signed-in pages that are built, path by path. The router shows them; the nav offers a link
 * only to a path listed here, so no link a parent can click leads to the not-found page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '@shared/routes.ts';
import { loadFlipBook } from '../features/reader/load-flip-book.ts';

export type Page = LazyExoticComponent<ComponentType> | ComponentType;
type Load = () => Promise<{ default: ComponentType }>;

/** Each page's code, loaded on demand. */
const loaders: Partial<Record<string, Load>> = {
  [paths.dashboard]: () => import('../routes/app/dashboard.tsx'),
  [paths.privacyDashboard]: () => import('../routes/app/privacy-dashboard.tsx'),
  [paths.portraits]: () => import('../routes/app/portraits.tsx'),
  [paths.profile]: () => import('../routes/app/profile.tsx'),
  [paths.settings]: () => import('../routes/app/settings.tsx'),
  [paths.admin]: () => import('../routes/app/admin.tsx'),
  [paths.adminSceneDirectorLogs]: () => import('../routes/app/admin-scene-director-logs.tsx'),
  [paths.adminAiEditingLogs]: () => import('../routes/app/admin-ai-editing-logs.tsx'),
  [paths.createStory]: () => import('../routes/app/create-story.tsx'),
  [paths.storyCompletion]: () => import('../routes/app/story-completion.tsx'),
  [paths.stories]: () => import('../routes/app/stories.tsx'),
  // A story opens as a book: the page-turning engine loads alongside the page.
  [paths.story]: () => {
    loadFlipBook().catch(() => undefined);
    return import('../routes/app/story.tsx');
  },
  [paths.credits]: () => import('../routes/app/credits.tsx'),
  [paths.creditHistory]: () => import('../routes/app/credit-history.tsx'),
  [paths.voiceCloning]: () => import('../routes/app/voice-cloning.tsx'),
  [paths.subscribe]: () => import('../routes/app/subscribe.tsx'),
  [paths.library]: () => import('../routes/app/library.tsx'),
  [paths.librarySaved]: () => import('../routes/app/library-saved.tsx'),
  [paths.librarySharedByMe]: () => import('../routes/app/library-shared.tsx'),
  [paths.libraryStory]: () => import('../routes/app/library-story.tsx'),
  [paths.templates]: () => import('../routes/app/templates.tsx'),
  [paths.testStoryGeneration]: () => import('../routes/app/story-lab.tsx'),
  [paths.testNarrationTimestamps]: () => import('../routes/app/narration-lab.tsx'),
  [paths.imageGenTest]: () => import('../routes/app/image-gen-test.tsx'),
  [paths.testCarousel]: () => import('../routes/app/test-carousel.tsx'),
  [paths.characterIllustrationDemo]: () => import('../routes/app/character-illustration-demo.tsx'),
};

/** Signed-in pages that exist; the other signed-in routes of docs/product.md §2 are guarded and show not-found. */
export const appPages: Partial<Record<string, Page>> = Object.fromEntries(
  Object.entries(loaders).map(([path, load]) => [path, lazy(load!)]),
);

/** Starts loading a page's code (and what it needs first) while the parent's sign-in is still being checked. */
export function preloadAppPage(path: string): void {
  // A failed load is reported where the page is shown.
  loaders[path]?.().catch(() => undefined);
}

/** Whether a signed-in path has a page yet. */
export function hasAppPage(path: string): boolean {
  return appPages[path] !== undefined;
}

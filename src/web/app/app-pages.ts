/**
 * The signed-in pages that are built, path by path. The router shows them; the nav offers a link
 * only to a path listed here, so no link a parent can click leads to the not-found page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '@shared/routes.ts';

export type Page = LazyExoticComponent<ComponentType> | ComponentType;
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** Signed-in pages that exist; the other signed-in routes of docs/product.md §2 are guarded and show not-found. */
export const appPages: Partial<Record<string, Page>> = {
  [paths.dashboard]: page(() => import('../routes/app/dashboard.tsx')),
  [paths.privacyDashboard]: page(() => import('../routes/app/privacy-dashboard.tsx')),
  [paths.portraits]: page(() => import('../routes/app/portraits.tsx')),
  [paths.profile]: page(() => import('../routes/app/profile.tsx')),
  [paths.settings]: page(() => import('../routes/app/settings.tsx')),
  [paths.admin]: page(() => import('../routes/app/admin.tsx')),
  [paths.adminSceneDirectorLogs]: page(() => import('../routes/app/admin-scene-director-logs.tsx')),
  [paths.adminAiEditingLogs]: page(() => import('../routes/app/admin-ai-editing-logs.tsx')),
  [paths.createStory]: page(() => import('../routes/app/create-story.tsx')),
  [paths.storyCompletion]: page(() => import('../routes/app/story-completion.tsx')),
  [paths.stories]: page(() => import('../routes/app/stories.tsx')),
  [paths.story]: page(() => import('../routes/app/story.tsx')),
  [paths.credits]: page(() => import('../routes/app/credits.tsx')),
  [paths.creditHistory]: page(() => import('../routes/app/credit-history.tsx')),
  [paths.voiceCloning]: page(() => import('../routes/app/voice-cloning.tsx')),
  [paths.subscribe]: page(() => import('../routes/app/subscribe.tsx')),
  [paths.library]: page(() => import('../routes/app/library.tsx')),
  [paths.librarySaved]: page(() => import('../routes/app/library-saved.tsx')),
  [paths.librarySharedByMe]: page(() => import('../routes/app/library-shared.tsx')),
  [paths.libraryStory]: page(() => import('../routes/app/library-story.tsx')),
  [paths.templates]: page(() => import('../routes/app/templates.tsx')),
  [paths.testStoryGeneration]: page(() => import('../routes/app/story-lab.tsx')),
  [paths.testNarrationTimestamps]: page(() => import('../routes/app/narration-lab.tsx')),
  [paths.imageGenTest]: page(() => import('../routes/app/image-gen-test.tsx')),
  [paths.testCarousel]: page(() => import('../routes/app/test-carousel.tsx')),
  [paths.characterIllustrationDemo]: page(() => import('../routes/app/character-illustration-demo.tsx')),
};

/** Whether a signed-in path has a page yet. */
export function hasAppPage(path: string): boolean {
  return appPages[path] !== undefined;
}

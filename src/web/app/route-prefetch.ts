import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useRoute } from 'wouter';
import { earlyStoryGlobal } from '@shared/early-session.ts';
import { paths } from '@shared/routes.ts';
import type { StoryDetail } from '@shared/schemas/stories.ts';
import { meQuery } from '../features/auth/session.ts';
import { askEarly, earlyAnswer } from '../lib/early-answers.ts';
import { portraitsQuery } from '../features/portraits/api.ts';
import { firstPictures, ownCoverVersion, pageInAddress } from '../features/reader/first-pictures.ts';
import { storiesQuery, storyQuery } from '../features/stories/api.ts';
import { pictureQuery } from '../features/stories/page-picture.tsx';
import { preloadAppPage } from './app-pages.ts';

export const prefetchDelayMs = 1000;

/** What each page is likely to need next (docs/product.md §7). */
function prefetchFor(location: string, queryClient: QueryClient): (() => Promise<void>) | null {
  if (location === paths.dashboard) return () => queryClient.prefetchQuery(storiesQuery());
  if (location === paths.stories || location === paths.createStory) return () => queryClient.prefetchQuery(portraitsQuery);
  return null;
}

/** The story a path shows (paths.story), if it is a story's own page. */
const storyIn = (pathname: string) => /^\/stories\/([^/]+)\/?$/.exec(pathname)?.[1];

/**
 * Called as the signed-in pages' code arrives, once the token is in and before the page mounts: on
 * HTTP/1.1 a request sent after the page's code starts loading waits behind its files, so the
 * parent's account record (which the guard waits for) and a story page's story are asked for first,
 * then the page's code, and the pictures the book opens at as soon as the story is in.
 */
export function askForPageData(pathname: string, search: string): void {
  void askEarly(meQuery);
  const id = storyIn(pathname);
  if (!id) return;
  const query = storyQuery(decodeURIComponent(id), takeEarlyStory(id));
  void askEarly(query).then(() => {
    const detail = earlyAnswer(query);
    if (detail) for (const picture of storyPictures(detail, search)) void askEarly(pictureQuery(picture));
  });
  // After the requests above have gone out (they wait on the token provider's promises first).
  setTimeout(() => preloadAppPage(paths.story), 0);
}

/** The request for this story the page's head sent once it had the token (src/shared/early-session.ts); taken once. */
function takeEarlyStory(pathId: string): Promise<Response | null> | undefined {
  const page = window as unknown as Record<string, { id: string; answer: Promise<Response | null> } | undefined>;
  const early = page[earlyStoryGlobal];
  delete page[earlyStoryGlobal];
  return early?.id === pathId ? early.answer : undefined;
}

/** The pictures a story's book opens at, from the owner's API. */
function storyPictures(detail: StoryDetail, search: string) {
  const source = { base: `/api/stories/${encodeURIComponent(detail.id)}`, auth: true };
  return firstPictures(detail.pages, pageInAddress(search, detail.pages.length), source, detail.hasCover ? ownCoverVersion(detail) : null);
}

/**
 * A story's own page asks for the story as soon as the browser is known to hold a session — beside
 * the parent's account record and the page's code, not after them — and for the pictures it opens
 * at as soon as the story is in. Failures stay silent: the page asks again and shows its own error.
 * The page it opens at is read from the address once, not followed: a turn changes the address, and
 * following it would render the whole signed-in layout again on every turn (the reader asks for the
 * pictures near each page it turns to itself).
 */
export function useStoryPrefetch(hasSession: boolean): void {
  const queryClient = useQueryClient();
  const [onStory, story] = useRoute<{ id: string }>(paths.story);
  const storyId = onStory ? story.id : null;
  useEffect(() => {
    if (!hasSession || !storyId) return;
    const search = window.location.search;
    queryClient
      .fetchQuery(storyQuery(storyId))
      .then((detail) => {
        for (const picture of storyPictures(detail, search)) void queryClient.prefetchQuery(pictureQuery(picture));
      })
      .catch(() => undefined);
  }, [hasSession, storyId, queryClient]);
}

/**
 * Prefetch of docs/product.md §7: 1 s after each route change while signed in, the data the new page
 * will want. Failures stay silent (§8): prefetchQuery never throws.
 */
export function useRoutePrefetch(signedIn: boolean): void {
  const queryClient = useQueryClient();
  const [location] = useLocation();
  useEffect(() => {
    if (!signedIn) return;
    const prefetch = prefetchFor(location, queryClient);
    if (!prefetch) return;
    const timer = setTimeout(() => void prefetch(), prefetchDelayMs);
    return () => clearTimeout(timer);
  }, [signedIn, location, queryClient]);
}

/**
 * Which pictures a book fetches first: those on screen and either side. The reader asks for them as
 * it opens, and a story page asks for them as soon as the story arrives, before the page renders.
 */
import type { StoryDetail, StoryPageRecord } from '@shared/schemas/stories.ts';
import { coverAddress, illustrationAddress, type PictureSource } from './book-pages.tsx';

/** The zero-based story page in the address (`?page=N`, counted from 1); -1, the cover, without one. */
export function pageInAddress(search: string, pageCount: number): number {
  const requested = Number(new URLSearchParams(search).get('page') ?? '0');
  return Number.isInteger(requested) ? Math.min(Math.max(requested - 1, -1), Math.max(pageCount - 1, 0)) : -1;
}

/** Whether a story page is on screen at `position` or next to it. */
export const isNearPage = (index: number, position: number) => Math.abs(index - position) <= 1;

/** The cover's version in a parent's own story: it changes when the cover is drawn again in a new style. */
export const ownCoverVersion = (story: Pick<StoryDetail, 'illustrationStyle' | 'updatedAt'>) => `${story.illustrationStyle}:${story.updatedAt}`;

/**
 * The addresses of the pictures to fetch first; `coverVersion` is null for a book without a cover
 * picture. A cover with a link of its own (`coverUrl`) is fetched from there, as its <img> loads it.
 */
export function firstPictures(pages: readonly StoryPageRecord[], position: number, source: PictureSource, coverVersion: string | null, coverUrl?: string | null) {
  return [
    ...(coverVersion !== null && position <= 0 ? [coverAddress(source, coverVersion, coverUrl)] : []),
    ...pages.flatMap((page, index) =>
      page.illustrationPath && isNearPage(index, position) ? [illustrationAddress(source, { ...page, illustrationPath: page.illustrationPath })] : [],
    ),
  ];
}

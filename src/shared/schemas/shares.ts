/** Requests and responses of public flip-book links (docs/product.md "Sharing"). */
import { z } from 'zod';
import { readingLevels } from '../reading.ts';
import { cleanText } from './text.ts';
import { storyPageRecord } from './stories.ts';

/** A shared story's cover, rasterised: the page sent for the link shows it, and so does the reader. */
export const sharedCoverPath = (shareUuid: string) => `/api/share/${encodeURIComponent(shareUuid)}/cover?format=webp`;

export const shareSettingsRequest = z.strictObject({
  /** What the hero is called on the link when the real name may not show. */
  heroName: cleanText({ error: 'Please enter the name the hero goes by on the link.' })
    .trim()
    .min(1, 'Please enter the name the hero goes by on the link.')
    .max(40, 'Please keep the name under 40 characters.')
    .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, 'Please use letters, spaces, hyphens or apostrophes in the name.'),
  showRealName: z.boolean().default(false),
});
export type ShareSettingsRequest = z.input<typeof shareSettingsRequest>;

export const storyShare = z.object({
  shareUuid: z.string(),
  /** The page's path, /share/flipbook/{shareUuid}. */
  path: z.string(),
  heroName: z.string(),
  showRealName: z.boolean(),
  openCount: z.number(),
  createdAt: z.string(),
});
export type StoryShare = z.infer<typeof storyShare>;

export const storyShareResponse = z.object({ share: storyShare.nullable() });
export type StoryShareResponse = z.infer<typeof storyShareResponse>;

/**
 * A story as a share link shows it: the story only, nothing about its owner. Picture and audio
 * "paths" are opaque versions, not storage keys.
 */
export const sharedStory = z.object({
  title: z.string(),
  heroName: z.string(),
  readingLevel: z.enum(readingLevels),
  hasCover: z.boolean(),
  pages: z.array(storyPageRecord),
});
export type SharedStory = z.infer<typeof sharedStory>;

/** Requests and responses of /api/library and /api/admin/library (docs/product.md "Sharing"). */
import { z } from 'zod';
import { cleanText } from './text.ts';
import { personNamePattern, nameCharactersMessage } from '../names.ts';
import { libraryPageSize, librarySorts, libraryStatuses, reportReasonIds } from '../library.ts';
import { readingLevels, storyLengths } from '../reading.ts';
import { storyThemeIds } from '../story-themes.ts';
import { illustrationStyleIds, storyPageRecord } from './stories.ts';

const heroName = cleanText({ error: 'Please choose a hero name.' })
  .trim()
  .min(1, 'Please choose a hero name.')
  .max(40, 'Please keep the hero name under 40 characters.')
  .regex(personNamePattern, nameCharactersMessage);

/** POST /api/library/preview and POST /api/library: what the public copy will be made of. */
export const publishRequest = z.strictObject({
  storyId: z.uuid('Please choose one of your stories.'),
  heroName,
  /** New names for the story's companions, by their name in the story; another child of the family must be renamed. */
  companionNames: z.record(z.string().max(40), heroName).default({}),
  /** Pictures drawn from a portrait are left out unless the parent allows them. */
  showPortraitPictures: z.boolean().default(false),
});
export type PublishRequest = z.input<typeof publishRequest>;

export const libraryPage = storyPageRecord;

export const libraryPreview = z.object({
  title: z.string(),
  heroName: z.string(),
  pages: z.array(libraryPage),
  /** Pages whose picture is left out of the public copy. */
  picturesLeftOut: z.number(),
  /** Pictures made from a portrait that the built-in illustrator draws again for the copy. */
  picturesRedrawn: z.number(),
  narrated: z.boolean(),
});
export type LibraryPreview = z.infer<typeof libraryPreview>;

export const libraryCard = z.object({
  id: z.string(),
  title: z.string(),
  theme: z.enum(storyThemeIds),
  templateId: z.string().nullable(),
  readingLevel: z.enum(readingLevels),
  ageBand: z.string(),
  length: z.number(),
  illustrationStyle: z.enum(illustrationStyleIds),
  narrated: z.boolean(),
  hasCover: z.boolean(),
  pageCount: z.number(),
  loves: z.number(),
  saves: z.number(),
  publishedAt: z.string(),
});
export type LibraryCard = z.infer<typeof libraryCard>;

/** A parent's own published story, with what only they see. */
export const sharedStory = libraryCard.extend({
  status: z.enum(libraryStatuses),
  rejectionReason: z.string().nullable(),
  heroName: z.string(),
  sourceStoryId: z.string().nullable(),
});
export type SharedStory = z.infer<typeof sharedStory>;

export const libraryStoryDetail = libraryCard.extend({
  /** Anything but approved is seen only by the owner and admins. */
  status: z.enum(libraryStatuses),
  pages: z.array(libraryPage),
  loved: z.boolean(),
  saved: z.boolean(),
  reported: z.boolean(),
  mine: z.boolean(),
});
export type LibraryStoryDetail = z.infer<typeof libraryStoryDetail>;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values).optional());

export const libraryListQuery = z.object({
  level: optionalEnum(readingLevels),
  theme: optionalEnum(storyThemeIds),
  length: z.preprocess((value) => (value === '' || value === undefined ? undefined : Number(value)), z.literal(storyLengths).optional()),
  style: optionalEnum(illustrationStyleIds),
  q: cleanText().trim().max(80).optional(),
  sort: z.enum(librarySorts).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});


export const libraryListResponse = z.object({
  stories: z.array(libraryCard),
  page: z.number(),
  pageSize: z.literal(libraryPageSize),
  total: z.number(),
  pageCount: z.number(),
});
export type LibraryListResponse = z.infer<typeof libraryListResponse>;

export const reportRequest = z
  .strictObject({
    reason: z.enum(reportReasonIds, { error: 'Please choose a reason.' }),
    details: cleanText().trim().max(500, 'Please keep the details under 500 characters.').default(''),
  })
  .refine((report) => report.reason !== 'other' || report.details.length > 0, {
    message: 'Please tell us what is wrong.',
    path: ['details'],
  });
export type ReportRequest = z.input<typeof reportRequest>;

export const rejectRequest = z.strictObject({
  reason: cleanText({ error: 'Please give the parent a reason.' })
    .trim()
    .min(1, 'Please give the parent a reason.')
    .max(500, 'Please keep the reason under 500 characters.'),
});

export const moderationReport = z.object({
  reason: z.enum(reportReasonIds),
  details: z.string(),
  createdAt: z.string(),
});

export const moderationItem = libraryCard.extend({
  status: z.enum(libraryStatuses),
  reports: z.array(moderationReport),
});
export type ModerationItem = z.infer<typeof moderationItem>;

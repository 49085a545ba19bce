/**
 * Requests and responses of /api/stories (docs/product.md "Story"). The wizard validates its steps
 * with the same schemas the server uses.
 */
import { z } from 'zod';
import { cleanText } from './text.ts';
import { readingLevels, storyLengths } from '../reading.ts';
import { storyThemeIds } from '../story-themes.ts';
import { narratorVoiceIds } from '../narration.ts';
import { pageIllustrationInfo } from './illustrations.ts';

export const maxExtraCharacters = 2;
export const settingMaxLength = 120;
export const lessonMaxLength = 200;
export const titleMaxLength = 120;

export const illustrationStyles = [
  { id: 'storybook', label: 'Storybook', description: 'Soft colours and clean lines, like a classic picture book.' },
  { id: 'watercolour', label: 'Watercolour', description: 'Gentle washes of colour that bleed softly into the paper.' },
  { id: 'paper-cut', label: 'Paper cut', description: 'Layered paper shapes with crisp edges and little shadows.' },
  { id: 'crayon', label: 'Crayon', description: 'Bold, cheerful strokes, as if drawn at the kitchen table.' },
  { id: 'bedtime', label: 'Bedtime', description: 'Hushed, muted night colours for winding down.' },
] as const;
export const illustrationStyleIds = ['storybook', 'watercolour', 'paper-cut', 'crayon', 'bedtime'] as const;
export type IllustrationStyle = (typeof illustrationStyleIds)[number];

export const narrationVoices = ['none', 'standard', 'cloned'] as const;
export type NarrationVoice = (typeof narrationVoices)[number];

export const clonedVoiceUnavailable =
  'There is no cloned voice on this account to read the story. Choose the standard voice or no narration.';

/** Shown wherever a voice that is not made on this installation would be offered. */
export const narrationUnavailable = 'Narration is not available on this Storyloom yet, so stories are made without it.';
/** The built-in narrator reads every story; a cloned voice needs one of the parent's cloned voices (/voice-cloning). */
export const availableNarrationVoices: readonly NarrationVoice[] = ['none', 'standard', 'cloned'];

export const storyStatusValues = ['draft', 'queued', 'generating', 'ready', 'failed'] as const;
export type StoryStatus = (typeof storyStatusValues)[number];

export const storyStages = ['queued', 'planning', 'writing', 'checking', 'illustrating', 'narrating', 'finishing'] as const;

const characterName = cleanText()
  .trim()
  .min(1, 'Please give each extra character a name.')
  .max(40, 'Please keep names under 40 characters.')
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, 'Please use letters, spaces, hyphens or apostrophes in names.');

const characterDescription = cleanText().trim().max(80, 'Please keep each description under 80 characters.').optional();

export const extraCharacterInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('child'),
      childId: z.uuid('Please choose one of your children.'),
      /** Ignored: the child's own name is used. */
      name: cleanText().optional(),
      description: characterDescription,
    }),
    /** One of the family's companions: its saved name, kind and look are used. */
    z.strictObject({
      kind: z.literal('companion'),
      companionId: z.uuid('Please choose one of your companions.'),
      /** Ignored: the companion's own name is used. */
      name: cleanText().optional(),
    }),
    z.strictObject({ kind: z.literal('pet'), name: characterName, description: characterDescription }),
    z.strictObject({ kind: z.literal('friend'), name: characterName, description: characterDescription }),
  ],
  { error: 'Each extra character is another child, a companion, a pet or a friend.' },
);
export type ExtraCharacterInput = z.input<typeof extraCharacterInput>;

const lengthMessage = `Please choose a length of ${storyLengths.slice(0, -1).join(', ')} or ${storyLengths.at(-1)} minutes.`;

/** Story fields shared by the create-story request and the story-generation lab. */
export const storyFields = {
  setting: cleanText().trim().max(settingMaxLength, `Please keep the setting under ${settingMaxLength} characters.`).default(''),
  lesson: cleanText()
    .trim()
    .max(lessonMaxLength, `Please keep the lesson under ${lessonMaxLength} characters.`)
    .optional()
    .transform((value) => value || undefined),
  // Any number goes in (so a wrong one gets this message); only a story length comes out.
  length: z.number({ error: lengthMessage }).pipe(z.literal(storyLengths, { error: lengthMessage })),
};

/** The decrypted picture of an unlocked portrait, as the browser sends it for one story (base64 JPEG). */
export const unlockedPortraitMaxBytes = 2 * 1024 * 1024;
export const unlockedPortraitInput = z.strictObject({
  portraitId: z.uuid('Please choose one of the hero’s portraits.'),
  image: z
    .base64('The unlocked portrait must be a picture.')
    .max(Math.ceil(unlockedPortraitMaxBytes / 3) * 4, 'The unlocked portrait is too large: send it at most 2 MB.'),
});

export const createStoryRequest = z
  .strictObject({
    heroChildId: z.uuid('Please choose the child who will be the hero.'),
    extraCharacters: z
      .array(extraCharacterInput)
      .max(maxExtraCharacters, `A story can have up to ${maxExtraCharacters} extra characters.`)
      .default([]),
    theme: z.enum(storyThemeIds, { error: 'Please choose one of the themes.' }).optional(),
    templateId: cleanText().trim().min(1).max(60).optional(),
    setting: storyFields.setting,
    lesson: storyFields.lesson,
    length: storyFields.length.default(10),
    /** This story's reading level when it differs from the hero's (docs/product.md "Story"); the hero's when left out. */
    readingLevel: z.enum(readingLevels, { error: 'Please choose one of the reading levels.' }).optional(),
    illustrationStyle: z.enum(illustrationStyleIds, { error: 'Please choose an illustration style.' }).default('storybook'),
    voice: z
      .enum(narrationVoices, { error: 'Please choose a narration voice, or none.' })
      .refine((voice) => availableNarrationVoices.includes(voice), narrationUnavailable)
      .default('none'),
    /** Which built-in voice reads a narrated story (and stands in for a cloned voice); the default voice when left out. */
    narrator: z.enum(narratorVoiceIds, { error: 'Please choose one of the voices.' }).optional(),
    /**
     * The hero's encrypted portrait, unlocked in the browser, for this story's reference picture
     * (outside image model with consent 2 only). Kept in the story's folder until the reference is made.
     */
    unlockedPortrait: unlockedPortraitInput.optional(),
    /** For voice `cloned`: which of the parent's cloned voices reads the story. */
    clonedVoiceId: z.uuid(clonedVoiceUnavailable).optional(),
  })
  .refine((input) => input.theme !== undefined || input.templateId !== undefined, {
    message: 'Please choose a theme or a template.',
    path: ['theme'],
  });
export type CreateStoryRequest = z.input<typeof createStoryRequest>;

export const createStoryResponse = z.object({ id: z.string(), status: z.enum(storyStatusValues) });
export type CreateStoryResponse = z.infer<typeof createStoryResponse>;

export const renameStoryRequest = z.strictObject({
  title: cleanText({ error: 'Please enter a title.' })
    .trim()
    .min(1, 'Please enter a title.')
    .max(titleMaxLength, `Please keep the title under ${titleMaxLength} characters.`),
});

export const storyListQuery = z.object({
  childId: z.uuid('Please choose one of your children.').optional(),
  q: cleanText().trim().max(120).optional(),
});

export const storyProgress = z.object({
  stage: z.enum(storyStages),
  pagesDone: z.number(),
  pagesTotal: z.number(),
  /** Narration is recorded beside the pictures, page by page, with its own count. */
  narration: z.object({ pagesDone: z.number(), pagesTotal: z.number() }).optional(),
});
export type StoryProgress = z.infer<typeof storyProgress>;

export const storySummary = z.object({
  id: z.string(),
  /** Null until the story has been planned. */
  title: z.string().nullable(),
  heroChildId: z.string(),
  heroName: z.string(),
  theme: z.enum(storyThemeIds),
  templateId: z.string().nullable(),
  length: z.number(),
  readingLevel: z.enum(readingLevels),
  targetWordCount: z.number(),
  wordCount: z.number().nullable(),
  status: z.enum(storyStatusValues),
  progress: storyProgress.nullable(),
  failureReason: z.string().nullable(),
  cost: z.number(),
  pageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type StorySummary = z.infer<typeof storySummary>;

export const storyListResponse = z.object({ stories: z.array(storySummary) });
export type StoryListResponse = z.infer<typeof storyListResponse>;

export const wordTiming = z.object({
  word: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  charStart: z.number(),
  charEnd: z.number(),
});

export const storyPageRecord = z.object({
  index: z.number(),
  text: z.string(),
  sceneDescription: z.string(),
  illustrationPath: z.string().nullable(),
  /** A short-lived signed link to the picture, for an <img> (the owner's own story only). */
  illustrationUrl: z.string().nullable().optional(),
  /** One sentence describing the page's picture, for screen readers; null until it is drawn. */
  illustrationAlt: z.string().nullable(),
  narrationPath: z.string().nullable(),
  /** A timing for every word of `text`, once the page has been narrated. */
  wordTimings: z.array(wordTiming).nullable().optional(),
  /** How those timings were made: from the synthesiser's own events, or by alignment. */
  narrationMethod: z.string().nullable().optional(),
  /** The outside voice could not read this page, so the built-in voice did. */
  narrationFellBack: z.boolean().optional(),
  /** How an outside image model drew the picture (likeness score, fallback); null or absent for built-in pictures. */
  illustration: pageIllustrationInfo.nullable().optional(),
});
export type StoryPageRecord = z.infer<typeof storyPageRecord>;

export const storyCharacter = z.object({
  kind: z.enum(['child', 'pet', 'friend']),
  name: z.string(),
  /** For kind 'child': another of the parent's children. */
  childId: z.string().optional(),
  /** A pet's species or a friend's one-line description. */
  description: z.string().optional(),
  /** One of the family's companions, drawn from its saved look. */
  companionId: z.string().optional(),
});
/** An extra character as a story keeps it (the stories table's `extra_characters` column). */
export type ExtraCharacter = z.infer<typeof storyCharacter>;

export const storyDetail = storySummary.extend({
  extraCharacters: z.array(storyCharacter),
  setting: z.string(),
  lesson: z.string().nullable(),
  language: z.string(),
  illustrationStyle: z.enum(illustrationStyleIds),
  voice: z.enum(narrationVoices),
  /** The built-in voice of a narrated story. */
  narrator: z.enum(narratorVoiceIds).nullable().optional(),
  /** The parent's cloned voice that reads the story (voice `cloned`), while it exists. */
  clonedVoice: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  attempt: z.number(),
  /** True once the cover is drawn (GET /api/stories/{id}/cover). */
  hasCover: z.boolean(),
  /** A short-lived signed link to the cover, for an <img>; null until it is drawn. */
  coverUrl: z.string().nullable().optional(),
  pages: z.array(storyPageRecord),
});
export type StoryDetail = z.infer<typeof storyDetail>;

/** The `progress` event of GET /api/stories/{id}/events. */
export const storyProgressEvent = z.object({
  status: z.enum(storyStatusValues),
  progress: storyProgress.nullable(),
  pagesReady: z.number(),
  title: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type StoryProgressEvent = z.infer<typeof storyProgressEvent>;

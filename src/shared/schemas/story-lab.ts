/**
 * POST /api/lab/story: the story-generation lab (docs/product.md "Test pages"). An admin tries a story
 * writer on a made-up hero; nothing is stored and no credits are spent.
 */
import { z } from 'zod';
import { cleanText } from './text.ts';
import { readingLevels } from '../reading.ts';
import { storyThemeIds } from '../story-themes.ts';
import { storyFields } from './stories.ts';

export const labWriters = ['builtin', 'outside'] as const;
export type LabWriter = (typeof labWriters)[number];

/** Seeds are PostgreSQL integers where stories keep them, so the lab uses the same range. */
export const maxLabSeed = 2 ** 31 - 1;
export const maxLabInterests = 12;
export const maxLabAge = 18;

const favourite = (label: string) =>
  cleanText()
    .trim()
    .max(40, `Please keep the favourite ${label} under 40 characters.`)
    .optional()
    .transform((value) => value || undefined);


export const storyLabRequest = z.strictObject({
  heroName: cleanText({ error: 'Please enter the hero’s name.' })
    .trim()
    .min(1, 'Please enter the hero’s name.')
    .max(40, 'Please keep the name under 40 characters.')
    .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, 'Please use letters, spaces, hyphens or apostrophes only.'),
  pronouns: z.enum(['she', 'he', 'they'], { error: 'Please choose pronouns.' }),
  age: z
    .number({ error: 'Please enter an age in whole years.' })
    .int('Please enter an age in whole years.')
    .min(0, 'Please enter an age from 0 to 18.')
    .max(maxLabAge, 'Please enter an age from 0 to 18.'),
  /** Overrides the level that follows from the age, as a parent may per child and per story. */
  readingLevel: z.enum(readingLevels, { error: 'Please choose one of the reading levels.' }).optional(),
  interests: z
    .array(cleanText().trim().min(1, 'Please leave out empty interests.').max(40, 'Please keep each interest under 40 characters.'))
    .max(maxLabInterests, `Please list up to ${maxLabInterests} interests.`)
    .default([]),
  favourites: z
    .strictObject({ colour: favourite('colour'), animal: favourite('animal'), toy: favourite('toy'), toyName: favourite('toy’s name') })
    .prefault({}),
  theme: z.enum(storyThemeIds, { error: 'Please choose one of the themes.' }),
  setting: storyFields.setting,
  lesson: storyFields.lesson,
  length: storyFields.length,
  seed: z
    .number({ error: 'Please enter a seed: a whole number.' })
    .int('Please enter a seed: a whole number.')
    .min(0, `Please enter a seed from 0 to ${maxLabSeed}.`)
    .max(maxLabSeed, `Please enter a seed from 0 to ${maxLabSeed}.`),
  writer: z.enum(labWriters, { error: 'Please choose a story writer.' }).default('builtin'),
});
export type StoryLabRequest = z.input<typeof storyLabRequest>;

export const storyLabFinding = z.object({
  category: z.string(),
  term: z.string(),
  scope: z.enum(['always', 'for-age']),
  /** "title", or "page 3" / "page 3 scene" for a page's text or its scene description. */
  where: z.string(),
});
export type StoryLabFinding = z.infer<typeof storyLabFinding>;

/** One slip the story critic found, with the sentence it is in. */
export const storyCritiqueFinding = z.object({ rule: z.string(), sentence: z.string(), message: z.string() });

export const storyLabResponse = z.object({
  title: z.string(),
  pages: z.array(z.object({ text: z.string(), sceneDescription: z.string() })),
  writer: z.enum(labWriters),
  model: z.string(),
  usage: z.object({ inputTokens: z.number().nullable(), outputTokens: z.number().nullable() }).nullable(),
  readingLevel: z.enum(readingLevels),
  wordCount: z.number(),
  targetWordCount: z.number(),
  /** (words − target) ÷ target, as a signed percentage with one decimal. */
  percentOff: z.number(),
  /** docs/product.md "Story": a story must land within ±10 % of its target. */
  withinTolerance: z.boolean(),
  fleschKincaidGrade: z.number(),
  generationMs: z.number(),
  safety: z.object({ ok: z.boolean(), age: z.number(), findings: z.array(storyLabFinding) }),
  critique: z.object({ ok: z.boolean(), findings: z.array(storyCritiqueFinding) }),
});
export type StoryLabResponse = z.infer<typeof storyLabResponse>;

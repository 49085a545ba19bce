/**
 * Admins write templates (ADR 012): new ones, edits to any (a built-in one keeps its edits from then
 * on), and drafts made from an approved library story. A template made from a family's story may
 * not carry a real name from that family: the names of its account, children and companions are
 * refused in every field.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { containsName, replaceNames } from '../../shared/hero-name.ts';
import type { ReadingLevel } from '../../shared/reading.ts';
import type { TemplateInput, templateInput } from '../../shared/schemas/templates.ts';
import { templateAgeRange } from '../../shared/story-templates.ts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { children, libraryStories, stories, storyTemplates, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { adminTemplate, findTemplate, templateRows } from './templates.ts';

type Input = z.output<typeof templateInput>;

/** The youngest and oldest child a reading level usually suits, within the templates' ages. */
const agesForLevel: Record<ReadingLevel, readonly [number, number]> = {
  toddler: [2, 3],
  'pre-reader': [3, 5],
  'early-reader': [5, 7],
  'emergent-reader': [7, 9],
  'transitional-reader': [9, 11],
  'fluent-reader': [11, 13],
  'advanced-reader': [12, 14],
  'teen-reader': [13, 14],
  'sophisticated-reader': [13, 14],
};

const clampAge = (age: number) => Math.min(templateAgeRange.max, Math.max(templateAgeRange.min, age));

function slug(title: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${base || 'template'}-${randomBytes(3).toString('hex')}`;
}

async function approvedLibraryStory(db: Database, id: string) {
  const [story] = await db.select().from(libraryStories).where(and(eq(libraryStories.id, id), eq(libraryStories.status, 'approved')));
  if (!story) throw AppError.notFound('No approved library story with that id.');
  return story;
}

/** Every real name of the family that shared a library story: the account's, the children's, the companions'. */
async function familyNames(db: Database, libraryStoryId: string): Promise<string[]> {
  const story = await approvedLibraryStory(db, libraryStoryId);
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, story.ownerId));
  const kids = await db.select({ name: children.name }).from(children).where(eq(children.userId, story.ownerId));
  const [source] = story.sourceStoryId ? await db.select({ extras: stories.extraCharacters }).from(stories).where(eq(stories.id, story.sourceStoryId)) : [];
  const names = [owner?.name ?? '', ...kids.map((kid) => kid.name), ...(source?.extras ?? []).map((extra) => extra.name)];
  return [...new Set(names.map((name) => name.trim()).filter((name) => name.length > 0))];
}

function assertNoFamilyNames(input: Input, names: readonly string[]): void {
  const fields: Array<[string, string | undefined]> = [
    ['title', input.title],
    ['setting', input.setting],
    ['lesson', input.lesson],
    ['blurb', input.blurb],
    ['premise', input.premise],
    ['plot.who', input.plot.who],
    ['plot.want', input.plot.want],
    ['plot.obstacle', input.plot.obstacle],
    ['plot.turn', input.plot.turn],
  ];
  for (const [field, value] of fields) {
    // Whole names and first names both count: "Maya" in "Maya Patel".
    if (value && names.some((name) => name.split(/\s+/).some((part) => part.length > 1 && containsName(value, part)))) {
      throw new AppError('VALIDATION_FAILED', 'A template cannot carry a real name from the family that shared the story. Please use “your child” or a made-up name.', field);
    }
  }
}

function values(input: Input) {
  const who = input.plot.who?.trim();
  return {
    title: input.title,
    theme: input.theme,
    setting: input.setting,
    lesson: input.lesson ? input.lesson : null,
    blurb: input.blurb,
    minAge: input.minAge,
    maxAge: input.maxAge,
    premise: input.premise,
    plot: { shape: input.plot.shape, time: input.plot.time, ...(who ? { who } : {}), want: input.plot.want, obstacle: input.plot.obstacle, turn: input.plot.turn },
  };
}

export async function adminTemplates(db: Database) {
  return (await templateRows(db)).map(adminTemplate);
}

export async function createTemplate(db: Database, input: Input) {
  if (input.sourceLibraryStoryId) assertNoFamilyNames(input, await familyNames(db, input.sourceLibraryStoryId));
  const [row] = await db
    .insert(storyTemplates)
    .values({ id: slug(input.title), ...values(input), editedAt: new Date(), sourceLibraryStoryId: input.sourceLibraryStoryId ?? null })
    .returning();
  return adminTemplate(row!);
}

export async function updateTemplate(db: Database, id: string, input: Input) {
  const current = await findTemplate(db, id);
  const source = input.sourceLibraryStoryId ?? current.sourceLibraryStoryId;
  if (source) assertNoFamilyNames(input, await familyNames(db, source));
  const [row] = await db.update(storyTemplates).set({ ...values(input), editedAt: new Date() }).where(eq(storyTemplates.id, id)).returning();
  return adminTemplate(row!);
}

/**
 * A template to finish from an approved library story: its theme, the ages of its reading level, and
 * its title, setting and lesson with the hero as "your child" and every family name taken out. The
 * admin writes the premise and plot before saving.
 */
export async function draftFromLibrary(db: Database, libraryStoryId: string): Promise<TemplateInput> {
  const story = await approvedLibraryStory(db, libraryStoryId);
  const names = await familyNames(db, libraryStoryId);
  const [source] = story.sourceStoryId
    ? await db
        .select({ setting: stories.setting, lesson: stories.lesson, hero: children.name })
        .from(stories)
        .innerJoin(children, eq(children.id, stories.heroChildId))
        .where(eq(stories.id, story.sourceStoryId))
    : [];
  // The hero, by the real name or the library's, becomes "your child"; anyone else "a friend".
  const heroes = [story.heroName, ...(source ? [source.hero] : [])];
  const renames = [...heroes.map((from) => ({ from, to: 'your child' })), ...names.filter((name) => !heroes.includes(name)).map((name) => ({ from: name, to: 'a friend' }))];
  const scrub = (text: string | null | undefined) => (text ? replaceNames(text, renames) : '');
  const title = replaceNames(story.title, [{ from: story.heroName, to: 'Your Child' }, ...names.map((name) => ({ from: name, to: 'a Friend' }))]);
  const [minAge, maxAge] = agesForLevel[story.readingLevel];
  return {
    title,
    theme: story.theme,
    setting: scrub(source?.setting),
    lesson: scrub(source?.lesson),
    blurb: '',
    minAge: clampAge(minAge),
    maxAge: clampAge(maxAge),
    premise: '',
    plot: { shape: 'find', time: 'day', who: '', want: '', obstacle: '', turn: '' },
    sourceLibraryStoryId: libraryStoryId,
  };
}

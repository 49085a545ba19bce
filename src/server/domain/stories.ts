/**
 * Creating and managing a parent's stories (docs/product.md "Story"). Submitting a story writes its
 * row, reserves its credits and enqueues its generation in one transaction, so a story is never
 * queued without its credits, and credits are never taken for a story that is not queued.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { storyCost } from '../../shared/pricing.ts';
import type { StoryThemeId } from '../../shared/story-themes.ts';
import { targetWordCount, type StoryLength } from '../../shared/reading.ts';
import { clonedVoiceUnavailable, type createStoryRequest, type CreateStoryResponse, type ExtraCharacter, type NarrationVoice, type StoryDetail } from '../../shared/schemas/stories.ts';
import { ownVoice } from './cloned-voices.ts';
import { defaultNarratorVoice } from '../../shared/narration.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { children, stories, storyPages } from '../db/schema.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { generateStory } from '../jobs/generate-story.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import type { OutsideIllustrator } from '../providers/images/outside/index.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { presentChild } from './children.ts';
import { ownCompanion, storyCharacterOf } from './companions.ts';
import { authorize, policies } from '../policies/index.ts';
import { refundCredits, reserveCredits } from './credits.ts';
import { accountPlan } from './plans.ts';
import { storyJobPriority } from './subscriptions.ts';
import { assertSafeInputs, type CheckedInput } from './safety.ts';
import { findOwnStory, storyDetail } from './story-queries.ts';
import { templateById } from './templates.ts';
import { acceptUnlockedPortrait, forgetUnlockedPortrait, unlockedPortraitKey } from './unlocked-portraits.ts';

interface Deps {
  config: Config;
  db: Database;
  queue: JobQueue;
}

type CreateInput = z.output<typeof createStoryRequest>;
type ChildRow = typeof children.$inferSelect;

/** Postgres `integer`: seeds stay within it. */
const newSeed = () => randomInt(0, 2 ** 31 - 1);

async function ownChild(db: Database, userId: string, childId: string): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(and(eq(children.id, childId), eq(children.userId, userId)));
  return row;
}

async function resolveExtraCharacters(deps: Deps, userId: string, hero: ChildRow, input: CreateInput) {
  const { db } = deps;
  const plan = await accountPlan(db, userId);
  await authorize(deps, userId, policies.addExtraCharacters, { plan, count: input.extraCharacters.length });
  const seen = new Set([hero.id]);
  const resolved: ExtraCharacter[] = [];
  for (const [index, character] of input.extraCharacters.entries()) {
    if (character.kind === 'companion') {
      const companion = await ownCompanion(db, userId, character.companionId);
      if (!companion) throw new AppError('VALIDATION_FAILED', 'Please choose one of your companions.', `extraCharacters.${index}.companionId`);
      if (seen.has(companion.id)) {
        throw new AppError('VALIDATION_FAILED', `${companion.name} is already in this story.`, `extraCharacters.${index}.companionId`);
      }
      seen.add(companion.id);
      resolved.push(storyCharacterOf(companion));
      continue;
    }
    if (character.kind !== 'child') {
      resolved.push({ kind: character.kind, name: character.name, ...(character.description ? { description: character.description } : {}) });
      continue;
    }
    const child = await ownChild(db, userId, character.childId);
    if (!child) throw new AppError('VALIDATION_FAILED', 'Please choose one of your children.', `extraCharacters.${index}.childId`);
    if (seen.has(child.id)) {
      throw new AppError('VALIDATION_FAILED', `${child.name} is already in this story.`, `extraCharacters.${index}.childId`);
    }
    seen.add(child.id);
    resolved.push({ kind: 'child', name: child.name, childId: child.id, ...(character.description ? { description: character.description } : {}) });
  }
  return resolved;
}

const ordinal = ['first', 'second', 'third'];

function parentTexts(hero: ChildRow, input: { setting: string; lesson?: string | undefined }, extras: ExtraCharacter[]): CheckedInput[] {
  const texts: CheckedInput[] = [
    { field: 'setting', label: 'the setting', value: input.setting },
    { field: 'lesson', label: 'the lesson', value: input.lesson },
  ];
  extras.forEach((character, index) => {
    const who = `the ${ordinal[index] ?? 'next'} extra character’s`;
    if (character.kind !== 'child') texts.push({ field: `extraCharacters.${index}.name`, label: `${who} name`, value: character.name });
    texts.push({ field: `extraCharacters.${index}.description`, label: `${who} description`, value: character.description });
  });
  // The hero's interests reach the story too; they were typed on the child's profile.
  const profile = [...hero.interests, ...Object.values(hero.favourites ?? {})].filter(Boolean).join(', ');
  texts.push({ field: 'heroChildId', label: `${hero.name}’s interests and favourite things on their profile`, value: profile });
  return texts;
}

/** A story read in a cloned voice needs one of the parent's own voices; nothing is charged otherwise. */
async function chosenClonedVoice(db: Database, userId: string, input: Pick<CreateInput, 'voice' | 'clonedVoiceId'>): Promise<string | null> {
  if (input.voice !== 'cloned') return null;
  if (!input.clonedVoiceId) throw new AppError('VALIDATION_FAILED', clonedVoiceUnavailable, 'voice');
  const voice = await ownVoice(db, userId, input.clonedVoiceId).catch(() => null);
  if (!voice) throw new AppError('VALIDATION_FAILED', clonedVoiceUnavailable, 'voice');
  return voice.id;
}

function costOf(config: Config, length: StoryLength, voice: NarrationVoice): number {
  return config.CREDITS_ENABLED ? storyCost(length, voice) : 0;
}

type CreateDeps = Deps & { storage: FileStorage; outsideIllustrator: OutsideIllustrator | null };

export async function createStory(deps: CreateDeps, userId: string, input: CreateInput): Promise<CreateStoryResponse> {
  const template = input.templateId === undefined ? undefined : await templateById(deps.db, input.templateId);
  if (input.templateId !== undefined && !template) {
    throw new AppError('VALIDATION_FAILED', 'Please choose one of the templates.', 'templateId');
  }
  if (template && input.theme && input.theme !== template.theme) {
    throw new AppError('VALIDATION_FAILED', 'That template comes with its own theme: choose the template or a theme.', 'theme');
  }
  const theme = template?.theme ?? input.theme!;
  const setting = input.setting || template?.setting || '';
  const lesson = input.lesson ?? template?.lesson ?? undefined;

  await authorize(deps, userId, policies.holdChildData);
  const hero = await ownChild(deps.db, userId, input.heroChildId);
  if (!hero) throw new AppError('VALIDATION_FAILED', 'Please choose one of your children as the hero.', 'heroChildId');
  const extras = await resolveExtraCharacters(deps, userId, hero, input);
  const heroRecord = presentChild(hero);
  assertSafeInputs(parentTexts(hero, { setting, lesson }, extras), {
    age: heroRecord.age,
    ignore: [hero.name, ...extras.filter((character) => character.kind === 'child').map((character) => character.name)],
  });

  const clonedVoiceId = await chosenClonedVoice(deps.db, userId, input);
  const cost = costOf(deps.config, input.length, input.voice);
  // An unlocked portrait waits in the story's folder for the reference picture; it goes if the story is not made.
  const storyId = randomUUID();
  const unlocked = input.unlockedPortrait ? await acceptUnlockedPortrait(deps, userId, hero.id, input.unlockedPortrait) : null;
  if (unlocked) await deps.storage.put(unlockedPortraitKey({ id: storyId, userId }), unlocked, 'image/jpeg');
  try {
    return await insertStory(deps, {
      storyId,
      userId,
      input,
      hero,
      extras,
      theme,
      template,
      setting,
      lesson,
      cost,
      readingLevel: input.readingLevel ?? heroRecord.readingLevel,
      clonedVoiceId,
    });
  } catch (error) {
    if (unlocked) await forgetUnlockedPortrait(deps.storage, { id: storyId, userId });
    throw error;
  }
}

interface NewStory {
  storyId: string;
  userId: string;
  input: CreateInput;
  hero: ChildRow;
  extras: ExtraCharacter[];
  theme: StoryThemeId;
  template: Awaited<ReturnType<typeof templateById>>;
  setting: string;
  lesson: string | undefined;
  cost: number;
  readingLevel: ReturnType<typeof presentChild>['readingLevel'];
  clonedVoiceId: string | null;
}

/** The story's row, its credits reserved and its job queued, in one transaction. */
async function insertStory(
  deps: Deps,
  { storyId, userId, input, hero, extras, theme, template, setting, lesson, cost, readingLevel, clonedVoiceId }: NewStory,
): Promise<CreateStoryResponse> {
  // The parent may pitch one story above or below the hero's own level (docs/product.md "Story").
  return transaction(deps.db, async (tx) => {
    const [story] = await tx
      .insert(stories)
      .values({
        id: storyId,
        userId,
        heroChildId: hero.id,
        extraCharacters: extras,
        theme,
        templateId: template?.id ?? null,
        setting,
        lesson: lesson ?? null,
        length: input.length,
        readingLevel,
        targetWordCount: targetWordCount(readingLevel, input.length),
        illustrationStyle: input.illustrationStyle,
        voice: input.voice,
        narrator: input.voice === 'none' ? null : (input.narrator ?? defaultNarratorVoice),
        clonedVoiceId,
        status: 'queued',
        progress: { stage: 'queued', pagesDone: 0, pagesTotal: 0 },
        cost,
        seed: newSeed(),
        attempt: 1,
      })
      .returning({ id: stories.id });
    await reserveCredits(tx, userId, story!.id, 1, cost);
    await deps.queue.enqueue(generateStory, { storyId: story!.id, attempt: 1 }, tx, { priority: await storyJobPriority(tx, userId) });
    return { id: story!.id, status: 'queued' as const };
  });
}

async function lockOwnStory(tx: Tx, userId: string, storyId: string) {
  await findOwnStory(tx, userId, storyId);
  const [row] = await tx.select().from(stories).where(eq(stories.id, storyId)).for('update');
  if (!row) throw AppError.notFound('No such story.');
  return row;
}

/** A failed story gets a new attempt: new credits reserved, old pages cleared, a new job. */
export async function retryStory(deps: Deps, userId: string, storyId: string): Promise<CreateStoryResponse> {
  return transaction(deps.db, async (tx) => {
    const story = await lockOwnStory(tx, userId, storyId);
    if (story.status !== 'failed') throw new AppError('CONFLICT', 'Only a story that could not be finished can be tried again.');
    const attempt = story.attempt + 1;
    const cost = costOf(deps.config, story.length, story.voice);
    await tx.delete(storyPages).where(eq(storyPages.storyId, storyId));
    await tx
      .update(stories)
      .set({
        status: 'queued',
        attempt,
        seed: newSeed(),
        cost,
        title: null,
        wordCount: null,
        failureReason: null,
        progress: { stage: 'queued', pagesDone: 0, pagesTotal: 0 },
        completedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(stories.id, storyId));
    await reserveCredits(tx, userId, storyId, attempt, cost);
    await deps.queue.enqueue(generateStory, { storyId, attempt }, tx, { priority: await storyJobPriority(tx, userId) });
    return { id: storyId, status: 'queued' as const };
  });
}

export async function renameStory(db: Database, userId: string, storyId: string, title: string): Promise<StoryDetail> {
  const story = await findOwnStory(db, userId, storyId);
  const [hero] = await db.select().from(children).where(eq(children.id, story.heroChildId));
  assertSafeInputs([{ field: 'title', label: 'the title', value: title }], {
    age: hero ? presentChild(hero).age : 0,
    ignore: [hero?.name ?? '', ...story.extraCharacters.map((character) => character.name)],
  });
  await db.update(stories).set({ title, updatedAt: new Date() }).where(eq(stories.id, storyId));
  return storyDetail(db, userId, storyId);
}

/** The storage folders that hold what was made from one story. */
export const storyFolders = (userId: string, storyId: string) =>
  ['illustrations', 'narration', 'books', 'recordings'].map((kind) => `${kind}/${userId}/${storyId}/`);

/**
 * Deletes a story and its pages, then their files (illustrations, narration, the parent's recordings, printable PDFs). A story still being
 * made gives its reservation back first; the ledger keeps its rows, so the credit history still
 * explains the balance. A file that cannot be removed is logged, not turned into a failed request.
 */
export async function deleteStory(deps: { db: Database; storage: FileStorage; log: Logger }, userId: string, storyId: string): Promise<void> {
  const files = await transaction(deps.db, async (tx) => {
    const story = await lockOwnStory(tx, userId, storyId);
    if (story.status === 'queued' || story.status === 'generating') {
      await refundCredits(tx, storyId, story.attempt, 'Refund: the story was deleted before it was finished');
    }
    const pages = await tx
      .select({ illustration: storyPages.illustrationPath, narration: storyPages.narrationPath })
      .from(storyPages)
      .where(eq(storyPages.storyId, storyId));
    await tx.delete(stories).where(eq(stories.id, storyId));
    return pages.flatMap((page) => [page.illustration, page.narration]).filter((key): key is string => Boolean(key));
  });
  // Everything else made from the story — its cover, pictures prepared for print, older audio, PDFs — sits under its folders.
  for (const folder of storyFolders(userId, storyId)) files.push(...(await deps.storage.list(folder)));
  await Promise.all(
    files.map((key) => deps.storage.delete(key).catch((error: unknown) => deps.log.error({ err: error, key }, 'could not delete a stored file'))),
  );
}

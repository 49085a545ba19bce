/**
 * Narration made again on a finished story (docs/product.md "Credits, plans and prices"): add it to
 * a story made without it or change the voice of the whole story (the narration price), or read
 * one page again (1 credit). The request reserves its credits and queues the recording in one
 * transaction; the pages keep their old audio until the new recording has succeeded.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { creditCosts } from '../../shared/pricing.ts';
import type { z } from 'zod';
import type { NarrationRedo, narrationRedoRequest } from '../../shared/schemas/narration-redos.ts';
import { clonedVoiceUnavailable } from '../../shared/schemas/stories.ts';
import { ownVoice } from './cloned-voices.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { narrationRedos, stories, storyPages } from '../db/schema.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { redoNarration } from '../jobs/redo-narration.ts';
import { reserveSpend } from './credits.ts';
import { narrationRedoSpend } from './narration-redo-run.ts';
import { narratorOf } from './narration-pages.ts';
import { findOwnStory } from './story-queries.ts';

type RedoRow = typeof narrationRedos.$inferSelect;

export function presentRedo(row: RedoRow): NarrationRedo {
  return {
    id: row.id,
    scope: row.scope,
    pageIndex: row.pageIndex,
    narrator: row.narrator,
    clonedVoiceId: row.clonedVoiceId,
    status: row.status,
    pagesDone: row.pagesDone,
    pagesTotal: row.pagesTotal,
    cost: row.cost,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The story's latest redo for its owner (another parent's story is a 404). */
export async function latestNarrationRedo(db: Database, userId: string, storyId: string): Promise<NarrationRedo | null> {
  await findOwnStory(db, userId, storyId);
  const [row] = await db.select().from(narrationRedos).where(eq(narrationRedos.storyId, storyId)).orderBy(desc(narrationRedos.createdAt)).limit(1);
  return row ? presentRedo(row) : null;
}

export async function requestNarrationRedo(
  deps: { config: Config; db: Database; queue: JobQueue },
  userId: string,
  storyId: string,
  input: z.output<typeof narrationRedoRequest>,
): Promise<NarrationRedo> {
  return transaction(deps.db, (tx) => queueNarrationRedo(tx, deps, userId, storyId, input));
}

/** Checks, charges and queues a redo inside the caller's transaction (a page's text saved with it). */
export async function queueNarrationRedo(
  tx: Tx,
  deps: { config: Config; queue: JobQueue },
  userId: string,
  storyId: string,
  input: z.output<typeof narrationRedoRequest>,
): Promise<NarrationRedo> {
  await findOwnStory(tx, userId, storyId);
  const [story] = await tx.select().from(stories).where(eq(stories.id, storyId)).for('update');
  if (!story) throw AppError.notFound('No such story.');
  if (story.status !== 'ready') throw new AppError('CONFLICT', 'Narration can be made again once the story is finished.');
  const [busy] = await tx
    .select({ id: narrationRedos.id })
    .from(narrationRedos)
    .where(and(eq(narrationRedos.storyId, storyId), inArray(narrationRedos.status, ['queued', 'running'])));
  if (busy) throw new AppError('CONFLICT', 'The narration is already being recorded again. Please wait for it to finish.');

  const narrated = story.voice !== 'none' && story.narrator !== null;
  let pagesTotal: number;
  const narrator = input.narrator ?? narratorOf(story);
  // A page read again keeps the story's cloned voice; the whole story takes the one asked for, if any.
  let clonedVoiceId: string | null = input.pageIndex === undefined ? null : story.voice === 'cloned' ? story.clonedVoiceId : null;
  if (input.clonedVoiceId !== undefined) {
    if (input.pageIndex !== undefined) {
      throw new AppError('VALIDATION_FAILED', 'A page is read again in the story’s own voice. Change the voice of the whole story instead.', 'clonedVoiceId');
    }
    const voice = await ownVoice(tx, userId, input.clonedVoiceId).catch(() => {
      throw new AppError('VALIDATION_FAILED', clonedVoiceUnavailable, 'clonedVoiceId');
    });
    clonedVoiceId = voice.id;
  }
  if (input.pageIndex !== undefined) {
    if (!narrated) throw new AppError('CONFLICT', 'This story has no narration yet: add it to the whole story first.');
    if (input.narrator !== undefined && narrator !== story.narrator) {
      throw new AppError('VALIDATION_FAILED', 'A page is read again in the story’s own voice. Change the voice of the whole story instead.', 'narrator');
    }
    const [page] = await tx.select({ id: storyPages.id }).from(storyPages).where(and(eq(storyPages.storyId, storyId), eq(storyPages.index, input.pageIndex)));
    if (!page) throw AppError.notFound('No such page.');
    pagesTotal = 1;
  } else {
    const sameVoice = clonedVoiceId ? story.voice === 'cloned' && story.clonedVoiceId === clonedVoiceId : story.voice !== 'cloned' && narrator === story.narrator;
    if (narrated && sameVoice) {
      throw new AppError('VALIDATION_FAILED', 'The story is already read in this voice. Choose another voice, or read one page again.', 'narrator');
    }
    const [pages] = await tx.select({ total: count() }).from(storyPages).where(eq(storyPages.storyId, storyId));
    pagesTotal = pages?.total ?? 0;
  }
  const scope = input.pageIndex === undefined ? ('story' as const) : ('page' as const);
  const price = scope === 'page' ? creditCosts.regenerateNarration : creditCosts.narration[clonedVoiceId ? 'cloned' : 'standard'];
  const cost = deps.config.CREDITS_ENABLED ? price : 0;
  const [redo] = await tx
    .insert(narrationRedos)
    .values({ storyId, userId, scope, pageIndex: input.pageIndex ?? null, narrator, clonedVoiceId, status: 'queued', pagesTotal, cost })
    .returning();
  const spend = narrationRedoSpend(redo!);
  await reserveSpend(tx, userId, { ...spend, what: scope === 'page' ? 'Reading a page again' : 'New narration', note: scope === 'page' ? 'Reserved to read a page again' : 'Reserved for new narration' }, cost);
  await deps.queue.enqueue(redoNarration, { redoId: redo!.id }, tx);
  return presentRedo(redo!);
}

/**
 * Editing a finished story's pictures (docs/product.md "Credits, plans and prices"): redraw one
 * page, optionally with a short instruction (1 credit), or draw the whole book in another style
 * (2 credits). The request works out the new scene plan, reserves the credits and queues the
 * drawing in one transaction; the old pictures stay until the new ones have succeeded.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { creditCosts } from '../../shared/pricing.ts';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';
import type { redrawRequest, restyleRequest, StoryEdit } from '../../shared/schemas/story-edits.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { stories, storyEdits, storyPages } from '../db/schema.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { editIllustrations } from '../jobs/edit-illustrations.ts';
import { reserveSpend } from './credits.ts';
import { readRedrawInstruction, recompose } from './redraw-instructions.ts';
import { directedStory, planOf, storyEditSpend } from './story-edit-run.ts';
import { findOwnStory } from './story-queries.ts';

type EditRow = typeof storyEdits.$inferSelect;
type StoryRow = typeof stories.$inferSelect;
type EditDeps = { config: Config; db: Database; queue: JobQueue };

export function presentEdit(row: EditRow): StoryEdit {
  return {
    id: row.id,
    kind: row.kind,
    pageIndex: row.pageIndex,
    instruction: row.instruction,
    style: row.style,
    status: row.status,
    pagesDone: row.pagesDone,
    pagesTotal: row.pagesTotal,
    cost: row.cost,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The story's latest picture edit for its owner (another parent's story is a 404). */
export async function latestPictureEdit(db: Database, userId: string, storyId: string): Promise<StoryEdit | null> {
  await findOwnStory(db, userId, storyId);
  const [row] = await db
    .select()
    .from(storyEdits)
    .where(and(eq(storyEdits.storyId, storyId), inArray(storyEdits.kind, ['redraw', 'restyle']), inArray(storyEdits.status, ['queued', 'running', 'done', 'failed'])))
    .orderBy(desc(storyEdits.createdAt))
    .limit(1);
  return row ? presentEdit(row) : null;
}

export function assertFinished(story: StoryRow): void {
  if (story.status !== 'ready') throw new AppError('CONFLICT', 'A story can be edited once it is finished.');
}

async function assertNotDrawing(tx: Tx, storyId: string): Promise<void> {
  const [busy] = await tx
    .select({ id: storyEdits.id })
    .from(storyEdits)
    .where(and(eq(storyEdits.storyId, storyId), inArray(storyEdits.status, ['queued', 'running'])));
  if (busy) throw new AppError('CONFLICT', 'The pictures are already being drawn again. Please wait for them to finish.');
}

async function queueEdit(tx: Tx, deps: EditDeps, values: typeof storyEdits.$inferInsert, what: string): Promise<StoryEdit> {
  const [edit] = await tx.insert(storyEdits).values(values).returning();
  await reserveSpend(tx, values.userId, { ...storyEditSpend(edit!), what, note: `Reserved: ${what.toLowerCase()}` }, values.cost);
  await deps.queue.enqueue(editIllustrations, { editId: edit!.id }, tx);
  return presentEdit(edit!);
}

export async function requestRedraw(deps: EditDeps, userId: string, storyId: string, input: z.output<typeof redrawRequest>): Promise<StoryEdit> {
  const story = await findOwnStory(deps.db, userId, storyId);
  assertFinished(story);
  const pages = await deps.db.select().from(storyPages).where(eq(storyPages.storyId, storyId));
  const page = pages.find((entry) => entry.index === input.pageIndex);
  if (!page) throw AppError.notFound('No such page.');
  const direct = await directedStory(deps.db, story);
  const current = planOf(direct, page, pages.length);
  const instruction = input.instruction || null;
  let plan: ScenePlan;
  if (instruction) {
    const reading = readRedrawInstruction(current, direct, instruction);
    if (!reading.ok) {
      // A refused instruction is logged too: it shows admins what parents ask for.
      const now = new Date();
      await deps.db
        .insert(storyEdits)
        .values({ storyId, userId, kind: 'redraw', pageIndex: page.index, instruction, status: 'refused', pagesTotal: 1, cost: 0, failureReason: reading.message, workMs: 0, startedAt: now, finishedAt: now });
      throw new AppError('VALIDATION_FAILED', reading.message, 'instruction');
    }
    plan = reading.plan;
  } else {
    const [earlier] = await deps.db
      .select({ total: count() })
      .from(storyEdits)
      .where(and(eq(storyEdits.storyId, storyId), eq(storyEdits.kind, 'redraw'), eq(storyEdits.pageIndex, page.index)));
    plan = recompose(current, direct, earlier?.total ?? 0);
  }
  return transaction(deps.db, async (tx) => {
    const [locked] = await tx.select().from(stories).where(eq(stories.id, storyId)).for('update');
    if (!locked) throw AppError.notFound('No such story.');
    assertFinished(locked);
    await assertNotDrawing(tx, storyId);
    const cost = deps.config.CREDITS_ENABLED ? creditCosts.regenerateIllustration : 0;
    return queueEdit(tx, deps, { storyId, userId, kind: 'redraw', pageIndex: page.index, instruction, plan, status: 'queued', pagesTotal: 1, cost }, 'Redrawing a page');
  });
}

export async function requestRestyle(deps: EditDeps, userId: string, storyId: string, input: z.output<typeof restyleRequest>): Promise<StoryEdit> {
  return transaction(deps.db, async (tx) => {
    await findOwnStory(tx, userId, storyId);
    const [story] = await tx.select().from(stories).where(eq(stories.id, storyId)).for('update');
    if (!story) throw AppError.notFound('No such story.');
    assertFinished(story);
    if (story.illustrationStyle === input.style) throw new AppError('VALIDATION_FAILED', 'The book is already drawn in this style. Choose another one.', 'style');
    await assertNotDrawing(tx, storyId);
    const [pages] = await tx.select({ total: count() }).from(storyPages).where(eq(storyPages.storyId, storyId));
    const cost = deps.config.CREDITS_ENABLED ? creditCosts.restyleBook : 0;
    // Every page and the cover.
    const pagesTotal = (pages?.total ?? 0) + 1;
    return queueEdit(tx, deps, { storyId, userId, kind: 'restyle', style: input.style, status: 'queued', pagesTotal, cost }, 'Changing the book’s style');
  });
}

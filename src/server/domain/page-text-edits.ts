/**
 * A parent rewrites one page of a finished story (free; docs/product.md "Credits, plans and
 * prices"). The text is checked like a story's own, the page's scene plan and alt text follow the
 * new words, and a narrated story has that page read again (1 credit) in the same transaction:
 * without the credits for it nothing is saved.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { pageTextRequest, PageTextResponse } from '../../shared/schemas/story-edits.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { children, stories, storyEdits, storyPages } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { wordCount } from '../providers/text/readability.ts';
import { presentChild } from './children.ts';
import { queueNarrationRedo } from './narration-redos.ts';
import { assertSafeInputs } from './safety.ts';
import { describeScene, directScene } from './scene-director.ts';
import { planOf } from './story-edit-run.ts';
import { assertFinished, presentEdit } from './story-edits.ts';
import { storyToDirect } from './story-illustration.ts';
import { findOwnStory } from './story-queries.ts';

export async function editPageText(
  deps: { config: Config; db: Database; queue: JobQueue },
  userId: string,
  storyId: string,
  pageIndex: number,
  input: z.output<typeof pageTextRequest>,
): Promise<PageTextResponse> {
  const started = performance.now();
  const owned = await findOwnStory(deps.db, userId, storyId);
  const [hero] = await deps.db.select().from(children).where(eq(children.id, owned.heroChildId));
  assertSafeInputs([{ field: 'text', label: 'the page', value: input.text }], {
    age: hero ? presentChild(hero).age : 0,
    ignore: [hero?.name ?? '', ...owned.extraCharacters.map((character) => character.name)],
  });
  return transaction(deps.db, async (tx) => {
    const [story] = await tx.select().from(stories).where(eq(stories.id, storyId)).for('update');
    if (!story) throw AppError.notFound('No such story.');
    assertFinished(story);
    const pages = await tx.select().from(storyPages).where(eq(storyPages.storyId, storyId));
    const page = pages.find((entry) => entry.index === pageIndex);
    if (!page) throw AppError.notFound('No such page.');
    if (page.text === input.text) throw new AppError('VALIDATION_FAILED', 'The page already says this. Change its words first.', 'text');

    // The picture's plan follows the new words; its composition (the camera) stays.
    const direct = storyToDirect(story, hero?.name ?? '');
    const before = planOf(direct, page, pages.length);
    const moved = directScene(direct, { text: input.text, sceneDescription: '', index: page.index, pageCount: pages.length });
    const plan = { ...moved, framing: before.framing, placement: before.placement, angle: before.angle, variant: before.variant };
    const scenePlan = { ...plan, altText: describeScene(direct, plan) };
    await tx.update(storyPages).set({ text: input.text, scenePlan }).where(and(eq(storyPages.storyId, storyId), eq(storyPages.index, pageIndex)));
    const words = pages.reduce((sum, entry) => sum + wordCount(entry.index === pageIndex ? input.text : entry.text), 0);
    await tx.update(stories).set({ wordCount: words, updatedAt: new Date() }).where(eq(stories.id, storyId));

    const narrated = story.voice !== 'none' && story.narrator !== null;
    const redo = narrated ? await queueNarrationRedo(tx, deps, userId, storyId, { pageIndex }) : null;
    const now = new Date();
    const [edit] = await tx
      .insert(storyEdits)
      .values({ storyId, userId, kind: 'text', pageIndex, status: 'done', pagesDone: 1, pagesTotal: 1, cost: redo?.cost ?? 0, workMs: Math.round(performance.now() - started), startedAt: now, finishedAt: now })
      .returning();
    return { edit: presentEdit(edit!), narrationRedoId: redo?.id ?? null };
  });
}

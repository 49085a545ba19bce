/**
 * Recording a narration redo in the worker. The new audio goes to files of its own (a version
 * suffix); only when every page has succeeded do the pages point at it, in one transaction with the
 * credits made final, and the old files are removed. A redo that fails for good is refunded and
 * its new files removed, so the old narration stays as it was.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { narrationRedoFailed, narrationRedoFailedFree } from '../../shared/schemas/narration-redos.ts';
import type { Database } from '../db/client.ts';
import { children, narrationRedos, stories, storyPages } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import type { JobDeps } from '../jobs/definition.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { commitSpend, refundSpend } from './credits.ts';
import { narrationKey, readerFor, recordPage, type PageNarration } from './narration-pages.ts';

type RedoRow = typeof narrationRedos.$inferSelect;

/** The ledger keys of a redo's reservation, commit and refund. */
export const narrationRedoSpend = (redo: Pick<RedoRow, 'id' | 'storyId'>) => ({ storyId: redo.storyId, key: `narration-${redo.id}:1` });

/** The suffix of a redo's files, beside the page's current audio. */
const versionOf = (redo: Pick<RedoRow, 'id'>) => redo.id.slice(0, 8);

async function pagesToRead(db: Database, redo: RedoRow) {
  const conditions = [eq(storyPages.storyId, redo.storyId)];
  if (redo.scope === 'page' && redo.pageIndex !== null) conditions.push(eq(storyPages.index, redo.pageIndex));
  return db.select({ index: storyPages.index, text: storyPages.text }).from(storyPages).where(and(...conditions)).orderBy(storyPages.index);
}

async function stillWanted(db: Database, redoId: string): Promise<RedoRow | undefined> {
  const [redo] = await db.select().from(narrationRedos).where(eq(narrationRedos.id, redoId));
  return redo && (redo.status === 'queued' || redo.status === 'running') ? redo : undefined;
}

/** Records every page of the redo, then swaps the pages over. Throws to be retried. */
export async function runNarrationRedo(deps: Pick<JobDeps, 'db' | 'storage' | 'narrator' | 'outsideNarrator'>, redoId: string): Promise<void> {
  const { db } = deps;
  const redo = await stillWanted(db, redoId);
  if (!redo) return;
  const [story] = await db.select().from(stories).where(eq(stories.id, redo.storyId));
  if (!story) return;
  const pages = await pagesToRead(db, redo);
  await db.update(narrationRedos).set({ status: 'running', pagesDone: 0, pagesTotal: pages.length, updatedAt: new Date() }).where(eq(narrationRedos.id, redo.id));
  const [hero] = await db.select({ name: children.name }).from(children).where(eq(children.id, story.heroChildId));
  const names = [hero?.name ?? '', ...story.extraCharacters.map((character) => character.name)].filter(Boolean);
  const voice = redo.clonedVoiceId ? ('cloned' as const) : ('standard' as const);
  const reader = await readerFor(deps, { userId: redo.userId, voice, clonedVoiceId: redo.clonedVoiceId });
  const made: Array<{ index: number; narration: PageNarration }> = [];
  for (const page of pages) {
    const narration = await recordPage({ storage: deps.storage, ...reader }, { ...story, narrator: redo.narrator }, page, names, versionOf(redo));
    made.push({ index: page.index, narration });
    await db.update(narrationRedos).set({ pagesDone: made.length, updatedAt: new Date() }).where(eq(narrationRedos.id, redo.id));
  }
  const replaced = await transaction(db, async (tx) => {
    const [current] = await tx.select().from(narrationRedos).where(eq(narrationRedos.id, redo.id)).for('update');
    if (!current || current.status !== 'running') return null;
    const before = await tx
      .select({ path: storyPages.narrationPath })
      .from(storyPages)
      .where(and(eq(storyPages.storyId, redo.storyId), inArray(storyPages.index, made.map((page) => page.index))));
    for (const { index, narration } of made) {
      await tx
        .update(storyPages)
        .set({ narrationPath: narration.narrationPath, wordTimings: narration.timings, narrationMethod: narration.method, narrationFellBack: narration.fellBack })
        .where(and(eq(storyPages.storyId, redo.storyId), eq(storyPages.index, index)));
    }
    if (redo.scope === 'story') {
      await tx.update(stories).set({ voice, narrator: redo.narrator, clonedVoiceId: redo.clonedVoiceId, updatedAt: new Date() }).where(eq(stories.id, redo.storyId));
    }
    await tx.update(narrationRedos).set({ status: 'done', updatedAt: new Date() }).where(eq(narrationRedos.id, redo.id));
    await commitSpend(tx, narrationRedoSpend(redo), redo.scope === 'page' ? 'Page read again' : 'New narration recorded');
    const kept = new Set(made.map((page) => page.narration.narrationPath));
    return before.flatMap((page) => (page.path && !kept.has(page.path) ? [page.path] : []));
  });
  // A story deleted meanwhile keeps nothing of the redo.
  await removeFiles(deps.storage, replaced ?? made.map((page) => page.narration.narrationPath));
}

async function removeFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/** Gives up a redo for good: failed, refunded, and its new files removed; the old audio stays. */
export async function failNarrationRedo(deps: Pick<JobDeps, 'db' | 'storage'>, redoId: string): Promise<void> {
  const failed = await transaction(deps.db, async (tx) => {
    const [redo] = await tx
      .update(narrationRedos)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(narrationRedos.id, redoId), inArray(narrationRedos.status, ['queued', 'running'])))
      .returning();
    if (!redo) return null;
    await tx
      .update(narrationRedos)
      .set({ failureReason: redo.cost > 0 ? narrationRedoFailed : narrationRedoFailedFree })
      .where(eq(narrationRedos.id, redoId));
    await refundSpend(tx, narrationRedoSpend(redo), 'Refund: the new narration could not be recorded');
    return redo;
  });
  if (!failed) return;
  const pages = await pagesToRead(deps.db, failed);
  await removeFiles(
    deps.storage,
    pages.map((page) => narrationKey(failed.userId, failed.storyId, page.index, versionOf(failed))),
  );
}

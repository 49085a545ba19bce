/**
 * Drawing a picture edit in the worker. The new pictures go to files of their own (a version
 * suffix); only when every one has succeeded do the pages (and, for a restyle, the story and its
 * cover) point at them, in one transaction with the credits made final, and the old files are
 * removed. An edit that fails for good is refunded and its new files removed: the old pictures stay.
 * A book the outside model drew is edited by that model again (see outsideEditing).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PageIllustrationInfo, ScenePlan } from '../../shared/schemas/illustrations.ts';
import { redrawFailed, redrawFailedFree } from '../../shared/schemas/story-edits.ts';
import type { Database } from '../db/client.ts';
import { children, stories, storyEdits, storyPages } from '../db/schema.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import type { JobDeps } from '../jobs/definition.ts';
import { builtinIllustrator } from '../providers/images/index.ts';
import type { ReferencePicture } from '../providers/images/outside/model.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { commitSpend, refundSpend } from './credits.ts';
import { outsideEditContext, outsideIllustratorFor, referenceKey, type HeroReference } from './outside-illustration.ts';
import { drawPage } from './outside-page-drawing.ts';
import { directScene, type StoryToDirect } from './scene-director.ts';
import { castOf, coverPlan, coverRasterKey, draw, illustrationKey, storyToDirect } from './story-illustration.ts';
import { printKey } from './story-print-pictures.ts';

type EditRow = typeof storyEdits.$inferSelect;
type StoryRow = typeof stories.$inferSelect;
type PageRow = typeof storyPages.$inferSelect;

/** The ledger keys of an edit's reservation, commit and refund. */
export const storyEditSpend = (edit: Pick<EditRow, 'id' | 'storyId'>) => ({ storyId: edit.storyId, key: `edit-${edit.id}:1` });

export async function directedStory(db: Database | Tx, story: StoryRow): Promise<StoryToDirect> {
  const [hero] = await db.select({ name: children.name }).from(children).where(eq(children.id, story.heroChildId));
  return storyToDirect(story, hero?.name ?? '');
}

/** The page's plan as stored, or as the director makes it for a page drawn before plans were kept. */
export function planOf(direct: StoryToDirect, page: PageRow, pageCount: number): ScenePlan {
  return page.scenePlan ?? directScene(direct, { text: page.text, sceneDescription: page.sceneDescription, index: page.index, pageCount });
}

/** The name of an edit's new files, beside the current ones. */
const editVersion = (edit: Pick<EditRow, 'id'>) => edit.id.slice(0, 8);
const versioned = (edit: Pick<EditRow, 'id'>, name: string) => `${name}-${editVersion(edit)}`;

async function stillWanted(db: Database, editId: string): Promise<EditRow | undefined> {
  const [edit] = await db.select().from(storyEdits).where(eq(storyEdits.id, editId));
  return edit && (edit.status === 'queued' || edit.status === 'running') ? edit : undefined;
}

interface Made {
  index: number | null;
  key: string;
  plan: ScenePlan;
  /** How the outside model drew it; null for a built-in picture. */
  info: PageIllustrationInfo | null;
  /** The outside model's picture, to go with the next page as its previous one. */
  webp?: Uint8Array;
}

type EditDeps = Pick<JobDeps, 'db' | 'storage' | 'illustrator' | 'log' | 'outsideIllustrator'>;

/**
 * A book the outside model drew is edited by it again (with the hero's reference picture and the
 * likeness check) while the parent's consent 2 stands; any other book by the built-in illustrator.
 */
async function outsideEditing(deps: EditDeps, story: StoryRow, pages: PageRow[], edit: EditRow) {
  if (!pages.some((page) => page.illustrationInfo && page.illustrationInfo.provider !== builtinIllustrator.name)) return null;
  const outside = await outsideIllustratorFor(deps, story.userId);
  return outside ? outsideEditContext(story, deps, outside, edit.kind === 'restyle' ? editVersion(edit) : undefined) : null;
}

/** A neighbouring page drawn by the outside model, sent with a redrawn page where the model takes it. */
async function neighbourPicture(storage: FileStorage, pages: PageRow[], index: number): Promise<ReferencePicture | null> {
  const neighbour = pages.find((page) => page.index === index - 1 && page.illustrationPath?.endsWith('.webp')) ?? pages.find((page) => page.index === index + 1 && page.illustrationPath?.endsWith('.webp'));
  const file = neighbour?.illustrationPath ? await storage.get(neighbour.illustrationPath) : null;
  return file ? { body: file.body, contentType: 'image/webp' } : null;
}

/**
 * Draws every picture of the edit, then swaps them in. Throws to be retried. Returns the story's id
 * when new pictures were swapped in.
 */
export async function runStoryEdit(deps: EditDeps, editId: string): Promise<string | null> {
  const { db } = deps;
  const edit = await stillWanted(db, editId);
  if (!edit) return null;
  const [story] = await db.select().from(stories).where(eq(stories.id, edit.storyId));
  if (!story) return null;
  const started = performance.now();
  await db.update(storyEdits).set({ status: 'running', pagesDone: 0, startedAt: new Date() }).where(eq(storyEdits.id, edit.id));
  const pages = await db.select().from(storyPages).where(eq(storyPages.storyId, story.id)).orderBy(storyPages.index);
  const cast = await castOf(db, story);
  const direct = storyToDirect(story, cast.heroName);
  const styled = edit.kind === 'restyle' && edit.style ? { ...story, illustrationStyle: edit.style } : story;
  const chosen = edit.kind === 'redraw' ? pages.filter((page) => page.index === edit.pageIndex) : pages;
  const outside = await outsideEditing(deps, styled, pages, edit);
  const made: Made[] = [];
  // The picture, by the outside model (falling back to built-in page by page) or built-in.
  const drawOne = async (pageIndex: number | null, plan: ScenePlan, previous: ReferencePicture | null): Promise<Made> => {
    const name = versioned(edit, pageIndex === null ? 'cover' : String(pageIndex));
    if (!outside) return { index: pageIndex, plan, info: null, key: await draw(db, deps, { story: styled, cast, plan, planMs: 0, pageIndex, illustrator: deps.illustrator, name }) };
    const instruction = edit.kind === 'redraw' ? edit.instruction : null;
    const drawn = await drawPage(outside.context, { pageIndex, plan, planMs: 0, instruction }, previous);
    const key = illustrationKey(story, name, drawn.extension);
    await deps.storage.put(key, drawn.body, drawn.contentType);
    return { index: pageIndex, plan, info: drawn.info, key, ...(drawn.contentType === 'image/webp' ? { webp: drawn.body } : {}) };
  };
  let previous: ReferencePicture | null = outside && edit.kind === 'redraw' && edit.pageIndex !== null ? await neighbourPicture(deps.storage, pages, edit.pageIndex) : null;
  for (const page of chosen) {
    const plan = edit.kind === 'redraw' && edit.plan ? edit.plan : planOf(direct, page, pages.length);
    const picture = await drawOne(page.index, plan, previous);
    made.push(picture);
    if (picture.webp) previous = { body: picture.webp, contentType: 'image/webp' };
    await db.update(storyEdits).set({ pagesDone: made.length }).where(eq(storyEdits.id, edit.id));
  }
  if (edit.kind === 'restyle') made.push(await drawOne(null, coverPlan(made[0]?.plan, direct), null));
  // A restyle's new reference picture (in the new style) replaces the story's own before the edit is
  // marked done, so whatever is drawn next sees it; it is put back if the edit was given up meanwhile.
  const newReference = edit.kind === 'restyle' ? (outside?.reference ?? null) : null;
  const putBackReference = newReference ? await swapReference(deps.storage, story, newReference) : null;
  const replaced = await transaction(db, async (tx) => {
    const [current] = await tx.select().from(storyEdits).where(eq(storyEdits.id, edit.id)).for('update');
    if (!current || current.status !== 'running') return null;
    const old: string[] = [];
    for (const { index, key, plan, info } of made) {
      if (index === null) continue;
      const before = pages.find((page) => page.index === index);
      // The old picture goes with its copy prepared for print.
      if (before?.illustrationPath && before.illustrationPath !== key) old.push(before.illustrationPath, printKey(before.illustrationPath));
      await tx.update(storyPages).set({ illustrationPath: key, scenePlan: plan, illustrationInfo: info }).where(and(eq(storyPages.storyId, story.id), eq(storyPages.index, index)));
    }
    const cover = made.find((entry) => entry.index === null);
    if (cover && edit.style) {
      const [before] = await tx.select({ coverPath: stories.coverPath }).from(stories).where(eq(stories.id, story.id));
      if (before?.coverPath) old.push(before.coverPath, coverRasterKey(before.coverPath), printKey(before.coverPath));
      await tx.update(stories).set({ illustrationStyle: edit.style, coverPath: cover.key, updatedAt: new Date() }).where(eq(stories.id, story.id));
    }
    await tx
      .update(storyEdits)
      .set({ status: 'done', pagesDone: made.length, workMs: Math.round(performance.now() - started), finishedAt: new Date() })
      .where(eq(storyEdits.id, edit.id));
    await commitSpend(tx, storyEditSpend(edit), edit.kind === 'restyle' ? 'Book drawn in a new style' : 'Page redrawn');
    return old;
  });
  if (replaced && newReference) replaced.push(referenceKey(story, !newReference.fromPortrait));
  if (!replaced) await putBackReference?.();
  // A story deleted or an edit given up meanwhile keeps nothing of the new drawing.
  await removeFiles(deps.storage, replaced ?? made.map((entry) => entry.key));
  return replaced ? story.id : null;
}

/** Moves a restyle's new reference picture into the story's place; the answer puts the old one back. */
async function swapReference(storage: FileStorage, story: StoryRow, reference: HeroReference): Promise<() => Promise<void>> {
  const key = referenceKey(story, reference.fromPortrait);
  const before = await storage.get(key);
  await storage.put(key, reference.picture.body, 'image/webp');
  await storage.delete(reference.key);
  return () => (before ? storage.put(key, before.body, before.contentType) : storage.delete(key));
}

async function removeFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/** Gives up an edit for good: failed, refunded, and its new files removed; the old pictures stay. */
export async function failStoryEdit(deps: Pick<JobDeps, 'db' | 'storage'>, editId: string): Promise<void> {
  const failed = await transaction(deps.db, async (tx) => {
    const [edit] = await tx
      .update(storyEdits)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(and(eq(storyEdits.id, editId), inArray(storyEdits.status, ['queued', 'running'])))
      .returning();
    if (!edit) return null;
    const workMs = edit.startedAt ? Date.now() - edit.startedAt.getTime() : 0;
    await tx
      .update(storyEdits)
      .set({ failureReason: edit.cost > 0 ? redrawFailed : redrawFailedFree, workMs })
      .where(eq(storyEdits.id, editId));
    await refundSpend(tx, storyEditSpend(edit), 'Refund: the new picture could not be drawn');
    return edit;
  });
  if (!failed) return;
  const [story] = await deps.db.select().from(stories).where(eq(stories.id, failed.storyId));
  if (!story) return;
  const pages = await deps.db.select({ index: storyPages.index }).from(storyPages).where(eq(storyPages.storyId, failed.storyId));
  const names = [...pages.filter((page) => failed.kind === 'restyle' || page.index === failed.pageIndex).map((page) => String(page.index)), 'cover', 'reference', 'reference-portrait'];
  await removeFiles(
    deps.storage,
    names.flatMap((name) => (['svg', 'png', 'webp'] as const).map((extension) => illustrationKey(story, versioned(failed, name), extension))),
  );
}

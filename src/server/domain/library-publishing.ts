/**
 * Publishing a story to the community library and taking it back (docs/product.md "Sharing"). The
 * copy has its own rows and files: pictures are copied, narration is read again with the new names,
 * and unpublishing deletes all of it at once.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { LibraryPreview, PublishRequest, SharedStory } from '../../shared/schemas/library.ts';
import type { AppDeps } from '../context.ts';
import { libraryPages, libraryStories } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { authorize, policies } from '../policies/index.ts';
import { presentCard, uuidPattern } from './library-cards.ts';
import { buildSnapshot, type Snapshot } from './library-snapshot.ts';
import { narratorOf } from './narration-pages.ts';
import { narrateLibraryStoryJob } from '../jobs/narrate-library-story.ts';
import { castOf, coverPlan, storyToDirect, type StoryCast } from './story-illustration.ts';
import { builtinDrawing } from './portrait-pictures.ts';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'queue'>;
type LibraryRow = typeof libraryStories.$inferSelect;

const withDefaults = (input: PublishRequest) => ({ ...input, companionNames: input.companionNames ?? {}, showPortraitPictures: input.showPortraitPictures ?? false });

export async function previewPublication(deps: Deps, userId: string, input: PublishRequest): Promise<LibraryPreview> {
  const snapshot = await buildSnapshot(deps.db, userId, withDefaults(input));
  return {
    title: snapshot.title,
    heroName: snapshot.heroName,
    picturesLeftOut: snapshot.picturesLeftOut,
    picturesRedrawn: snapshot.picturesRedrawn,
    narrated: snapshot.narrated,
    pages: snapshot.pages.map((page) => ({
      index: page.index,
      text: page.text,
      sceneDescription: '',
      illustrationPath: page.picturePath,
      illustrationAlt: page.illustrationAlt,
      narrationPath: null,
      wordTimings: null,
    })),
  };
}

async function copyFile(deps: Deps, from: string, to: string): Promise<string | null> {
  const file = await deps.storage.get(from);
  if (!file) return null;
  await deps.storage.put(to, file.body, file.contentType);
  return to;
}

/** Draws a scene again with the built-in illustrator, from the cast's saved looks, into the copy's files. */
async function redrawn(deps: Deps, snapshot: Snapshot, cast: StoryCast, plan: ScenePlan, key: string): Promise<string> {
  const { story } = snapshot;
  const picture = await builtinDrawing(story, cast, plan);
  const path = `${key}.${picture.extension}`;
  await deps.storage.put(path, picture.body, picture.contentType);
  return path;
}

async function writeFiles(deps: Deps, id: string, snapshot: Snapshot) {
  const extension = (path: string) => path.slice(path.lastIndexOf('.') + 1);
  const needsDrawing = snapshot.redrawCover || snapshot.pages.some((page) => page.redraw);
  const cast = needsDrawing ? await castOf(deps.db, snapshot.story) : null;
  const coverPlanFor = () => coverPlan(snapshot.pages.find((page) => page.redraw)?.redraw ?? undefined, storyToDirect(snapshot.story, snapshot.heroName));
  const coverPath = snapshot.coverPath
    ? await copyFile(deps, snapshot.coverPath, `library/${id}/cover.${extension(snapshot.coverPath)}`)
    : snapshot.redrawCover
      ? await redrawn(deps, snapshot, cast!, coverPlanFor(), `library/${id}/cover`)
      : null;
  const pages = [];
  for (const page of snapshot.pages) {
    const illustrationPath = page.picturePath
      ? await copyFile(deps, page.picturePath, `library/${id}/${page.index}.${extension(page.picturePath)}`)
      : page.redraw
        ? await redrawn(deps, snapshot, cast!, page.redraw, `library/${id}/${page.index}`)
        : null;
    pages.push({
      libraryStoryId: id,
      index: page.index,
      text: page.text,
      illustrationPath,
      illustrationAlt: illustrationPath ? page.illustrationAlt : null,
      narrationPath: null,
      wordTimings: null,
      narrationMethod: null,
    });
  }
  return { coverPath, pages };
}

async function deleteFiles(deps: Deps, id: string) {
  for (const key of await deps.storage.list(`library/${id}/`)) await deps.storage.delete(key);
}

export function presentShared(row: LibraryRow): SharedStory {
  return {
    ...presentCard(row),
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    heroName: row.heroName,
    sourceStoryId: row.sourceStoryId,
  };
}

export async function publishStory(deps: Deps, userId: string, input: PublishRequest): Promise<SharedStory> {
  await authorize(deps, userId, policies.publishToLibrary);
  const snapshot = await buildSnapshot(deps.db, userId, withDefaults(input));
  const [existing] = await deps.db
    .select({ id: libraryStories.id })
    .from(libraryStories)
    .where(and(eq(libraryStories.ownerId, userId), eq(libraryStories.sourceStoryId, snapshot.story.id)));
  if (existing) throw new AppError('CONFLICT', 'This story is already in the library. Unpublish it first to share it again.');
  const id = randomUUID();
  try {
    const files = await writeFiles(deps, id, snapshot);
    const row = await transaction(deps.db, async (tx) => {
      const [inserted] = await tx
        .insert(libraryStories)
        .values({
          id,
          ownerId: userId,
          sourceStoryId: snapshot.story.id,
          title: snapshot.title,
          heroName: snapshot.heroName,
          theme: snapshot.story.theme,
          templateId: snapshot.story.templateId,
          readingLevel: snapshot.story.readingLevel,
          length: snapshot.story.length,
          illustrationStyle: snapshot.story.illustrationStyle,
          narrator: snapshot.narrated ? narratorOf(snapshot.story) : null,
          // Read again with the new names by a job (library-narration.ts); narrated once it is done.
          narrated: false,
          coverPath: files.coverPath,
          pageCount: files.pages.length,
        })
        .returning();
      if (files.pages.length > 0) await tx.insert(libraryPages).values(files.pages);
      if (snapshot.narrated) await deps.queue.enqueue(narrateLibraryStoryJob, { libraryStoryId: id, castNames: snapshot.castNames }, tx);
      return inserted!;
    });
    return presentShared(row);
  } catch (error) {
    await deleteFiles(deps, id);
    throw error;
  }
}

/** The parent's published stories, newest first, whatever their status. */
export async function sharedStories(deps: Pick<Deps, 'db'>, userId: string): Promise<SharedStory[]> {
  const rows = await deps.db.select().from(libraryStories).where(eq(libraryStories.ownerId, userId)).orderBy(desc(libraryStories.createdAt));
  return rows.map(presentShared);
}

/** Removes the public copy at once: its rows, loves, saves, reports and files. */
export async function unpublishStory(deps: Deps, userId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw AppError.notFound('No such story in the library.');
  const deleted = await deps.db
    .delete(libraryStories)
    .where(and(eq(libraryStories.id, id), eq(libraryStories.ownerId, userId)))
    .returning({ id: libraryStories.id });
  if (deleted.length === 0) throw AppError.notFound('No such story in the library.');
  await deleteFiles(deps, id);
}

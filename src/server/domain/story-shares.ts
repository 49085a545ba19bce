/**
 * Public flip-book links (docs/product.md "Sharing"). The owner makes, changes and revokes a link;
 * anyone with it reads the story, and only the story. Unless the owner lets the child's real name
 * show, it is replaced everywhere (title, words, picture descriptions) by the hero name the owner
 * chose, the recorded narration, which speaks the real name, is not offered, and pictures that may
 * have been made from the child's portrait are drawn again by the built-in illustrator (share-pictures.ts).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { replaceName } from '../../shared/hero-name.ts';
import type { ReadingLevel } from '../../shared/reading.ts';
import type { ShareSettingsRequest, SharedStory, StoryShare } from '../../shared/schemas/shares.ts';
import type { Database } from '../db/client.ts';
import { children, stories, storyPages, storyShares } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { linkCover, linkPagePicture, standInsFor } from './share-pictures.ts';
import { findOwnStory } from './story-queries.ts';

type ShareRow = typeof storyShares.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noShare = () => AppError.notFound('This link does not lead to a story.');

function presentShare(row: ShareRow): StoryShare {
  return {
    shareUuid: row.id,
    path: `/share/flipbook/${row.id}`,
    heroName: row.heroName,
    showRealName: row.showRealName,
    openCount: row.openCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function ownShare(db: Database, userId: string, storyId: string): Promise<StoryShare | null> {
  const story = await findOwnStory(db, userId, storyId);
  const [row] = await db.select().from(storyShares).where(eq(storyShares.storyId, story.id));
  return row ? presentShare(row) : null;
}

/** Makes the story's link, or changes how an existing one names the hero (its address stays). */
export async function saveShare(db: Database, userId: string, storyId: string, input: Required<ShareSettingsRequest>): Promise<StoryShare> {
  const story = await findOwnStory(db, userId, storyId);
  if (story.status !== 'ready') throw new AppError('CONFLICT', 'A story can be shared once it is finished.');
  const [row] = await db
    .insert(storyShares)
    .values({ storyId: story.id, heroName: input.heroName, showRealName: input.showRealName })
    .onConflictDoUpdate({ target: storyShares.storyId, set: { heroName: input.heroName, showRealName: input.showRealName } })
    .returning();
  return presentShare(row!);
}

/**
 * The cover's raster copy, made when a link is made rather than by its first visitor: the shared
 * page shows it before anything else, and link previews ask for it at once.
 */
export async function prepareSharedCover(deps: { db: Database; storage: FileStorage }, userId: string, storyId: string): Promise<void> {
  const story = await findOwnStory(deps.db, userId, storyId);
  const [share] = await deps.db.select().from(storyShares).where(eq(storyShares.storyId, story.id));
  if (share) await linkCover(deps, story, share, await firstScene(deps.db, story.id), 'webp');
}

/** Ends the link for good: its address becomes a 404; a new link gets a new address. */
export async function revokeShare(db: Database, userId: string, storyId: string): Promise<void> {
  const story = await findOwnStory(db, userId, storyId);
  await db.delete(storyShares).where(eq(storyShares.storyId, story.id));
}

interface ShareContext {
  share: ShareRow;
  story: typeof stories.$inferSelect;
  realName: string;
}

async function findShare(db: Database, shareUuid: string): Promise<ShareContext> {
  if (!uuidPattern.test(shareUuid)) throw noShare();
  const [row] = await db
    .select({ share: storyShares, story: stories, realName: children.name })
    .from(storyShares)
    .innerJoin(stories, eq(stories.id, storyShares.storyId))
    .innerJoin(children, eq(children.id, stories.heroChildId))
    .where(and(eq(storyShares.id, shareUuid), eq(stories.status, 'ready')));
  if (!row) throw noShare();
  return row;
}

const version = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** The story as the link shows it; `opened` counts a visit. */
export async function sharedStory(db: Database, shareUuid: string, options: { opened: boolean }): Promise<SharedStory> {
  const { share, story, realName } = await findShare(db, shareUuid);
  if (options.opened) await db.update(storyShares).set({ openCount: sql`${storyShares.openCount} + 1` }).where(eq(storyShares.id, share.id));
  const name = (text: string) => (share.showRealName ? text : replaceName(text, realName, share.heroName));
  const pages = await db.select().from(storyPages).where(eq(storyPages.storyId, story.id)).orderBy(asc(storyPages.index));
  const standIns = await standInsFor(db, story.id, share.showRealName);
  return {
    title: name(story.title ?? 'A Storyloom story'),
    heroName: share.showRealName ? realName : share.heroName,
    readingLevel: story.readingLevel as ReadingLevel,
    hasCover: story.coverPath !== null,
    pages: pages.map((page) => {
      const narrated = share.showRealName && page.narrationPath !== null && page.wordTimings !== null;
      // A page drawn again for the link has its own version, so a changed tick is not read from a cache.
      const drawnAgain = standIns.pages.has(page.index);
      const pictured = page.illustrationPath !== null && (!drawnAgain || page.scenePlan !== null);
      return {
        index: page.index,
        text: name(page.text),
        sceneDescription: '',
        illustrationPath: pictured ? version(`${page.illustrationPath}${drawnAgain ? ':built-in' : ''}`) : null,
        illustrationAlt: pictured ? name(page.scenePlan?.altText ?? '') : null,
        narrationPath: narrated ? version(page.narrationPath!) : null,
        wordTimings: narrated ? page.wordTimings : null,
      };
    }),
  };
}

/** What a link preview and the page before its script show: the title, hero and cover as the link names them. */
export async function sharePreview(db: Database, shareUuid: string): Promise<{ title: string; description: string; byline: string; hasCover: boolean } | null> {
  try {
    const { share, story, realName } = await findShare(db, shareUuid);
    const hero = share.showRealName ? realName : share.heroName;
    const title = share.showRealName ? (story.title ?? 'A Storyloom story') : replaceName(story.title ?? 'A Storyloom story', realName, share.heroName);
    return {
      title,
      description: `A picture book starring ${hero}, to read and listen to on Storyloom.`,
      byline: `A story starring ${hero}, shared from Storyloom.`,
      hasCover: story.coverPath !== null,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The first page's scene, which the cover is drawn after. */
async function firstScene(db: Database, storyId: string) {
  const [page] = await db.select({ scenePlan: storyPages.scenePlan }).from(storyPages).where(eq(storyPages.storyId, storyId)).orderBy(asc(storyPages.index)).limit(1);
  return page?.scenePlan ?? null;
}

async function sharedPage(db: Database, share: ShareRow, index: string) {
  const number = Number(index);
  if (!Number.isInteger(number) || number < 0 || number > 10_000) throw AppError.notFound('No such page.');
  const [page] = await db
    .select({ index: storyPages.index, illustrationPath: storyPages.illustrationPath, scenePlan: storyPages.scenePlan, narrationPath: storyPages.narrationPath })
    .from(storyPages)
    .where(and(eq(storyPages.storyId, share.storyId), eq(storyPages.index, number)));
  if (!page) throw AppError.notFound('No such page.');
  return page;
}

/**
 * A page's picture or the cover. A book drawn by an outside image model was drawn with the child's
 * portrait as its reference: unless the owner lets portrait pictures show, such a picture is
 * replaced by the built-in illustrator's drawing of the same scene.
 */
export async function sharedPicture(deps: { db: Database; storage: FileStorage }, shareUuid: string, index: string | 'cover', format: 'svg' | 'webp' = 'svg') {
  const { share, story } = await findShare(deps.db, shareUuid);
  const file =
    index === 'cover'
      ? await linkCover(deps, story, share, await firstScene(deps.db, story.id), format)
      : await linkPagePicture(deps, story, share.showRealName, await sharedPage(deps.db, share, index));
  if (!file) throw AppError.notFound('No such picture.');
  return file;
}

/** A page's recorded narration, only when the real name may be heard. */
export async function sharedNarration(deps: { db: Database; storage: FileStorage }, shareUuid: string, index: string) {
  const { share } = await findShare(deps.db, shareUuid);
  if (!share.showRealName) throw AppError.notFound('This page has no narration.');
  const page = await sharedPage(deps.db, share, index);
  const file = page.narrationPath ? await deps.storage.get(page.narrationPath) : null;
  if (!file) throw AppError.notFound('This page has no narration.');
  return file;
}

/**
 * A story's pictures prepared for print (about 140 dpi JPEGs), kept beside each picture as
 * `<picture>-print.jpg`. Drawing a textured picture at print size keeps a core busy for seconds, so
 * they are prepared in the background as soon as a story that may be printed has its pictures (when
 * it is ready, and again after a page is redrawn or the book restyled): asking for the PDF then only
 * lays the book out. A picture's file never changes once a page points at it (a redraw writes a new
 * version), so its copy stays good until the picture is removed, and goes with it.
 */
import { eq } from 'drizzle-orm';
import { mayExportPdf } from '../../shared/policies.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { stories, storyPages } from '../db/schema.ts';
import { withCurrentFilters } from '../providers/images/builtin/styles.ts';
import { rasterise, toJpeg } from '../providers/images/raster.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { accountPlan } from './plans.ts';

/** Pictures are drawn 800 × 600; 1,000 px across prints at about 140 dpi on the page's width. */
const printWidth = 1000;

export const printKey = (pictureKey: string) => pictureKey.replace(/\.[a-z0-9]+$/, '-print.jpg');

/**
 * Copies being made in this process, by storage and key: the background preparation and a PDF
 * asked for meanwhile wait for the same copy instead of drawing it twice.
 */
const inFlight = new WeakMap<FileStorage, Map<string, Promise<Uint8Array | null>>>();

async function makePrintPicture(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const kept = await storage.get(printKey(key));
  if (kept) return kept.body;
  const picture = await storage.get(key);
  if (!picture) return null;
  const body =
    picture.contentType === 'image/svg+xml'
      ? await rasterise(withCurrentFilters(new TextDecoder().decode(picture.body)), 'jpeg', printWidth)
      : await toJpeg(picture.body, printWidth);
  await storage.put(printKey(key), body, 'image/jpeg');
  // A picture removed while its copy was drawn (its story deleted, its page redrawn) leaves no copy behind.
  if (!(await storage.get(key))) await storage.delete(printKey(key));
  return body;
}

/** A picture ready for print: made once from the stored picture and kept beside it. */
function printPicture(storage: FileStorage, key: string | null): Promise<Uint8Array | null> {
  if (!key) return Promise.resolve(null);
  let making = inFlight.get(storage);
  if (!making) inFlight.set(storage, (making = new Map()));
  const pending = making.get(key);
  if (pending) return pending;
  const made = makePrintPicture(storage, key).finally(() => making.delete(key));
  making.set(key, made);
  return made;
}

/**
 * Every picture ready for print, in the order of `keys` (null where there is none), `limit` at a
 * time. `onStep` hears how many are done.
 */
export async function printPictures(
  storage: FileStorage,
  keys: readonly (string | null)[],
  onStep: (done: number) => Promise<void> = async () => {},
  limit = 2,
): Promise<(Uint8Array | null)[]> {
  let done = 0;
  return inBatches(keys, limit, async (key) => {
    const picture = await printPicture(storage, key);
    done += 1;
    await onStep(done);
    return picture;
  });
}

/** Runs `work` over `items` with at most `limit` at once, in order of the items' results. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(runners);
  return results;
}

/** The keys of a story's pictures, pages in order and the cover last. */
export async function storyPictureKeys(db: Database, storyId: string): Promise<{ pages: (string | null)[]; cover: string | null }> {
  const [story] = await db.select({ coverPath: stories.coverPath }).from(stories).where(eq(stories.id, storyId));
  const pages = await db.select({ path: storyPages.illustrationPath }).from(storyPages).where(eq(storyPages.storyId, storyId)).orderBy(storyPages.index);
  return { pages: pages.map((page) => page.path), cover: story?.coverPath ?? null };
}

/**
 * Prepares a ready story's pictures for print, one at a time so the rest of the server keeps a
 * core, when its owner may export PDFs. Returns how many pictures it looked at.
 */
export async function prepareStoryPrintPictures(deps: { db: Database; storage: FileStorage; config: Config }, storyId: string): Promise<number> {
  const [story] = await deps.db.select({ userId: stories.userId, status: stories.status }).from(stories).where(eq(stories.id, storyId));
  if (!story || story.status !== 'ready') return 0;
  if (!mayExportPdf(await accountPlan(deps.db, story.userId), deps.config.CREDITS_ENABLED)) return 0;
  const { pages, cover } = await storyPictureKeys(deps.db, storyId);
  const keys = [...pages, cover];
  await printPictures(deps.storage, keys, async () => {}, 1);
  return keys.filter(Boolean).length;
}

/**
 * Making a story's printable PDF (docs/product.md "Story" → "PDF"): each picture ready for print
 * (usually prepared in the background beforehand, see ./story-print-pictures.ts) with progress, the
 * book laid out, and the file stored under `books/<user>/<story>/`; older copies of the book are removed.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { ReadingLevel } from '../../shared/reading.ts';
import type { Database } from '../db/client.ts';
import { children, stories, storyPages, storyPdfs } from '../db/schema.ts';
import { renderPictureBook } from '../providers/pdf/picture-book.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { printPictures } from './story-print-pictures.ts';

type PdfRow = typeof storyPdfs.$inferSelect;
type StoryRow = typeof stories.$inferSelect;

/** Body text in points: large and airy for the youngest, book-sized for older readers. */
export const printTextSize: Record<ReadingLevel, number> = {
  toddler: 26,
  'pre-reader': 24,
  'early-reader': 21,
  'emergent-reader': 18,
  'transitional-reader': 16,
  'fluent-reader': 14,
  'advanced-reader': 13,
  'teen-reader': 12,
  'sophisticated-reader': 12,
};

const bookKey = (row: Pick<PdfRow, 'userId' | 'storyId' | 'id'>) => `books/${row.userId}/${row.storyId}/${row.id}.pdf`;

const longDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/** The job's work: pictures for print with progress, then the book. */
export async function makeStoryPdf(deps: { db: Database; storage: FileStorage }, pdfId: string): Promise<void> {
  const { db, storage } = deps;
  const [row] = await db.select().from(storyPdfs).where(eq(storyPdfs.id, pdfId));
  if (!row || row.status === 'ready') return;
  const [story] = await db.select().from(stories).where(eq(stories.id, row.storyId));
  if (!story) return;
  const pages = await db.select().from(storyPages).where(eq(storyPages.storyId, story.id)).orderBy(storyPages.index);
  const [hero] = await db.select({ name: children.name }).from(children).where(eq(children.id, story.heroChildId));
  const stepsTotal = pages.length + 1;
  await db.update(storyPdfs).set({ status: 'making', stepsDone: 0, stepsTotal }).where(eq(storyPdfs.id, pdfId));

  const keys = [...pages.map((page) => page.illustrationPath), story.coverPath];
  const pictures = await printPictures(storage, keys, async (done) => {
    await db.update(storyPdfs).set({ stepsDone: done }).where(eq(storyPdfs.id, pdfId));
  });

  const heroName = hero?.name ?? '';
  const body = await renderPictureBook({
    title: titleOf(story, heroName),
    cover: pictures[pages.length] ?? null,
    byline: heroName ? `A Storyloom story for ${heroName}` : 'A Storyloom story',
    pages: pages.map((page, index) => ({ text: page.text, picture: pictures[index] ?? null })),
    textSize: printTextSize[story.readingLevel],
    paper: row.paper,
    keepsake: row.keepsake && heroName ? { dedication: `Made for ${heroName}`, date: `on ${longDate(new Date())}` } : null,
  });
  const key = bookKey(row);
  await storage.put(key, body, 'application/pdf');
  // Copies asked for before this one are never shown again: they go before it is marked ready, so
  // nobody who sees it ready finds an older file still kept. A copy asked for later stays.
  const [current] = await db.select({ createdAt: storyPdfs.createdAt }).from(storyPdfs).where(eq(storyPdfs.id, pdfId));
  const stale = current
    ? await db
        .select({ id: storyPdfs.id, path: storyPdfs.path })
        .from(storyPdfs)
        .where(and(eq(storyPdfs.storyId, story.id), eq(storyPdfs.status, 'ready'), lt(storyPdfs.createdAt, current.createdAt)))
    : [];
  await Promise.all(stale.flatMap((entry) => (entry.path ? [storage.delete(entry.path)] : [])));
  if (stale.length > 0) await db.delete(storyPdfs).where(inArray(storyPdfs.id, stale.map((entry) => entry.id)));
  await db
    .update(storyPdfs)
    .set({ status: 'ready', path: key, bytes: body.length, stepsDone: stepsTotal, finishedAt: new Date(), failureReason: null })
    .where(eq(storyPdfs.id, pdfId));
}

export async function failStoryPdf(db: Database, pdfId: string): Promise<void> {
  await db
    .update(storyPdfs)
    .set({ status: 'failed', failureReason: 'The PDF could not be made. Please try again.', finishedAt: new Date() })
    .where(eq(storyPdfs.id, pdfId));
}

const titleOf = (story: StoryRow, heroName: string) => story.title ?? `A story for ${heroName}`;

/**
 * A published copy's narration, read again by the built-in narrator with the new names (the private
 * recording's timings carry the real ones). It runs as a job after publishing, so publishing does not
 * wait for it; the copy shows its narration once every page is read. Safe to run twice: pages already
 * read are skipped, and a copy unpublished meanwhile is left alone, its files cleared.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { libraryPages, libraryStories } from '../db/schema.ts';
import type { JobDeps } from '../jobs/definition.ts';

type Deps = Pick<JobDeps, 'db' | 'storage' | 'narrator'>;

export async function narrateLibraryStory(deps: Deps, libraryStoryId: string, castNames: string[]): Promise<void> {
  const { db, storage, narrator } = deps;
  const [story] = await db.select().from(libraryStories).where(eq(libraryStories.id, libraryStoryId));
  if (!story?.narrator || story.narrated) return;
  const pages = await db
    .select()
    .from(libraryPages)
    .where(and(eq(libraryPages.libraryStoryId, story.id), isNull(libraryPages.narrationPath)))
    .orderBy(asc(libraryPages.index));
  for (const page of pages) {
    const spoken = await narrator.narrate({ text: page.text, voice: story.narrator, readingLevel: story.readingLevel, names: castNames });
    const narrationPath = `library/${story.id}/${page.index}.${spoken.extension}`;
    await storage.put(narrationPath, spoken.audio, spoken.contentType);
    const updated = await db
      .update(libraryPages)
      .set({ narrationPath, wordTimings: spoken.timings, narrationMethod: spoken.timingMethod })
      .where(and(eq(libraryPages.libraryStoryId, story.id), eq(libraryPages.index, page.index)))
      .returning({ index: libraryPages.index });
    if (updated.length === 0) {
      // Unpublished while it was being read: nothing of it may stay behind.
      for (const key of await storage.list(`library/${story.id}/`)) await storage.delete(key);
      return;
    }
  }
  await db.update(libraryStories).set({ narrated: true }).where(eq(libraryStories.id, story.id));
}

/**
 * The `narrating` stage: every page read aloud, one at a time, with its word timings, so the first
 * pages can be listened to while the rest are recorded. It runs beside the illustrating stage and
 * keeps its own page count in the progress. A resumed attempt overwrites its own files.
 * Only the stage list imports this module (it imports the pipeline back).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { stories, storyPages } from '../db/schema.ts';
import { readerFor, recordPage, type PageNarration } from './narration-pages.ts';
import type { GenerationStage } from './story-generation.ts';
import { setNarrationProgress, StorySuperseded } from './story-progress.ts';

type StoryRow = typeof stories.$inferSelect;

async function savePage(db: Database, story: StoryRow, index: number, narration: PageNarration): Promise<void> {
  // Only while this attempt is still being made: a superseded job must not touch the pages.
  const [current] = await db.select({ attempt: stories.attempt, status: stories.status }).from(stories).where(eq(stories.id, story.id));
  if (!current || current.attempt !== story.attempt || current.status !== 'generating') throw new StorySuperseded();
  await db
    .update(storyPages)
    .set({ narrationPath: narration.narrationPath, wordTimings: narration.timings, narrationMethod: narration.method, narrationFellBack: narration.fellBack })
    .where(and(eq(storyPages.storyId, story.id), eq(storyPages.index, index)));
}

export const narrate: GenerationStage = {
  stage: 'narrating',
  async run(run, deps) {
    if (run.story.voice === 'none' || !run.draft) return;
    const pages = run.draft.pages;
    const names = [run.request.hero.name, ...run.request.extraCharacters.map((character) => character.name)];
    const reader = await readerFor(deps, run.story);
    for (const [index, page] of pages.entries()) {
      await setNarrationProgress(deps.db, run.story, { pagesDone: index, pagesTotal: pages.length });
      const narration = await recordPage({ storage: deps.storage, ...reader }, run.story, { index, text: page.text }, names);
      await savePage(deps.db, run.story, index, narration);
    }
    await setNarrationProgress(deps.db, run.story, { pagesDone: pages.length, pagesTotal: pages.length });
  },
};

/**
 * Moving a story attempt's progress on, shared by every generation stage. Only a story still being
 * made on the same attempt is touched; anything else means the job has been overtaken.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { StoryProgress } from '../../shared/schemas/stories.ts';
import { stories } from '../db/schema.ts';

type StoryRow = typeof stories.$inferSelect;

/** The story changed under the job (deleted, retried, finished elsewhere): stop quietly. */
export class StorySuperseded extends Error {
  override name = 'StorySuperseded';
}

/**
 * The stage and its pages. Narration runs beside illustration and keeps its own count under
 * `narration`, which a stage's update leaves in place.
 */
export async function setProgress(db: Database, story: StoryRow, progress: StoryProgress, extra: Partial<StoryRow> = {}) {
  await updateProgress(db, story, sql`coalesce(${stories.progress}, '{}'::jsonb) || ${JSON.stringify(progress)}::jsonb`, extra);
}

/** The narration's own count, written beside whatever stage the story is in. */
export async function setNarrationProgress(db: Database, story: StoryRow, narration: NonNullable<StoryProgress['narration']>) {
  await updateProgress(db, story, sql`jsonb_set(coalesce(${stories.progress}, '{}'::jsonb), '{narration}', ${JSON.stringify(narration)}::jsonb)`);
}

async function updateProgress(db: Database, story: StoryRow, progress: ReturnType<typeof sql>, extra: Partial<StoryRow> = {}) {
  const updated = await db
    .update(stories)
    .set({ ...extra, progress, updatedAt: new Date() })
    .where(and(eq(stories.id, story.id), eq(stories.attempt, story.attempt), eq(stories.status, 'generating')))
    .returning({ id: stories.id });
  if (updated.length === 0) throw new StorySuperseded();
}

/**
 * Which of a story's pictures may have been made from the child's portrait, and the built-in
 * drawing that stands in for one wherever such pictures may not be shown: the community library's
 * copy, and a shared link whose owner did not let the real name and portrait pictures show.
 */
import { and, eq } from 'drizzle-orm';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';
import type { IllustrationStyle } from '../../shared/schemas/stories.ts';
import type { Database } from '../db/client.ts';
import { sceneDirectorLogs, type stories } from '../db/schema.ts';
import { builtinIllustrator, type Illustration } from '../providers/images/index.ts';
import type { StoryCast } from './story-illustration.ts';

/**
 * Pictures drawn by anything but the built-in illustrator may have been made from a portrait (an
 * outside image model is given one as a reference), so they count as portrait pictures.
 */
export async function portraitPictures(db: Database, storyId: string): Promise<{ pages: Set<number>; cover: boolean }> {
  const logs = await db
    .select({ pageIndex: sceneDirectorLogs.pageIndex, provider: sceneDirectorLogs.provider })
    .from(sceneDirectorLogs)
    .where(and(eq(sceneDirectorLogs.storyId, storyId), eq(sceneDirectorLogs.status, 'drawn')));
  const fromPortrait = logs.filter((log) => log.provider !== builtinIllustrator.name);
  return { pages: new Set(fromPortrait.flatMap((log) => (log.pageIndex === null ? [] : [log.pageIndex]))), cover: fromPortrait.some((log) => log.pageIndex === null) };
}

/** The scene drawn again by the built-in illustrator, from the cast's saved looks, never from a portrait. */
export function builtinDrawing(story: typeof stories.$inferSelect, cast: StoryCast, plan: ScenePlan): Promise<Illustration> {
  return builtinIllustrator.illustrate({ plan, style: story.illustrationStyle as IllustrationStyle, hero: cast.hero, extras: cast.extras, seed: story.seed });
}

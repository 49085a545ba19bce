/**
 * The pipeline's illustrating stage: the scene director plans each page, the illustrator draws it,
 * the picture is stored under the story, and the parent sees "Drawing page 3 of 12" as it goes.
 * A page already drawn for this attempt is skipped, so a resumed job does not draw it again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Appearance } from '../../shared/appearance.ts';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';
import type { IllustrationStyle } from '../../shared/schemas/stories.ts';
import type { StoryThemeId } from '../../shared/story-themes.ts';
import type { Database } from '../db/client.ts';
import { children, companions, sceneDirectorLogs, stories, storyPages } from '../db/schema.ts';
import type { JobDeps } from '../jobs/definition.ts';
import type { CastLook, ImageProvider } from '../providers/images/index.ts';
import { companionCastLook, friendLook, petLook } from '../providers/images/builtin/cast.ts';
import { rasterise } from '../providers/images/raster.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { illustrateWithOutsideModel, outsideIllustratorFor } from './outside-illustration.ts';
import { directScene, type StoryToDirect } from './scene-director.ts';
import type { GenerationRun, GenerationStage } from './story-generation.ts';
import { setProgress } from './story-progress.ts';
import { forgetUnlockedPortrait } from './unlocked-portraits.ts';

type StoryRow = typeof stories.$inferSelect;

export interface StoryCast {
  hero: Appearance;
  heroName: string;
  extras: CastLook[];
}

/**
 * The hero's and every extra character's look: saved appearances for children and the family's
 * companions, worked-out looks for the rest (and for a companion deleted since).
 */
export async function castOf(db: Database, story: StoryRow): Promise<StoryCast> {
  const childIds = [story.heroChildId, ...story.extraCharacters.flatMap((extra) => (extra.childId ? [extra.childId] : []))];
  const rows = await db.select({ id: children.id, name: children.name, appearance: children.appearance }).from(children).where(inArray(children.id, childIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const companionIds = story.extraCharacters.flatMap((extra) => (extra.companionId ? [extra.companionId] : []));
  const cast = companionIds.length === 0 ? [] : await db
    .select({ id: companions.id, appearance: companions.appearance })
    .from(companions)
    .where(and(eq(companions.userId, story.userId), inArray(companions.id, companionIds)));
  const looks = new Map(cast.map((row) => [row.id, row.appearance]));
  const hero = byId.get(story.heroChildId);
  const extras = story.extraCharacters.map((extra): CastLook => {
    const child = extra.childId ? byId.get(extra.childId) : undefined;
    if (child) return { type: 'person', appearance: child.appearance };
    const look = extra.companionId ? looks.get(extra.companionId) : undefined;
    if (look) return companionCastLook(look);
    return extra.kind === 'pet' ? petLook(extra.name, extra.description) : friendLook(extra.name);
  });
  return { hero: hero!.appearance, heroName: hero?.name ?? '', extras };
}

export function storyToDirect(story: StoryRow, heroName: string): StoryToDirect {
  return {
    heroName,
    setting: story.setting,
    theme: story.theme as StoryThemeId,
    extras: story.extraCharacters.map(({ kind, name, description }) => ({ kind, name, ...(description ? { description } : {}) })),
    seed: story.seed,
  };
}

export const illustrationKey = (story: Pick<StoryRow, 'id' | 'userId'>, name: string, extension: string) =>
  `illustrations/${story.userId}/${story.id}/${name}.${extension}`;

/** The plan as admins see it: the alt text names the child, so the log keeps roles instead. */
export function anonymised(plan: ScenePlan, names: readonly string[]): ScenePlan {
  let altText = plan.altText;
  names.forEach((name, index) => {
    if (name) altText = altText.split(name).join(index === 0 ? '[hero]' : `[extra-${index - 1}]`);
  });
  return { ...plan, altText };
}

export interface Drawing {
  story: StoryRow;
  cast: StoryCast;
  plan: ScenePlan;
  planMs: number;
  pageIndex: number | null;
  illustrator: ImageProvider;
  /** The file's name under the story (`3`, `cover`), when not the page's own: a redraw's version. */
  name?: string;
}

export async function draw(db: Database, deps: Pick<JobDeps, 'storage'>, drawing: Drawing): Promise<string> {
  const { story, cast, plan } = drawing;
  const started = performance.now();
  const names = [cast.heroName, ...story.extraCharacters.map((extra) => extra.name)];
  const log = { storyId: story.id, pageIndex: drawing.pageIndex, director: 'rules', provider: drawing.illustrator.name, model: 'builtin-svg', plan: anonymised(plan, names), planMs: Math.round(drawing.planMs) };
  try {
    const picture = await drawing.illustrator.illustrate({ plan, style: story.illustrationStyle as IllustrationStyle, hero: cast.hero, extras: cast.extras, seed: story.seed });
    const key = illustrationKey(story, drawing.name ?? (drawing.pageIndex === null ? 'cover' : String(drawing.pageIndex)), picture.extension);
    await deps.storage.put(key, picture.body, picture.contentType);
    await db.insert(sceneDirectorLogs).values({ ...log, status: 'drawn', drawMs: Math.round(performance.now() - started), bytes: picture.body.byteLength });
    return key;
  } catch (error) {
    await db.insert(sceneDirectorLogs).values({ ...log, status: 'failed', drawMs: Math.round(performance.now() - started), error: String(error).slice(0, 500) });
    throw error;
  }
}

/** The cover: the whole cast together, waving, in the story's main place. */
export function coverPlan(firstPage: ScenePlan | undefined, story: StoryToDirect): ScenePlan {
  const base = firstPage ?? directScene(story, { text: '', sceneDescription: '', index: 0, pageCount: 1 });
  const figures = [{ who: 'hero' as const, pose: 'waving' as const, expression: 'happy' as const }, ...story.extras.slice(0, 2).map((_, index) => ({ who: `extra-${index}` as const, pose: 'standing' as const, expression: 'happy' as const }))];
  const timeOfDay = story.theme === 'bedtime' ? 'night' : base.timeOfDay === 'night' ? 'night' : 'day';
  const company = story.extras.slice(0, 2).map((extra) => extra.name);
  const withWhom = company.length > 0 ? ` with ${company.join(' and ')}` : '';
  return { ...base, figures, creature: null, timeOfDay, framing: 'wide', placement: 'centre', angle: 'level', props: [], variant: 1000, altText: `${story.heroName} waving${withWhom}.` };
}

export const illustrate: GenerationStage = {
  stage: 'illustrating',
  async run(run: GenerationRun, deps: JobDeps) {
    const { db } = deps;
    const story = run.story;
    const outside = await outsideIllustratorFor(deps, story.userId);
    if (outside) return illustrateWithOutsideModel(story, deps, outside);
    // Consent 2 was withdrawn meanwhile: a portrait unlocked for this story is not kept.
    await forgetUnlockedPortrait(deps.storage, story);
    const pages = await db.select().from(storyPages).where(eq(storyPages.storyId, story.id)).orderBy(storyPages.index);
    const cast = await castOf(db, story);
    const direct = storyToDirect(story, cast.heroName);
    const total = pages.length;
    await setProgress(db, story, { stage: 'illustrating', pagesDone: 0, pagesTotal: total });
    let firstPlan: ScenePlan | undefined;
    for (const page of pages) {
      const started = performance.now();
      const plan = directScene(direct, { text: page.text, sceneDescription: page.sceneDescription, index: page.index, pageCount: total });
      firstPlan ??= plan;
      if (!page.illustrationPath) {
        const key = await draw(db, deps, { story, cast, plan, planMs: performance.now() - started, pageIndex: page.index, illustrator: deps.illustrator });
        await db.update(storyPages).set({ illustrationPath: key, scenePlan: plan }).where(and(eq(storyPages.id, page.id), eq(storyPages.index, page.index)));
      }
      await setProgress(db, story, { stage: 'illustrating', pagesDone: page.index + 1, pagesTotal: total });
    }
    const plan = coverPlan(firstPlan, direct);
    const coverKey = await draw(db, deps, { story, cast, plan, planMs: 0, pageIndex: null, illustrator: deps.illustrator });
    await db.update(stories).set({ coverPath: coverKey }).where(and(eq(stories.id, story.id), eq(stories.attempt, story.attempt)));
  },
};

/**
 * The cover as WebP for share previews, made on first request and kept beside the SVG: texture
 * filters make rasterising take seconds, which no story should wait for before it is ready.
 */
/** The raster copy beside a cover, so a restyled cover gets a new one. */
export const coverRasterKey = (coverPath: string) => coverPath.replace(/\.[a-z]+$/, '.webp');

export async function coverRaster(storage: FileStorage, story: Pick<StoryRow, 'coverPath'>): Promise<{ body: Uint8Array; contentType: string } | null> {
  if (!story.coverPath) return null;
  const key = coverRasterKey(story.coverPath);
  const existing = await storage.get(key);
  if (existing) return existing;
  const cover = await storage.get(story.coverPath);
  if (!cover) return null;
  // An outside model's cover is already WebP; the built-in illustrator's is SVG.
  if (cover.contentType === 'image/webp') return cover;
  const body = await rasterise(new TextDecoder().decode(cover.body), 'webp');
  await storage.put(key, body, 'image/webp');
  return { body, contentType: 'image/webp' };
}

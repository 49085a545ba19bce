/**
 * The illustrating stage with an outside image model (IMAGE_PROVIDER, for parents who gave consent 2):
 * the character sheet and the hero's reference picture first, then the pages in as many lanes as
 * IMAGE_CONCURRENCY allows — each page gets the reference and, where the model takes more, the
 * page its lane drew before — then the cover. A 12-page book takes about pages ÷ lanes drawings'
 * time, not the sum. A page already drawn for this attempt is skipped, as in the built-in stage.
 */
import { and, eq } from 'drizzle-orm';
import { ageOn } from '../../shared/compliance.ts';
import type { IllustrationStyle } from '../../shared/schemas/stories.ts';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';
import { children, stories, storyPages } from '../db/schema.ts';
import type { JobDeps } from '../jobs/definition.ts';
import type { OutsideIllustrator } from '../providers/images/outside/index.ts';
import type { ReferencePicture } from '../providers/images/outside/model.ts';
import { toWebp } from '../providers/images/raster.ts';
import { characterSheet, referencePrompt } from './character-sheet.ts';
import { currentConsents } from './consents.ts';
import { usablePortrait } from './illustration-reference.ts';
import { forgetUnlockedPortrait } from './unlocked-portraits.ts';
import { checkPrompt, drawPage, logCall, type BookContext } from './outside-page-drawing.ts';
import { directScene } from './scene-director.ts';
import { anonymised, castOf, coverPlan, illustrationKey, storyToDirect } from './story-illustration.ts';
import { setProgress } from './story-progress.ts';

type StoryRow = typeof stories.$inferSelect;

/** The outside illustrator for this story's parent: only when one is configured and consent 2 is given. */
export async function outsideIllustratorFor(deps: Pick<JobDeps, 'db' | 'outsideIllustrator'>, userId: string): Promise<OutsideIllustrator | null> {
  if (!deps.outsideIllustrator) return null;
  const consents = await currentConsents(deps.db, userId);
  return consents['ai-provider'].granted ? deps.outsideIllustrator : null;
}

/** The reference picture's file; a restyle makes its own under a version suffix, swapped in when it succeeds. */
export const referenceKey = (story: Pick<StoryRow, 'id' | 'userId'>, fromPortrait: boolean, version?: string) =>
  illustrationKey(story, `${fromPortrait ? 'reference-portrait' : 'reference'}${version ? `-${version}` : ''}`, 'webp');

export interface HeroReference {
  picture: ReferencePicture;
  fromPortrait: boolean;
  /** Where it is stored. */
  key: string;
}

/**
 * The stored reference of this story, or a new one: from a usable portrait, else from the sheet
 * alone. Logged like a page, under the plan of the cover (the hero alone, standing). With a
 * version (a restyle), a new one is always made, in the context's style, under that version.
 */
async function heroReference(deps: Pick<JobDeps, 'db' | 'storage' | 'log'>, context: BookContext, story: StoryRow, plan: ScenePlan, version?: string): Promise<HeroReference | null> {
  for (const fromPortrait of version ? [] : [true, false]) {
    const key = referenceKey(story, fromPortrait);
    const kept = await deps.storage.get(key);
    if (kept) return { picture: { body: kept.body, contentType: 'image/webp' }, fromPortrait, key };
  }
  const portrait = await usablePortrait(deps, story);
  const fromPortrait = portrait !== null;
  context.fromPortrait = fromPortrait;
  const attempt = { pageIndex: null, plan: { ...plan, figures: [{ who: 'hero' as const, pose: 'standing' as const, expression: 'happy' as const }] }, planMs: 0 };
  const started = performance.now();
  try {
    const prompt = checkPrompt(referencePrompt(context.sheet, fromPortrait), context);
    const drawn = await context.outside.model.draw({ prompt, references: portrait ? [portrait] : [] });
    const body = await toWebp(drawn.body);
    const key = referenceKey(story, fromPortrait, version);
    await deps.storage.put(key, body, 'image/webp');
    await logCall(context, attempt, { status: 'drawn', started, bytes: body.byteLength, director: 'reference' });
    return { picture: { body, contentType: 'image/webp' }, fromPortrait, key };
  } catch (error) {
    deps.log.warn({ err: error, storyId: story.id }, 'no reference picture of the hero: the built-in illustrator draws the book');
    await logCall(context, attempt, { status: 'failed', started, error, director: 'reference' });
    return null;
  } finally {
    // A portrait unlocked for this story served its one purpose: it is not kept in the clear.
    await forgetUnlockedPortrait(deps.storage, story);
  }
}

async function bookContext(story: StoryRow, deps: Pick<JobDeps, 'db' | 'storage' | 'log'>, outside: OutsideIllustrator): Promise<BookContext> {
  const cast = await castOf(deps.db, story);
  const [hero] = await deps.db.select({ birthDate: children.birthDate, pronouns: children.pronouns }).from(children).where(eq(children.id, story.heroChildId));
  const names = [cast.heroName, ...story.extraCharacters.map((extra) => extra.name)];
  const style = story.illustrationStyle as IllustrationStyle;
  const heroAge = hero ? ageOn(hero.birthDate) : 0;
  return {
    db: deps.db,
    storage: deps.storage,
    log: deps.log,
    outside,
    storyId: story.id,
    seed: story.seed,
    style,
    cast,
    sheet: characterSheet({ appearance: cast.hero, age: heroAge, pronouns: hero?.pronouns ?? 'they' }, cast.extras, style),
    names,
    birthDate: hero?.birthDate ?? '',
    heroAge,
    reference: null,
    fromPortrait: false,
    anonymise: (plan: ScenePlan) => anonymised(plan, names),
  };
}

/**
 * What an edit of a book drawn by the outside model needs to draw with it again: the character
 * sheet in the edit's style and the hero's reference picture — the story's own for a redraw, a new
 * one in the new style for a restyle (`version`). Null when no reference can be had: the edit is
 * then drawn built-in, as the pipeline would.
 */
export async function outsideEditContext(
  story: StoryRow,
  deps: Pick<JobDeps, 'db' | 'storage' | 'log'>,
  outside: OutsideIllustrator,
  version?: string,
): Promise<{ context: BookContext; reference: HeroReference } | null> {
  const context = await bookContext(story, deps, outside);
  const pages = await deps.db.select().from(storyPages).where(eq(storyPages.storyId, story.id)).orderBy(storyPages.index);
  const direct = storyToDirect(story, context.cast.heroName);
  const first = pages[0] ? (pages[0].scenePlan ?? directScene(direct, { text: pages[0].text, sceneDescription: pages[0].sceneDescription, index: 0, pageCount: pages.length })) : undefined;
  const reference = await heroReference(deps, context, story, coverPlan(first, direct), version);
  if (!reference) return null;
  context.reference = reference.picture;
  context.fromPortrait = reference.fromPortrait;
  return { context, reference };
}

export async function illustrateWithOutsideModel(story: StoryRow, deps: Pick<JobDeps, 'db' | 'storage' | 'log'>, outside: OutsideIllustrator): Promise<void> {
  const { db } = deps;
  const pages = await db.select().from(storyPages).where(eq(storyPages.storyId, story.id)).orderBy(storyPages.index);
  const context = await bookContext(story, deps, outside);
  const direct = storyToDirect(story, context.cast.heroName);
  const total = pages.length;
  await setProgress(db, story, { stage: 'illustrating', pagesDone: 0, pagesTotal: total });
  const plans = pages.map((page) => directScene(direct, { text: page.text, sceneDescription: page.sceneDescription, index: page.index, pageCount: total }));
  const cover = coverPlan(plans[0], direct);
  const reference = await heroReference(deps, context, story, cover);
  context.reference = reference?.picture ?? null;
  context.fromPortrait = reference?.fromPortrait ?? false;
  let done = pages.filter((page) => page.illustrationPath).length;
  await setProgress(db, story, { stage: 'illustrating', pagesDone: done, pagesTotal: total });
  const waiting = pages.map((page, position) => ({ page, plan: plans[position]! })).filter(({ page }) => !page.illustrationPath);
  const lanes = Array.from({ length: Math.min(outside.concurrency, waiting.length) }, async () => {
    let previous: ReferencePicture | null = null;
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const { page, plan } = next;
      const drawn = await drawPage(context, { pageIndex: page.index, plan, planMs: 0 }, previous);
      const key = illustrationKey(story, String(page.index), drawn.extension);
      await deps.storage.put(key, drawn.body, drawn.contentType);
      await db
        .update(storyPages)
        .set({ illustrationPath: key, scenePlan: plan, illustrationInfo: drawn.info })
        .where(and(eq(storyPages.id, page.id), eq(storyPages.index, page.index)));
      if (drawn.contentType === 'image/webp') previous = { body: drawn.body, contentType: 'image/webp' };
      done += 1;
      await setProgress(db, story, { stage: 'illustrating', pagesDone: done, pagesTotal: total });
    }
  });
  await Promise.all(lanes);

  const coverPicture = await drawPage(context, { pageIndex: null, plan: cover, planMs: 0 }, null);
  const coverKey = illustrationKey(story, 'cover', coverPicture.extension);
  await deps.storage.put(coverKey, coverPicture.body, coverPicture.contentType);
  await db.update(stories).set({ coverPath: coverKey }).where(and(eq(stories.id, story.id), eq(stories.attempt, story.attempt)));
}

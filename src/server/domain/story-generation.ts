/**
 * The generation pipeline of one story attempt: plan → safety check → write pages → illustrations
 * and narration side by side → ready, committing the credits. Every step writes only
 * while the story is still on the same attempt and still being made, so a re-delivered, late or
 * superseded job changes nothing, and a resumed one overwrites its own pages with the same text.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { StoryProgress } from '../../shared/schemas/stories.ts';
import { children, stories, storyPages } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import type { JobDeps } from '../jobs/definition.ts';
import { wordCount } from '../providers/text/readability.ts';
import type { StoryWriters } from '../providers/text/index.ts';
import type { Moderator } from '../providers/text/outside/moderation.ts';
import { PermanentWriterError, type GeneratedStory, type StoryRequest, type TextGenerationResult, type TextProvider } from '../providers/text/types.ts';
import { ageOn } from '../../shared/compliance.ts';
import { chooseStoryWriter } from '../policies/rules.ts';
import { currentConsents } from './consents.ts';
import { commitCredits, refundCredits } from './credits.ts';
import { checkText, type SafetyFinding } from './safety.ts';
import { illustrate } from './story-illustration.ts';
import { narrate } from './story-narration.ts';
import { setProgress, StorySuperseded } from './story-progress.ts';
import { templateById } from './templates.ts';

export { StorySuperseded } from './story-progress.ts';

type StoryRow = typeof stories.$inferSelect;

export const storyFailureReasons = {
  refunded: "We couldn't finish this story. Your credits have been refunded.",
  free: "We couldn't finish this story. Please try again.",
} as const;

/** A failure no retry can fix: the story fails at once. */
export class StoryFailure extends Error {
  override name = 'StoryFailure';
}

export interface GenerationRun {
  story: StoryRow;
  request: StoryRequest;
  heroAge: number;
  /** Names the safety check leaves alone: a child called Gun is not a weapon. */
  names: string[];
  /** The built-in engine, or the outside model when the parent allowed it (consent 2). */
  writer: TextProvider;
  /** The outside provider's own content check, for text it wrote. */
  moderator: Moderator | null;
  draft?: GeneratedStory;
  /** Tokens an outside writer used on this attempt, rewrites included. */
  tokenUsage: { input: number; output: number } | null;
}

export interface GenerationStage {
  stage: StoryProgress['stage'];
  run: (run: GenerationRun, deps: JobDeps) => Promise<void>;
}

const regenerationsAfterSafetyFailure = 2;

/**
 * One call to the story's writer. A writer that refuses our key or request, or cannot give a
 * usable answer after its repair retry, will not do better on a later delivery: the story fails.
 */
async function writeDraft(run: GenerationRun, request: StoryRequest): Promise<TextGenerationResult> {
  try {
    const result = await run.writer.generateStory(request);
    if (result.usage) {
      const before = run.tokenUsage ?? { input: 0, output: 0 };
      run.tokenUsage = { input: before.input + (result.usage.inputTokens ?? 0), output: before.output + (result.usage.outputTokens ?? 0) };
    }
    return result;
  } catch (error) {
    if (error instanceof PermanentWriterError) throw new StoryFailure(error.message);
    throw error;
  }
}

function pagesOf(run: GenerationRun): GeneratedStory['pages'] {
  if (!run.draft) throw new Error('The story has not been planned yet.');
  return run.draft.pages;
}

/** Seeds for the second and third tries after an unsuitable draft, far from the first. */
function reseed(seed: number, tryNumber: number): number {
  return (seed + tryNumber * 0x2f6b_4d37) % 2 ** 31;
}

type Finding = SafetyFinding | { moderation: string[] };

async function unsuitable(run: GenerationRun, draft: GeneratedStory): Promise<Finding[]> {
  const options = { age: run.heroAge, ignore: run.names };
  const texts = [draft.title, ...draft.pages.flatMap((page) => [page.text, page.sceneDescription])];
  const findings: Finding[] = texts.flatMap((text) => checkText(text, options).findings);
  if (findings.length > 0 || !run.moderator) return findings;
  const flags = await run.moderator.moderate(texts);
  return flags.map((flag) => ({ moderation: flag.categories }));
}

const plan: GenerationStage = {
  stage: 'planning',
  async run(run, { db }) {
    await setProgress(db, run.story, { stage: 'planning', pagesDone: 0, pagesTotal: 0 });
    const result = await writeDraft(run, run.request);
    run.draft = result.story;
    await setProgress(
      db,
      run.story,
      { stage: 'planning', pagesDone: 0, pagesTotal: result.story.pages.length },
      {
        textProvider: run.writer.name,
        textModel: result.model,
        tokenUsage: run.tokenUsage,
      },
    );
  },
};

/** Nothing reaches a page before it passes; an unsuitable draft is written again with another seed. */
const check: GenerationStage = {
  stage: 'checking',
  async run(run, { db, log }) {
    const total = pagesOf(run).length;
    await setProgress(db, run.story, { stage: 'checking', pagesDone: 0, pagesTotal: total });
    for (let tryNumber = 1; ; tryNumber++) {
      const findings = await unsuitable(run, run.draft!);
      if (findings.length === 0) break;
      log.warn({ storyId: run.story.id, tryNumber, findings }, 'story text failed the safety check');
      if (tryNumber > regenerationsAfterSafetyFailure) throw new StoryFailure('The story text did not pass the safety check.');
      const result = await writeDraft(run, { ...run.request, seed: reseed(run.request.seed, tryNumber) });
      run.draft = result.story;
      await setProgress(db, run.story, { stage: 'checking', pagesDone: 0, pagesTotal: result.story.pages.length }, { tokenUsage: run.tokenUsage });
    }
    // A title the parent gave while the story was being made wins over the generated one.
    await db
      .update(stories)
      .set({ title: sql`coalesce(${stories.title}, ${run.draft!.title})` })
      .where(and(eq(stories.id, run.story.id), eq(stories.attempt, run.story.attempt)));
  },
};

/** Pages are saved one at a time, so the first ones can be read while the rest are written. */
const write: GenerationStage = {
  stage: 'writing',
  async run(run, { db }) {
    const pages = pagesOf(run);
    await setProgress(db, run.story, { stage: 'writing', pagesDone: 0, pagesTotal: pages.length });
    for (const [index, page] of pages.entries()) {
      await db
        .insert(storyPages)
        .values({ storyId: run.story.id, index, text: page.text, sceneDescription: page.sceneDescription })
        .onConflictDoUpdate({
          target: [storyPages.storyId, storyPages.index],
          set: { text: page.text, sceneDescription: page.sceneDescription, illustrationPath: null, narrationPath: null, wordTimings: null, narrationFellBack: false },
        });
      await setProgress(db, run.story, { stage: 'writing', pagesDone: index + 1, pagesTotal: pages.length });
    }
    // A resumed attempt may have written a longer draft before: drop what this one does not have.
    await db.delete(storyPages).where(and(eq(storyPages.storyId, run.story.id), gte(storyPages.index, pages.length)));
  },
};

/**
 * Pictures and narration are made side by side once the pages exist, so a page's audio is ready
 * soon after its text. Both are waited for, so a failed one never leaves the other running.
 */
const illustrateAndNarrate: GenerationStage = {
  stage: 'illustrating',
  async run(run, deps) {
    const results = await Promise.allSettled([illustrate.run(run, deps), narrate.run(run, deps)]);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  },
};

/** The stages in order. */
export const generationStages: readonly GenerationStage[] = [plan, check, write, illustrateAndNarrate];

/** The template a story was started from: its premise drives the plot. */
async function templateOf(db: Database, templateId: string | null): Promise<Pick<StoryRequest, 'template'>> {
  const template = templateId ? await templateById(db, templateId) : undefined;
  return template ? { template: { title: template.title, premise: template.premise, plot: template.plot } } : {};
}

/** Moves a queued attempt to generating, gathers what the writer needs and chooses the writer. */
export async function startRun(db: Database, story: StoryRow, writers: StoryWriters): Promise<GenerationRun> {
  const started = await db
    .update(stories)
    .set({ status: 'generating', updatedAt: new Date() })
    .where(and(eq(stories.id, story.id), eq(stories.attempt, story.attempt), inArray(stories.status, ['queued', 'generating'])))
    .returning();
  if (started.length === 0) throw new StorySuperseded();
  const [hero] = await db.select().from(children).where(eq(children.id, story.heroChildId));
  if (!hero) throw new StorySuperseded();
  const heroAge = ageOn(hero.birthDate);
  const request: StoryRequest = {
    hero: { name: hero.name, pronouns: hero.pronouns, age: heroAge, interests: hero.interests, favourites: hero.favourites ?? {} },
    extraCharacters: story.extraCharacters.map(({ kind, name, description }) => ({ kind, name, ...(description ? { description } : {}) })),
    theme: story.theme,
    setting: story.setting,
    ...(story.lesson ? { lesson: story.lesson } : {}),
    readingLevel: story.readingLevel,
    targetWordCount: story.targetWordCount,
    seed: story.seed,
    ...(await templateOf(db, story.templateId)),
  };
  // The child's details leave this server only with the parent's consent to that disclosure.
  const choice = chooseStoryWriter(await currentConsents(db, story.userId), writers.outside?.writer.name ?? null);
  const outside = choice.kind === 'outside' ? writers.outside : null;
  return {
    story: started[0]!,
    request,
    heroAge,
    names: [hero.name, ...story.extraCharacters.map((character) => character.name)],
    writer: outside?.writer ?? writers.builtin,
    moderator: outside?.moderator ?? null,
    tokenUsage: null,
  };
}

/** The last step: ready and the credits made final, together or not at all. */
export async function finishRun(db: Database, run: GenerationRun): Promise<void> {
  const pages = pagesOf(run);
  const words = pages.reduce((sum, page) => sum + wordCount(page.text), 0);
  await transaction(db, async (tx) => {
    const finished = await tx
      .update(stories)
      .set({
        status: 'ready',
        wordCount: words,
        progress: { stage: 'finishing', pagesDone: pages.length, pagesTotal: pages.length },
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(stories.id, run.story.id), eq(stories.attempt, run.story.attempt), eq(stories.status, 'generating')))
      .returning({ id: stories.id });
    if (finished.length === 0) throw new StorySuperseded();
    await commitCredits(tx, run.story.id, run.story.attempt);
  });
}

/**
 * Marks an attempt failed and gives its credits back, in one transaction. Only a story still being
 * made on that attempt is touched; `staleBefore` also requires that nothing has moved it since.
 */
export async function failStory(
  db: Database,
  storyId: string,
  attempt: number,
  options: { staleBefore?: Date } = {},
): Promise<boolean> {
  return transaction(db, async (tx) => {
    const [story] = await tx.select({ cost: stories.cost }).from(stories).where(eq(stories.id, storyId));
    const conditions = [eq(stories.id, storyId), eq(stories.attempt, attempt), inArray(stories.status, ['queued', 'generating'])];
    if (options.staleBefore) conditions.push(lt(stories.updatedAt, options.staleBefore));
    const failed = await tx
      .update(stories)
      .set({
        status: 'failed',
        failureReason: story && story.cost > 0 ? storyFailureReasons.refunded : storyFailureReasons.free,
        progress: null,
        updatedAt: new Date(),
      })
      .where(and(...conditions))
      .returning({ id: stories.id });
    if (failed.length === 0) return false;
    await refundCredits(tx, storyId, attempt);
    return true;
  });
}

/**
 * Stories left queued or generating for longer than `timeoutMs` with no generation job waiting or
 * running for them (a worker died, or every retry ran out without a word): fail and refund them.
 */
export async function sweepStuckStories(db: Database, timeoutMs: number, jobName: string): Promise<string[]> {
  const cutoff = new Date(Date.now() - timeoutMs);
  const stuck = await db
    .select({ id: stories.id, attempt: stories.attempt })
    .from(stories)
    .where(
      and(
        inArray(stories.status, ['queued', 'generating']),
        lt(stories.updatedAt, cutoff),
        sql`not exists (
          select 1 from pgboss.job j
          where j.name = ${jobName} and j.state in ('created', 'retry', 'active') and j.data->>'storyId' = ${stories.id}::text
        )`,
      ),
    );
  const swept: string[] = [];
  for (const story of stuck) {
    if (await failStory(db, story.id, story.attempt, { staleBefore: cutoff })) swept.push(story.id);
  }
  return swept;
}

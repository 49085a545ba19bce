/**
 * One picture from an outside image model, as the illustrating stage needs it: the prompt passes our
 * own check first (no child's name or birth date, nothing the child-safety lists refuse); a picture
 * the provider's safety system refuses is asked for once more; with a likeness judge, a picture
 * scored below the threshold is redrawn up to twice (free: Storyloom decided on it) and the best
 * kept. Every call is logged for admins. A page that still has no picture is drawn by the built-in
 * illustrator, and says so.
 */
import type { PageIllustrationInfo, ScenePlan } from '../../shared/schemas/illustrations.ts';
import { containsName, replaceNames } from '../../shared/hero-name.ts';
import type { IllustrationStyle } from '../../shared/schemas/stories.ts';
import type { Database } from '../db/client.ts';
import { sceneDirectorLogs } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { builtinIllustrator } from '../providers/images/index.ts';
import type { OutsideIllustrator } from '../providers/images/outside/index.ts';
import { ImageRefusedError, type ReferencePicture } from '../providers/images/outside/model.ts';
import { toWebp } from '../providers/images/raster.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { pagePrompt } from './character-sheet.ts';
import { checkText } from './safety.ts';
import type { StoryCast } from './story-illustration.ts';

/** Our own check refused the prompt before it was sent. */
export class PromptRefusedError extends Error {
  override name = 'PromptRefusedError';
}

export interface BookContext {
  db: Database;
  storage: FileStorage;
  log: Logger;
  outside: OutsideIllustrator;
  storyId: string;
  seed: number;
  style: IllustrationStyle;
  cast: StoryCast;
  /** The character sheet at the front of every prompt. */
  sheet: string;
  /** Every child's and companion's name in the story: none may appear in a prompt. */
  names: readonly string[];
  birthDate: string;
  heroAge: number;
  /** The hero's reference picture; null when it could not be made (every page is then drawn built-in). */
  reference: ReferencePicture | null;
  fromPortrait: boolean;
  /** A plan as admins see it (names replaced by roles). */
  anonymise: (plan: ScenePlan) => ScenePlan;
}

export interface DrawnPage {
  body: Uint8Array;
  contentType: 'image/webp' | 'image/svg+xml';
  extension: 'webp' | 'svg';
  info: PageIllustrationInfo;
}

/** Throws PromptRefusedError unless the prompt is free of names, the birth date and unsafe words. */
export function checkPrompt(prompt: string, context: Pick<BookContext, 'names' | 'birthDate' | 'heroAge'>): string {
  if (context.names.some((name) => name && containsName(prompt, name))) throw new PromptRefusedError('The prompt names a character.');
  const [year, month, day] = context.birthDate.split('-');
  if (context.birthDate && (prompt.includes(context.birthDate) || (year && prompt.includes(`${day}/${month}/${year}`)))) throw new PromptRefusedError('The prompt carries the birth date.');
  const safety = checkText(prompt, { age: context.heroAge });
  if (!safety.ok) throw new PromptRefusedError(`The prompt failed the child-safety check: ${safety.findings.map((finding) => finding.term).join(', ')}`);
  return prompt;
}

export interface Attempt {
  pageIndex: number | null;
  plan: ScenePlan;
  planMs: number;
  /** A redraw's instruction as the parent typed it; names are replaced by roles before it is sent. */
  instruction?: string | null;
}

/** The parent's instruction with every character's name replaced by their role in the story. */
export function instructionWithoutNames(instruction: string, names: readonly string[]): string {
  return replaceNames(instruction, names.map((from, index) => ({ from, to: index === 0 ? 'the hero' : `companion ${index}` })));
}

interface LogEntry {
  status: 'drawn' | 'failed' | 'fallback';
  started: number;
  bytes?: number;
  error?: unknown;
  likenessScore?: number | null;
  builtin?: boolean;
  /** `reference` for the hero's reference picture; pages and the cover are `rules` (the scene director's plan). */
  director?: 'rules' | 'reference';
}

/** One row of the scene director's log for admins: every call to the outside model, and every fallback. */
export async function logCall(context: BookContext, attempt: Attempt, entry: LogEntry) {
  const { model } = context.outside;
  await context.db.insert(sceneDirectorLogs).values({
    storyId: context.storyId,
    pageIndex: attempt.pageIndex,
    director: entry.director ?? 'rules',
    provider: entry.builtin ? builtinIllustrator.name : model.provider,
    model: entry.builtin ? 'builtin-svg' : model.model,
    plan: context.anonymise(attempt.plan),
    planMs: Math.round(attempt.planMs),
    status: entry.status,
    drawMs: Math.round(performance.now() - entry.started),
    bytes: entry.bytes ?? null,
    error: entry.error === undefined ? null : String(entry.error).slice(0, 500),
    fromPortrait: !entry.builtin && context.fromPortrait,
    likenessScore: entry.likenessScore ?? null,
  });
}

/** One picture that passed the provider's safety system: a refused one is asked for once more. */
async function drawSafely(context: BookContext, attempt: Attempt, prompt: string, references: ReferencePicture[]): Promise<Uint8Array> {
  for (let tries = 0; ; tries++) {
    const started = performance.now();
    try {
      const drawn = await context.outside.model.draw({ prompt, references });
      return await toWebp(drawn.body);
    } catch (error) {
      await logCall(context, attempt, { status: 'failed', started, error });
      if (!(error instanceof ImageRefusedError) || tries >= 1) throw error;
    }
  }
}

async function drawOutside(context: BookContext, attempt: Attempt, previous: ReferencePicture | null): Promise<DrawnPage> {
  const { model, judge, likenessThreshold } = context.outside;
  if (!context.reference) throw new Error('There is no reference picture of the hero.');
  const references = [context.reference, ...(previous ? [previous] : [])].slice(0, model.maxReferences);
  const instruction = attempt.instruction ? instructionWithoutNames(attempt.instruction, context.names) : undefined;
  const prompt = checkPrompt(pagePrompt(context.sheet, attempt.plan, references.length > 1, instruction), context);
  let best: { body: Uint8Array; score: number | null } | null = null;
  let drawings = 0;
  for (let round = 0; round < (judge ? 3 : 1); round++) {
    const started = performance.now();
    const body = await drawSafely(context, attempt, prompt, references);
    drawings += 1;
    const score = judge ? await judgeLikeness(context, body) : null;
    await logCall(context, attempt, { status: 'drawn', started, bytes: body.byteLength, likenessScore: score });
    if (!best || (score ?? -1) > (best.score ?? -1)) best = { body, score };
    if (score === null || score >= likenessThreshold) break;
  }
  const kept = best!;
  return {
    body: kept.body,
    contentType: 'image/webp',
    extension: 'webp',
    info: {
      provider: model.provider,
      fromPortrait: context.fromPortrait,
      fellBack: null,
      likeness: kept.score === null ? null : { score: kept.score, attempts: drawings },
    },
  };
}

/** The judge's score, or null when it could not give one (the picture is kept unchecked). */
async function judgeLikeness(context: BookContext, body: Uint8Array): Promise<number | null> {
  try {
    const verdict = await context.outside.judge!.compare(context.reference!, { body, contentType: 'image/webp' });
    return Math.max(0, Math.min(10, Math.round(verdict.score)));
  } catch (error) {
    context.log.warn({ err: error, storyId: context.storyId }, 'the likeness check failed: the picture is kept unchecked');
    return null;
  }
}

/** The page from the outside model, or from the built-in illustrator when the model refused or failed. */
export async function drawPage(context: BookContext, attempt: Attempt, previous: ReferencePicture | null): Promise<DrawnPage> {
  try {
    return await drawOutside(context, attempt, previous);
  } catch (error) {
    const fellBack = error instanceof ImageRefusedError || error instanceof PromptRefusedError ? 'refused' : 'failed';
    context.log.warn({ err: error, storyId: context.storyId, pageIndex: attempt.pageIndex }, 'outside picture failed: the built-in illustrator draws the page');
    const started = performance.now();
    const { cast } = context;
    const picture = await builtinIllustrator.illustrate({ plan: attempt.plan, style: context.style, hero: cast.hero, extras: cast.extras, seed: context.seed });
    await logCall(context, attempt, { status: 'fallback', started, bytes: picture.body.byteLength, error, builtin: true });
    return { body: picture.body, contentType: 'image/svg+xml', extension: 'svg', info: { provider: builtinIllustrator.name, fromPortrait: false, fellBack, likeness: null } };
  }
}

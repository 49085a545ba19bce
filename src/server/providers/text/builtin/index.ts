/**
 * The built-in story engine: offline, needs no keys, and writes the same story for the same request
 * and seed. Plot, world, cast and lesson are planned first; the core arc is laid down with as many
 * attempts and encounters as the length allows; optional beats then bring it to its word count.
 */
import type { CritiqueHints } from '../critic/index.ts';
import type { GeneratedStory, StoryRequest, TextGenerationResult, TextProvider } from '../types.ts';
import { buildCore, draftWords, shortenRepeatedSpots, type Draft } from './build.ts';
import { expand, trim } from './expand.ts';
import { tellNames } from './names.ts';
import { flatten, paginate } from './paginate.ts';
import { makePlan } from './plan.ts';
import { createRandom } from './random.ts';
import { renderTemplate } from './template.ts';
import { stripGuards } from './polish.ts';
import { themeLibraries } from './library/themes/index.ts';
import { premiseTales } from './library/tales/premise/index.ts';
import { premiseChoices, taleCast, taleChoices, type TaleCast, type TaleChoice } from './tale-cast.ts';
import { talePages } from './tale-pages.ts';
import { tellTale, type TaleDraft } from './tell.ts';

/** Attempts and encounters, richest first; the richest whose core leaves room to grow is used. */
const episodeCounts: ReadonlyArray<readonly [number, number]> = [
  [9, 2], [8, 2], [7, 2], [6, 2], [5, 2], [4, 2], [4, 1], [3, 1], [4, 0], [3, 0], [2, 0],
];
const coreShare = 0.9;
/** A trimmed core still longer than this share of the target is retold more briefly. */
const trimCeiling = 1.05;
const episodeKinds = new Set(['travel', 'attemptLead', 'attempt', 'setback']);

function build(request: StoryRequest, attempts: number, encounters: number, brief: boolean): Draft {
  // The same seed gives the same plan and choices whatever the number of episodes.
  const random = createRandom(request.seed);
  const plan = makePlan(request, random.fork('plan'));
  // A retelling for a target the usual core overshoots leans on the library's shortest phrasings.
  if (brief) plan.profile = { ...plan.profile, lengthBias: -1 };
  return buildCore(plan, random.fork('core'), attempts, encounters);
}

/**
 * Builds the richest core once, estimates from it what each attempt and encounter costs in words,
 * and rebuilds with the most episodes that fit the target.
 */
function draftFor(request: StoryRequest, brief = false): Draft {
  const target = request.targetWordCount * coreShare;
  const [maxAttempts, maxEncounters] = episodeCounts[0]!;
  const richest = build(request, maxAttempts, maxEncounters, brief);
  const total = draftWords(richest);
  if (total <= target) return richest;
  const attemptUnits = richest.units.filter((unit) => unit.kind === 'attempt').length;
  const encounterUnits = richest.units.filter((unit) => unit.kind === 'encounter');
  const perAttempt = richest.units.filter((unit) => episodeKinds.has(unit.kind)).reduce((sum, unit) => sum + unit.words, 0) / attemptUnits;
  const perEncounter = encounterUnits.reduce((sum, unit) => sum + unit.words, 0) / Math.max(1, encounterUnits.length);
  const base = total - perAttempt * attemptUnits - perEncounter * encounterUnits.length;
  const fits = episodeCounts.find(([attempts, encounters]) => base + perAttempt * attempts + perEncounter * Math.min(encounters, encounterUnits.length) <= target);
  const [attempts, encounters] = fits ?? episodeCounts.at(-1)!;
  return build(request, attempts, encounters, brief);
}

export function generateBuiltinStory(request: StoryRequest): GeneratedStory {
  return writeBuiltinStory(request).story;
}

/**
 * A story from the theme's tales (plots written as whole episodes), when one is written for this
 * reader; a story started from a template is told by a premise tale, on the template's own plot.
 */
export function writeTaleStory(request: StoryRequest): { story: GeneratedStory; hints: CritiqueHints; tale: string } | undefined {
  const tales = themeLibraries[request.theme].tales;
  if (!tales && !request.template) return undefined;
  const random = createRandom(request.seed);
  const choices = request.template ? premiseChoices(premiseTales, request, random.fork('tale')) : taleChoices(tales ?? [], request, random.fork('tale'));
  let told: { chosen: TaleChoice; cast: TaleCast; draft: TaleDraft } | undefined;
  for (const chosen of choices) {
    const cast = taleCast(request, chosen.place, chosen.world, random.fork('cast'));
    const draft = tellTale(chosen.tale, cast, request, random.fork('tell'));
    if (draft) {
      told = { chosen, cast, draft };
      break;
    }
  }
  if (!told) return undefined;
  const { chosen, cast, draft } = told;
  tellNames(draft.units, cast.hero, [...cast.companions.filter((companion) => companion.kind !== 'pet').map((companion) => companion.name), ...(draft.tale.characters ?? [])]);
  const counts = new Map<string, number>();
  for (const episode of draft.tale.episodes) counts.set(episode.kind, (counts.get(episode.kind) ?? 0) + 1);
  const scenes = draft.units.filter((unit) => unit.scene).map((unit) => ({ kind: unit.kind, limit: counts.get(unit.kind)! }));
  return {
    story: { title: draft.title, pages: talePages(draft) },
    hints: {
      ...(chosen.world ? { world: chosen.world } : {}),
      scenes,
      search: draft.tale.shape === 'find',
      night: draft.tale.time === 'night',
      names: draft.tale.characters ?? [],
      ...(draft.lessonActed !== undefined ? { lessonActed: draft.lessonActed } : {}),
    },
    tale: draft.tale.id,
  };
}

function generate(request: StoryRequest): { story: GeneratedStory; draft: Draft } {
  let draft = draftFor(request);
  trim(draft, request.targetWordCount);
  if (draftWords(draft) > request.targetWordCount * trimCeiling) {
    draft = draftFor(request, true);
    trim(draft, request.targetWordCount);
  }
  shortenRepeatedSpots(draft);
  expand(draft, request.targetWordCount);
  tellNames(flatten(draft), draft.plan.hero, draft.plan.companions.filter((companion) => companion.kind !== 'pet').map((companion) => companion.name));
  const titleTemplate = draft.composer.random.pick(draft.plan.plot.titles);
  const title = stripGuards(renderTemplate(titleTemplate, draft.composer.context));
  return { story: { title, pages: paginate(draft) }, draft };
}

export class BuiltinTextProvider implements TextProvider {
  readonly name = 'builtin';

  async generateStory(request: StoryRequest): Promise<TextGenerationResult> {
    const { story, hints } = writeBuiltinStory(request);
    return { story, model: 'builtin-story-engine-1', critiqueHints: hints };
  }
}

/** At most this many of a scene kind in one story: one problem, one turn, two creatures met on the way. */
export const sceneLimits: Readonly<Record<string, number>> = {
  opening: 1, problem: 1, decision: 1, lesson: 1, insight: 1, turn: 1, solve: 1, echo: 1, moral: 1, close: 1, encounter: 2,
};

/** A story with what the engine knows about it, for the critic: its world, its scenes in order and the tale told, if any. */
export function writeBuiltinStory(request: StoryRequest): { story: GeneratedStory; hints: CritiqueHints; tale?: string } {
  const told = writeTaleStory(request);
  if (told) return told;
  const { story, draft } = generate(request);
  const scenes = flatten(draft)
    .filter((unit) => unit.core && sceneLimits[unit.kind] !== undefined)
    .map((unit) => ({ kind: unit.kind, limit: sceneLimits[unit.kind]! }));
  return { story, hints: { world: draft.plan.world.id, scenes, search: draft.plan.plot.shape === 'find', night: draft.plan.plot.time === 'night', stitched: true } };
}

/**
 * The built-in story engine: offline, needs no keys, and writes the same story for the same request
 * and seed. Every story is a tale — a plot written as whole episodes — told for this child at the
 * length asked for; when no tale can be told within the tolerance, the one that comes nearest is.
 */
import type { CritiqueHints } from '../critic/index.ts';
import { wordCount } from '../readability.ts';
import type { GeneratedStory, StoryRequest, TextGenerationResult, TextProvider } from '../types.ts';
import { themeTales } from './library/tales/index.ts';
import { premiseTales } from './library/tales/premise/index.ts';
import type { Tale } from './library/types.ts';
import { tellNames } from './names.ts';
import { premisePronounHint } from './premise.ts';
import { createRandom, type Random } from './random.ts';
import { lastResortTiers, premiseChoices, premiseTiers, taleCast, taleChoices, type TaleChoice } from './tale-cast.ts';
import { talePages } from './tale-pages.ts';
import { nearestLength, renderTale, tellNearest, tellTale, type RenderedTale, type TaleDraft } from './tell.ts';
import { worldPlotFor } from './world-plot.ts';

/** A built-in story with what the engine knows about it, for the critic. */
export interface BuiltinStory {
  story: GeneratedStory;
  hints: CritiqueHints;
  /** The tale told. */
  tale: string;
  /** Told by the last-resort fit, as no tale could be told within the tolerance: the words it came to. */
  lastResort?: { words: number };
}

/** The tales a story may be told from: the theme's and, for a story started from a template, the premise tales. */
export interface TaleLibrary {
  theme: readonly Tale[];
  premise: readonly Tale[];
}

export function generateBuiltinStory(request: StoryRequest): GeneratedStory {
  return writeBuiltinStory(request).story;
}

export class BuiltinTextProvider implements TextProvider {
  readonly name = 'builtin';

  async generateStory(request: StoryRequest): Promise<TextGenerationResult> {
    const { story, hints } = writeBuiltinStory(request);
    return { story, model: 'builtin-story-engine-1', critiqueHints: hints };
  }
}

/**
 * A story from the theme's tales, told for this reader and setting at the length asked for; a story
 * started from a template is told by a premise tale, on the template's own plot, and so is a theme's
 * story set in a world its tales do not reach, on the theme's plot for that world (`worldPlotFor`). When no tale can be
 * told within the tolerance, the last resort tells the one that comes nearest, so a story is always
 * written. `library` is the engine's own unless given.
 */
export function writeBuiltinStory(request: StoryRequest, library: TaleLibrary = { theme: themeTales[request.theme], premise: premiseTales }): BuiltinStory {
  const plot = worldPlotFor(request, library.theme, library.premise);
  if (plot) return writeBuiltinStory({ ...request, template: plot }, library);
  const random = createRandom(request.seed);
  const choices = request.template ? premiseChoices(library.premise, request, random.fork('tale')) : taleChoices(library.theme, request, random.fork('tale'));
  for (const chosen of choices) {
    // Each try still draws the cast's stream, so every seed keeps the story it tells.
    random.fork('cast');
    const cast = taleCast(request, chosen.place, chosen.world, undefined, chosen.home);
    const draft = tellTale(chosen.tale, cast, request, random.fork('tell'));
    if (draft) return told(chosen, draft);
  }
  return lastResort(request, library, random);
}

/**
 * The last-resort fit: of the first tier of tales that has any (`lastResortTiers`, `premiseTiers`),
 * the one whose reachable length comes nearest the target, told at that length.
 */
function lastResort(request: StoryRequest, library: TaleLibrary, random: Random): BuiltinStory {
  const target = request.targetWordCount;
  const tiers = request.template ? premiseTiers(library.premise, request, random.fork('last resort')) : lastResortTiers(library.theme, request, random.fork('last resort'));
  for (const tier of tiers) {
    let best: { chosen: TaleChoice; rendered: RenderedTale; words: number } | undefined;
    for (const chosen of tier) {
      random.fork('cast');
      const cast = taleCast(request, chosen.place, chosen.world, chosen.tale, chosen.home);
      const rendered = renderTale(chosen.tale, cast, random.fork('tell'));
      const words = nearestLength(rendered, target);
      if (!best || Math.abs(words - target) < Math.abs(best.words - target)) best = { chosen, rendered, words };
    }
    if (!best) continue;
    const story = told(best.chosen, tellNearest(best.rendered, target));
    return { ...story, lastResort: { words: wordCount(story.story.pages.map((page) => page.text).join('\n\n')) } };
  }
  throw new Error(`No tale is written for ${request.template ? 'a story from a template' : `the ${request.theme} theme`}.`);
}

/** A told tale as the story and what the critic is told about it: its world, its scenes in order, its people. */
function told(chosen: TaleChoice, draft: TaleDraft): BuiltinStory {
  tellNames(draft.units, draft.cast.hero, [...draft.cast.companions.filter((companion) => companion.kind !== 'pet').map((companion) => companion.name), ...(draft.tale.characters ?? [])]);
  const counts = new Map<string, number>();
  for (const episode of draft.tale.episodes) counts.set(episode.kind, (counts.get(episode.kind) ?? 0) + 1);
  const scenes = draft.units.filter((unit) => unit.scene).map((unit) => ({ kind: unit.kind, limit: counts.get(unit.kind)! }));
  const premiseHint = draft.cast.premise && premisePronounHint(draft.cast.premise.plot, draft.cast.hero.name.split(' ')[0]!);
  return {
    story: { title: draft.title, pages: talePages(draft) },
    hints: {
      ...(chosen.world ? { world: chosen.world } : {}),
      scenes,
      search: draft.tale.shape === 'find',
      night: draft.tale.time === 'night',
      names: draft.tale.characters ?? [],
      ...(premiseHint ? { premise: premiseHint } : {}),
      place: draft.cast.place.name,
      ...(draft.lessonActed !== undefined ? { lessonActed: draft.lessonActed } : {}),
    },
    tale: draft.tale.id,
  };
}

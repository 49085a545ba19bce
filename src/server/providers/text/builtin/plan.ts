/** The decisions made once per story, before any sentence is written. */
import { plainLesson } from '../../../../shared/story-details.ts';
import type { StoryThemeId } from '../../../../shared/story-themes.ts';
import { storyTheme } from '../../../../shared/story-themes.ts';
import { hasMisfit } from '../critic/vocabulary.ts';
import type { StoryRequest } from '../types.ts';
import { ageWords, buildCompanions, buildHero, heroForms, worldCompanion, type Companion, type Hero } from './cast.ts';
import { levelProfile, type LevelProfile } from './levels.ts';
import { themeLibraries } from './library/themes/index.ts';
import type { LessonId, MethodId, Plot, ThemeLibrary, World, WorldId } from './library/types.ts';
import { lessonFor } from './lesson-kinds.ts';
import { worlds } from './library/worlds/index.ts';
import { premisePlot, type StoryPremise } from './premise.ts';
import type { Random } from './random.ts';
import { classifySetting, parsePlace, type Place } from './setting.ts';

export interface StoryPlan {
  theme: StoryThemeId;
  themeLibrary: ThemeLibrary;
  profile: LevelProfile;
  hero: Hero;
  forms: Record<string, string>;
  ageWords?: string;
  interestText?: string;
  /** The hero's travelling companions: the parent's extra characters, or one friend from the story's world. */
  companions: Companion[];
  plot: Plot;
  world: World;
  place: Place;
  lesson: LessonId;
  method: MethodId;
  calmEnding: boolean;
  /** The story's length in words, which sets how often a personal detail may come up. */
  targetWords: number;
  /** The parent's lesson in their own words, said plainly once near the end; absent when not given or not ordinary words. */
  lessonLine?: string;
  /** Everything the parent typed that may appear in the story: a windy beach may have wind. */
  parentWords: string[];
  /** The template the story was started from, whose premise is the plot. */
  premise?: StoryPremise;
}

const methodForLesson: Record<LessonId, MethodId> = {
  sharing: 'together',
  kindness: 'gentle',
  bravery: 'slow-steady',
  'trying-again': 'new-angle',
  patience: 'patience',
  honesty: 'new-angle',
  teamwork: 'together',
  listening: 'listen',
  gratitude: 'together',
  'being-yourself': 'new-angle',
  'calm-feelings': 'patience',
  helping: 'together',
};

function misfitLines(plot: Plot, world: WorldId): number {
  const steps = [plot.problem, plot.turn, plot.solve, plot.celebrate, ...plot.attempts];
  return steps.reduce((sum, step) => sum + [...step.simple, ...step.rich].filter((template) => hasMisfit(template, world, undefined)).length, 0);
}

function bestPlots(plots: readonly Plot[], world: WorldId): readonly Plot[] {
  const ranked = plots.map((plot) => ({ plot, score: misfitLines(plot, world) * 2 + (plot.worlds.includes(world) ? 0 : 1) }));
  const best = Math.min(...ranked.map((entry) => entry.score));
  return ranked.filter((entry) => entry.score === best).map((entry) => entry.plot);
}

/** Names for the one in need when the plot's own is already taken (a toy called Pip, an owl called Pip). */
const spareNames = ['Tilly', 'Pom', 'Bramble', 'Dot', 'Wren'];

function distinctNeedy(plot: Plot, taken: ReadonlyArray<string | undefined>): Plot {
  const names = new Set(taken.filter((name): name is string => !!name).map((name) => name.trim().toLowerCase()));
  if (!plot.needy || !names.has(plot.needy.name.toLowerCase())) return plot;
  const name = spareNames.find((spare) => !names.has(spare.toLowerCase()))!;
  return { ...plot, needy: { ...plot.needy, name } };
}

/** Plots that suit the reader's age: a lost yawn is a toddler's adventure, not a nine-year-old's. */
function ageFit(plots: readonly Plot[], band: LevelProfile['band']): readonly Plot[] {
  if (band === 'little' || band === 'early') return plots;
  const older = plots.filter((plot) => !plot.young);
  return older.length > 0 ? older : plots;
}

function plotsFor(plots: readonly Plot[], band: LevelProfile['band'], world: WorldId | undefined): readonly Plot[] {
  const fitting = ageFit(plots, band);
  if (!world) return fitting;
  // In the parent's world, a plot that fits it beats one that fits the age but not the place.
  const best = bestPlots(fitting, world);
  return misfitLines(best[0]!, world) === 0 ? best : bestPlots(plots, world);
}

export function makePlan(request: StoryRequest, random: Random): StoryPlan {
  const themeLibrary = themeLibraries[request.theme];
  const profile = levelProfile(request.readingLevel);
  const hero = buildHero(request.hero);
  const place = parsePlace(request.setting);
  const settingWorld = place ? classifySetting(`${request.setting}`) : undefined;
  // In the parent's world, a plot whose steps make sense there (no kite on the Moon): written for
  // that world if possible, else the one with the fewest lines that do not belong.
  const themePlot = random.pick(plotsFor(themeLibrary.plots, profile.band, settingWorld));
  // A template's premise is the plot; the theme's plot only lends the worlds it suits.
  const premise = request.template;
  const plot = distinctNeedy(premise ? premisePlot(premise, themePlot.worlds) : themePlot, [hero.name.split(' ')[0]!, hero.favourites.toyName, ...request.extraCharacters.map((extra) => extra.name)]);
  const world = worlds[settingWorld ?? random.pick(plot.worlds)];
  const defaultPlace = random.pick(world.places);
  const given = buildCompanions(request.extraCharacters, random);
  const companions = given.length > 0 ? given : [worldCompanion(random.pick(themeLibrary.companions))];
  const lesson = lessonFor(request.lesson) ?? random.pick(themeLibrary.defaultLessons);
  const interestText = hero.interest
    ? hero.interests.find((text) => hero.interest!.keywords.some((keyword) => new RegExp(`\\b${keyword}`, 'i').test(text)))
    : hero.interests[0];
  return {
    theme: request.theme,
    themeLibrary,
    profile,
    hero,
    forms: heroForms(hero.pronouns),
    ageWords: ageWords(hero.age),
    interestText,
    companions,
    plot,
    world,
    place: place ?? { preposition: defaultPlace[0], name: defaultPlace[1] },
    lesson,
    method: plot.method ?? hero.interest?.method ?? methodForLesson[lesson],
    calmEnding: storyTheme(request.theme).calmEnding || plot.time === 'night',
    targetWords: request.targetWordCount,
    lessonLine: plainLesson(request.lesson),
    parentWords: [
      request.setting,
      ...hero.interests,
      ...Object.values(hero.favourites).filter((value): value is string => !!value),
      ...(premise ? [premise.plot.who ?? '', premise.plot.want, premise.plot.obstacle, premise.plot.turn] : []),
    ],
    ...(premise ? { premise } : {}),
  };
}

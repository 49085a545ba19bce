/**
 * Who and where a tale is about, as slots and tags its templates can use: the hero with pronouns
 * and personal details (each with a fallback wording in the library when the child has none), the
 * companions the parent named, the place and the parent's lesson.
 */
import { plainLesson } from '../../../../shared/story-details.ts';
import { storyTheme } from '../../../../shared/story-themes.ts';
import type { StoryRequest } from '../types.ts';
import { ageWords, buildCompanions, buildHero, heroForms, type Companion, type Hero } from './cast.ts';
import { bandsByDistance, levelProfile, profileFor, type LevelProfile } from './levels.ts';
import type { Band, LessonId, Tale, WorldId } from './library/types.ts';
import { actsLesson, lessonFor } from './lesson-kinds.ts';
import { appositionEnd, guardName, guardedPossessive, listNames } from './polish.ts';
import { premiseSlots, whoName, type StoryPremise } from './premise.ts';
import type { Random } from './random.ts';
import { framedTale, needsFrame } from './frame.ts';
import { classifySetting, parsePlace, type Place } from './setting.ts';
import { placeSlots, shortPlace } from './short-place.ts';
import type { SlotValue } from './template.ts';

export interface TaleCast {
  hero: Hero;
  companions: Companion[];
  place: Place;
  /** The parent's small setting, where a roomy tale told at its own place starts and ends (frame.ts). */
  home?: Place;
  /** The world the story is set in, for the critic's world words; none for a tale told anywhere. */
  world?: WorldId;
  profile: LevelProfile;
  lessonLine?: string;
  /** The kind of lesson the parent's words name, for the turn's paragraphs tagged `@lesson-<kind>`. */
  lessonKind?: LessonId;
  /** The template the story was started from: its premise fills the `premise.*` slots of a premise tale. */
  premise?: StoryPremise;
  /** The story ends in sleep (a bedtime theme): tagged `calm`. */
  calm: boolean;
}

export const taleSlotNames: ReadonlySet<string> = new Set([
  ...['', '.they', '.them', '.their', '.theirs', '.self', '.was', '.is', '.has', '.does', '.kid', '.age', '.poss'].map((s) => `hero${s}`),
  'toy', 'toy.name', 'toy.full', 'colour', 'animal', 'interest',
  ...['pal', 'pal2'].flatMap((who) => ['', '.poss', '.noun', '.desc'].map((s) => `${who}${s}`)),
  'pals', 'pals.were', 'team',
  'place', 'place.in', 'place.to',
  // A frame's: the parent's small setting, where a roomy tale starts and ends.
  'home', 'home.in', 'home.to',
  'lesson',
  // A premise tale's own: the template's sentences, never parsed as template syntax.
  'premise.who', 'premise.the', 'premise.noun', 'premise.obstacle', 'premise.turn', 'goal',
]);

export interface TaleChoice {
  tale: Tale;
  place: Place;
  world?: WorldId;
  /** The parent's small setting, when a roomy tale is told at its own place inside its frame. */
  home?: Place;
}

/**
 * The tales for this reader, in the order to try them: written for the band, and for the parent's
 * setting when one is given — tales of that world first, then tales written to happen anywhere, with
 * the parent's words as their place. A tale that cannot be told at the length is passed over for the next.
 */
export function taleChoices(tales: readonly Tale[], request: StoryRequest, random: Random): TaleChoice[] {
  return bandChoices(tales, levelProfile(request.readingLevel).band, request, random).suited;
}

/** A band's tales for the request: those that suit the parent's setting, in the order to try them, and the rest of the band set there all the same. */
function bandChoices(tales: readonly Tale[], band: Band, request: StoryRequest, random: Random): { suited: TaleChoice[]; others: TaleChoice[] } {
  const fitting = actingFirst(random.shuffle(tales.filter((tale) => tale.bands.includes(band))), request.lesson);
  const given = parsePlace(request.setting);
  if (!given) {
    const suited = fitting.map((tale) => {
      return { tale, place: talePlace(tale, random), world: tale.worlds[0] };
    });
    return { suited, others: [] };
  }
  const world = classifySetting(request.setting);
  const inWorld = world ? fitting.filter((tale) => tale.worlds.includes(world)) : [];
  const chosen = [...inWorld, ...fitting.filter((tale) => tale.anywhere && !inWorld.includes(tale))];
  const place = (tale: Tale): TaleChoice => {
    // A fair does not fit in Grandma’s kitchen: the tale happens at its own place, and the kitchen is where it starts and ends.
    if (!inWorld.includes(tale) && needsFrame(tale, request.setting)) return { tale: framedTale(tale), place: talePlace(tale, random), world: tale.worlds[0], home: given };
    return { tale, place: given, ...(world ? { world } : {}) };
  };
  return { suited: chosen.map(place), others: fitting.filter((tale) => !chosen.includes(tale)).map(place) };
}

/** One of the tale's own places, with the short form it gives, if any. */
function talePlace(tale: Tale, random: Random): Place {
  const [preposition, name, short] = random.pick(tale.places);
  return { preposition, name, ...(short ? { short } : {}) };
}

/**
 * When no tale can be told at the length asked for, the tales to weigh instead, in tiers: the
 * reader's band's tales that suit the setting (of its world, or written for anywhere), then those
 * of the nearest other bands (both neighbours in one tier); only when no band has a tale that suits
 * the setting, any tale set there against its world, the reader's band first. The last resort tells
 * the tale of the first tier with any whose reachable length comes nearest the target.
 */
export function lastResortTiers(tales: readonly Tale[], request: StoryRequest, random: Random): TaleChoice[][] {
  const byDistance = bandsByDistance(levelProfile(request.readingLevel).band).map((bands) => bands.map((band) => bandChoices(tales, band, request, random)));
  const suited = byDistance.map((choices) => choices.flatMap((choice) => choice.suited));
  const others = byDistance.map((choices) => choices.flatMap((choice) => choice.others));
  return onceEach([...suited, ...others]);
}

/** The tiers with each tale in the first tier that has it, and no empty tier. */
function onceEach(tiers: TaleChoice[][]): TaleChoice[][] {
  const seen = new Set<string>();
  return tiers
    .map((tier) => tier.filter((choice) => !seen.has(choice.tale.id) && seen.add(choice.tale.id)))
    .filter((tier) => tier.length > 0);
}

/** Whether a tale's turn has a paragraph written for this kind of lesson, so it can show the lesson in action. */
export function turnActs(tale: Tale, kind: LessonId): boolean {
  return tale.episodes.some((episode) => episode.kind === 'turn' && episode.tellings.some((telling) => telling.some((paragraph) => actsLesson(paragraph, kind))));
}

/** For a lesson the engine recognises, the tales whose turn can show it in action come first, each group in the seed's order. */
function actingFirst(tales: Tale[], lesson: string | undefined): Tale[] {
  const kind = lessonFor(lesson);
  if (!kind || !plainLesson(lesson)) return tales;
  return [...tales.filter((tale) => turnActs(tale, kind)), ...tales.filter((tale) => !turnActs(tale, kind))];
}

/** The cast for a tale; a tale borrowed from another band (the last resort) is told at the level it is written for. */
export function taleCast(request: StoryRequest, place: Place, world: WorldId | undefined, tale?: Tale, home?: Place): TaleCast {
  return {
    hero: buildHero(request.hero),
    companions: buildCompanions(request.extraCharacters),
    place,
    ...(home ? { home } : {}),
    world,
    profile: tale ? profileFor(request.readingLevel, tale.bands) : levelProfile(request.readingLevel),
    lessonLine: plainLesson(request.lesson),
    lessonKind: lessonFor(request.lesson),
    ...(request.template ? { premise: request.template } : {}),
    calm: storyTheme(request.theme).calmEnding,
  };
}

/**
 * The premise tales for this reader, in the order to try them: each is told on the template's own
 * plot — its shape, time of day and title — in the parent's setting (or, with none, one of the
 * tale's own places), the tales whose turn shows the parent's kind of lesson first. Tales written for
 * the setting's world (a rocket, a reef) come before those written to happen anywhere, and are told
 * nowhere else.
 */
export function premiseChoices(tales: readonly Tale[], request: StoryRequest, random: Random): TaleChoice[] {
  return bandPremiseChoices(tales, levelProfile(request.readingLevel).band, request, random);
}

/** When no premise tale can be told at the length asked for: the band's premise tales, then those of the nearest other bands (both neighbours in one tier). */
export function premiseTiers(tales: readonly Tale[], request: StoryRequest, random: Random): TaleChoice[][] {
  return onceEach(bandsByDistance(levelProfile(request.readingLevel).band).map((bands) => bands.flatMap((band) => bandPremiseChoices(tales, band, request, random))));
}

function bandPremiseChoices(tales: readonly Tale[], band: Band, request: StoryRequest, random: Random): TaleChoice[] {
  const template = request.template;
  if (!template) return [];
  const title = template.title.replace(/[[\]{}<>|@]/g, '').trim();
  const fitting = actingFirst(random.shuffle(tales.filter((tale) => tale.bands.includes(band))), request.lesson).map(
    (tale): Tale => ({ ...tale, shape: template.plot.shape, time: template.plot.time, ...(title ? { titles: [title] } : {}), characters: [...(tale.characters ?? []), ...(template.plot.who ? [whoName(template.plot.who)] : [])] }),
  );
  const given = parsePlace(request.setting);
  const world = given ? classifySetting(request.setting) : undefined;
  // A premise tale of the parent's world comes first; one written for a world tells no story elsewhere.
  const inWorld = world ? fitting.filter((tale) => tale.worlds.includes(world)) : [];
  const chosen = [...inWorld, ...fitting.filter((tale) => tale.anywhere && !inWorld.includes(tale))];
  return chosen.map((tale) => {
    if (given) return { tale, place: given, ...(world ? { world } : {}) };
    return { tale, place: talePlace(tale, random) };
  });
}

/** Pets that neither run nor sniff about: a goldfish swims, a bird flies and hops, a tortoise plods. */
const pawless: ReadonlySet<string> = new Set(['fish', 'bird', 'tortoise']);

/** Tags a paragraph may carry (`@pet `, `@alone `): who is there, the world, the band, the lesson. */
export function taleTags(cast: TaleCast, tale: Tale): Set<string> {
  const [pal] = cast.companions;
  const tags = new Set<string>([cast.profile.band, tale.time, ...(cast.world ? [cast.world] : [])]);
  const staysHome = tale.petOnPaws && pal?.kind === 'pet' && pawless.has(pal.noun ?? '') && cast.companions.length === 1;
  if (!pal || staysHome) tags.add('alone');
  else tags.add(pal.kind === 'pet' ? 'pet' : 'friend');
  // Only a dog barks or wags: a line that has the pet do either is tagged `@pet+dog `.
  if (pal?.kind === 'pet' && pal.noun === 'dog') tags.add('dog');
  // A pet on paws runs, trots, sniffs and jumps: a line that has the pet do so is tagged `@pet+paws `, since a fish, a bird or a tortoise does not.
  if (pal?.kind === 'pet' && !pawless.has(pal.noun ?? '')) tags.add('paws');
  if (cast.companions.length > 1) tags.add('pals');
  tags.add(cast.hero.pronouns === 'they' ? 'they' : cast.hero.pronouns);
  tags.add(cast.lessonLine ? 'lesson' : 'nolesson');
  if (cast.lessonKind) tags.add(`lesson-${cast.lessonKind}`);
  if (cast.calm) tags.add('calm');
  // A premise tale's paragraphs are written per plot shape, and for a premise about someone else or the hero's own wish.
  if (cast.premise) tags.add(cast.premise.plot.shape).add(cast.premise.plot.who ? 'who' : 'nowho');
  return tags;
}

export function taleSlots(cast: TaleCast): Map<string, SlotValue> {
  const { hero, companions, place } = cast;
  const slots = new Map<string, SlotValue>();
  const first = hero.name.split(' ')[0]!;
  slots.set('hero', guardName(first)).set('hero.poss', guardedPossessive(first));
  const forms = heroForms(hero.pronouns);
  for (const [form, word] of Object.entries(forms)) slots.set(`hero.${form}`, word);
  const age = ageWords(hero.age);
  if (age) slots.set('hero.age', age);
  const { colour, animal, toy, toyName } = hero.favourites;
  if (colour) slots.set('colour', colour);
  if (animal) slots.set('animal', animal);
  if (toy || toyName) {
    const kind = toy ?? 'toy';
    slots.set('toy', kind);
    slots.set('toy.name', toyName ? guardName(toyName) : `${forms.their} ${kind}`);
    slots.set('toy.full', toyName ? `${forms.their} ${kind}, ${guardName(toyName)}${appositionEnd}` : `${forms.their} ${kind}`);
  }
  const interest = hero.interests[0];
  if (interest) slots.set('interest', interest);
  const [pal, pal2] = companions;
  for (const [prefix, companion] of [['pal', pal], ['pal2', pal2]] as const) {
    if (!companion) continue;
    slots.set(prefix, guardName(companion.name)).set(`${prefix}.poss`, guardedPossessive(companion.name));
    if (companion.noun) slots.set(`${prefix}.noun`, companion.noun);
    if (companion.desc) slots.set(`${prefix}.desc`, companion.desc);
  }
  if (companions.length > 0) {
    const names = companions.map((companion) => guardName(companion.name));
    slots.set('pals', listNames(names)).set('pals.were', names.length > 1 ? 'were' : 'was');
    slots.set('team', listNames([guardName(first), ...names]));
  }
  // Rendered short and marked: the story's first mention is said in full once it is told (short-place.ts).
  const said = placeSlots(place);
  slots.set('place', said.place).set('place.in', said.in).set('place.to', said.to);
  if (cast.home) setHome(slots, cast.home);
  if (cast.lessonLine) slots.set('lesson', cast.lessonLine);
  if (cast.premise) {
    for (const [slot, value] of Object.entries(premiseSlots(cast.premise.plot, guardName(first), guardedPossessive(first)))) slots.set(slot, value);
  }
  return slots;
}

/** The frame's slots for the parent's place: said in full (the frame's opening), or short once it has been (its ending). */
export function setHome(slots: Map<string, SlotValue>, home: Place, short = false): void {
  const { preposition, name } = short ? shortPlace(home) : home;
  slots.set('home', name).set('home.in', `${preposition} ${name}`).set('home.to', `to ${name}`);
}

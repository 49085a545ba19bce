/**
 * The shapes of the story library. Everything a story says comes from data of these types; the
 * engine only chooses, fills and arranges. Strings are templates (see ../template.ts).
 */

/** Reading levels grouped by how the prose is written. */
export type Band = 'little' | 'early' | 'middle' | 'older';
/** Plot text comes in two registers: short and plain for little and early readers, fuller above. */
export type Tier = 'simple' | 'rich';

export type Tiered = Readonly<Record<Tier, readonly string[]>>;
export type Banded = Readonly<Record<Band, readonly string[]>>;

export type SpotKind = 'high' | 'low' | 'water' | 'hidden' | 'open' | 'path';
export type Shape = 'find' | 'fix' | 'reach' | 'befriend' | 'courage';
export type TimeOfDay = 'day' | 'night';
export type Sense = 'sight' | 'sound' | 'smell' | 'touch';

export type WorldId =
  | 'forest'
  | 'garden'
  | 'seaside'
  | 'undersea'
  | 'space'
  | 'castle'
  | 'school'
  | 'valley'
  | 'mountain'
  | 'home'
  | 'park';

export interface Spot {
  /** "the tallest pine" */
  name: string;
  /** "the pine", for the second mention */
  short: string;
}

export interface Creature {
  /** "a hedgehog" */
  a: string;
  /** "the hedgehog" */
  the: string;
  /** Past-tense clauses without a subject: "was tangled in a bramble". */
  trouble: Tiered;
  /** Past-tense verb phrases without a subject: "lifted the bramble away". */
  help: Tiered;
  /** What the creature did to say thank you: "snuffled happily". */
  thanks: Tiered;
  time?: TimeOfDay;
}

export interface World {
  id: WorldId;
  /** Words in a parent's setting that put the story in this world. */
  keywords: readonly string[];
  /** Default places with their preposition: ["in", "the Whispering Woods"]. */
  places: ReadonlyArray<readonly [string, string]>;
  /** Past-tense ways of getting about here: "walked", "swam", "floated". */
  moves: Tiered;
  /** Where the journey home goes: "home", "back home to Earth". */
  homeward: string;
  /** Plural things worth counting here, for the youngest readers: "pine cones". */
  things: readonly string[];
  spots: Readonly<Record<SpotKind, readonly Spot[]>>;
  /**
   * Noun phrases to follow "saw", "heard", "smelled", "felt"; a "day:" or "night:" prefix keeps a
   * phrase to that time.
   */
  senses: Readonly<Record<Sense, Tiered>>;
  creatures: readonly Creature[];
}

export interface PlotStep {
  /** An attempt the turning point refers back to: always told, whatever the length. */
  essential?: boolean;
  /** Where the step happens; the world supplies the spot's name. */
  spot?: SpotKind;
  simple: readonly string[];
  rich: readonly string[];
  /** What the illustration shows, in present tense: "{hero} climbing {spot}, looking for the star". */
  scene: string;
}

export interface Plot {
  id: string;
  /** A plot for the youngest listeners (a lost yawn, a lost roar): older readers get plots with real stakes. */
  young?: boolean;
  shape: Shape;
  /** How the turn solves it: the insight before the turn leads to this way, and an interest is recalled there only if it leads the same way. */
  method?: MethodId;
  time: TimeOfDay;
  /** Worlds this plot suits when the parent leaves the setting empty. */
  worlds: readonly WorldId[];
  titles: readonly string[];
  /** The character who needs help, if not the hero: "Twinkle", "the littlest star". */
  needy?: { name: string; noun: string; talks: boolean };
  goal: { full: string; short: string };
  problem: PlotStep;
  attempts: readonly PlotStep[];
  turn: PlotStep;
  solve: PlotStep;
  celebrate: PlotStep;
}

export interface ThemeLibrary {
  plots: readonly Plot[];
  /** Story-world companions who join a hero who brings no one along. */
  companions: readonly WorldCompanion[];
  /** Lesson shown when the parent gives none. */
  defaultLessons: readonly LessonId[];
  /** Plots written as whole episodes; a theme that has them for the reader's band tells one of them. */
  tales?: readonly Tale[];
}

export type RoleId = 'spotter' | 'thinker' | 'joker' | 'helper' | 'nose';

export interface WorldCompanion {
  name: string;
  /** "a wise old owl" */
  a: string;
  /** "owl" */
  noun: string;
  role: RoleId;
}

export type MethodId = 'look-closely' | 'listen' | 'together' | 'slow-steady' | 'new-angle' | 'patience' | 'gentle';

export interface Interest {
  id: string;
  /** Lower-case fragments that identify it in a parent's words: "dino", "rocket". */
  keywords: readonly string[];
  method: MethodId;
  /** Something the hero could carry: "a toy rocket". */
  item?: string;
  /** A full sentence about the interest that leads to the method: "Astronauts always check twice." */
  tie: Tiered;
}

export type LessonId =
  | 'sharing'
  | 'kindness'
  | 'bravery'
  | 'trying-again'
  | 'patience'
  | 'honesty'
  | 'teamwork'
  | 'listening'
  | 'gratitude'
  | 'being-yourself'
  | 'calm-feelings'
  | 'helping';

export interface Lesson {
  id: LessonId;
  keywords: readonly string[];
  /** A small scene in which the hero lives the lesson. */
  moment: Banded;
  /** A quiet echo near the end; never a moral spelled out. */
  echo: Banded;
}

export interface Role {
  id: RoleId;
  /** How a companion with this role is introduced; {c} is the companion. */
  intro: Banded;
  /** A moment on the journey where the role shows. */
  moment: Banded;
}

export interface PetSpecies {
  keywords: readonly string[];
  noun: string;
  /** Verb phrases, past tense, no pronouns: "gave a happy bark". */
  happy: readonly string[];
  curious: readonly string[];
  move: string;
}

/**
 * A plot written as whole episodes (see the README, "How to write a plot"). Its episodes are told
 * in order; length comes from how many of the optional ones are told and which telling of each.
 */
export interface Tale {
  id: string;
  /** The reading bands it is written for: little (2–4), early (5–7), middle (8–10), older (11–14). */
  bands: readonly Band[];
  /** The worlds it can happen in: a parent's setting in one of them chooses this tale. */
  worlds: readonly WorldId[];
  /**
   * Written so that any place reads true in it: when no tale of the theme suits the parent's
   * setting, a tale like this is told with the parent's words as its place.
   */
  anywhere?: boolean;
  time: TimeOfDay;
  /** The plot's kind; a `find` tale is a search, so "it was not there" may be said in it. */
  shape: Shape;
  titles: readonly string[];
  /** The names of the tale's own people (a helper met on the way), so their pronouns are not taken for the hero's. */
  characters?: readonly string[];
  /** Where it happens when the parent gives no setting, with the little word in front: ["in", "the back garden"]. */
  places: ReadonlyArray<readonly [string, string]>;
  episodes: readonly Episode[];
}

export type EpisodeKind = 'opening' | 'problem' | 'attempt' | 'helper' | 'detour' | 'setback' | 'turn' | 'resolution' | 'ending';

/** One paragraph: a template (see ../template.ts). One that cannot be told in this story is left out. */
export type Paragraph = string;
/** One telling of an episode, as the paragraphs a storyteller would read. */
export type Telling = readonly Paragraph[];

export interface Episode {
  kind: EpisodeKind;
  /**
   * May be left out of a shorter story. Optional episodes with the same `group` are told together
   * or not at all (a helper met early and the detour where the helper comes back).
   */
  optional?: boolean;
  group?: string;
  /** Ways to tell it, usually a short one and a longer, richer one; the story's length chooses. */
  tellings: readonly Telling[];
  /** What the picture shows, in the present tense: "{hero} at the window, looking at the moon". */
  scene: string;
}

/**
 * The shapes of the story library: tales, written as whole episodes, and what the engine reads from
 * a parent's words. Strings are templates (see ../template.ts).
 */

/** Reading levels grouped by how the prose is written: little (2–4), early (5–7), middle (8–10), older (11–14). */
export type Band = 'little' | 'early' | 'middle' | 'older';

export type Shape = 'find' | 'fix' | 'reach' | 'befriend' | 'courage';
export type TimeOfDay = 'day' | 'night';

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

export interface World {
  id: WorldId;
  /** Words in a parent's setting that put the story in this world. */
  keywords: readonly string[];
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

export interface PetSpecies {
  keywords: readonly string[];
  /** What the story calls it: "dog", "pony". */
  noun: string;
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
  /**
   * For a tale marked `anywhere`: whether its plot needs more room than a home — a fair, a village,
   * a park, a street, a kingdom — rather than happening in a room or a house. Stated for every
   * `anywhere` tale. When the parent's setting is a home or a room (`isSmallSetting`), a roomy tale is
   * told at its own `places` and the parent's place is where the story starts and ends (`frame`).
   */
  roomy?: boolean;
  /** A roomy tale's way out of a small setting and back into it (see `Frame`). */
  frame?: Frame;
  time: TimeOfDay;
  /** The plot's kind; a `find` tale is a search, so "it was not there" may be said in it. */
  shape: Shape;
  titles: readonly string[];
  /** The names of the tale's own people (a helper met on the way), so their pronouns are not taken for the hero's. */
  characters?: readonly string[];
  /**
   * Its pet goes about on paws everywhere it appears (a premise tale's walk, chase and sniffing): a
   * goldfish, a bird or a tortoise that is the hero's only companion stays at home, and the tale is
   * told as for a hero alone.
   */
  petOnPaws?: boolean;
  /** Where it happens when the parent gives no setting, with the little word in front: ["in", "the back garden"]. */
  places: ReadonlyArray<readonly [string, string] | readonly [string, string, string]>;
  episodes: readonly Episode[];
}

/**
 * The story around a roomy tale told for a parent's small setting (“Grandma’s kitchen”): a short
 * opening at the parent's place that leads to the tale's own, and a short ending back there. `{home}`,
 * `{home.in}` and `{home.to}` name the parent's place (in full in the opening, short in the ending);
 * `{place}` is still the tale's own. Written in the tale's voice, band and time of day.
 */
export interface Frame {
  /** Told first, before the tale's opening: at the parent's place, leading to the tale's. Ways to tell it, shortest first, like an episode's. */
  opening: readonly Telling[];
  /** Told last, after the tale's ending: back at the parent's place. Ways to tell it, shortest first. */
  ending: readonly Telling[];
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

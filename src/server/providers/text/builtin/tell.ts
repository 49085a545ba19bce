/**
 * Tells a tale — a plot written as whole episodes (`Tale` in library/types.ts). Every telling of
 * every episode is rendered once for this child; then the optional episodes to tell and the telling
 * of each are chosen so the story lands on its word count. Nothing is added between episodes.
 */
import type { StoryRequest } from '../types.ts';
import { wordCount } from '../readability.ts';
import type { Episode, EpisodeKind, Tale } from './library/types.ts';
import { ownerNamedAgain } from '../critic/grammar.ts';
import { heroForms } from './cast.ts';
import { actsLesson } from './lesson-kinds.ts';
import { joinSentences, polish, stripGuards } from './polish.ts';
import type { Random } from './random.ts';
import { isFrameClosing } from './frame.ts';
import { setHome, taleSlotNames, taleSlots, taleTags, type TaleCast } from './tale-cast.ts';
import { fullPlaceExtra, mentionsPlace, sayPlaceInFull, sayPlaces } from './short-place.ts';
import { isUsable, renderTemplate, type RenderContext } from './template.ts';

export interface TaleUnit {
  kind: EpisodeKind;
  text: string;
  words: number;
  scene?: string;
}

export interface TaleDraft {
  tale: Tale;
  cast: TaleCast;
  title: string;
  units: TaleUnit[];
  /**
   * For a lesson of a kind the engine recognises: whether the turn as told has a paragraph written
   * for that kind (`@lesson-helping `), so the lesson is shown in action and not only said.
   */
  lessonActed?: boolean;
}

/** One episode told one way: its paragraphs, as read. */
interface Told {
  paragraphs: string[];
  words: number;
  scene?: string;
  /** One of its paragraphs is written for the kind of lesson the parent gave. */
  acted: boolean;
}

const heroPossessive = { she: 'her', he: 'his', they: 'their' } as const;

class TaleRenderer {
  private readonly tags: Set<string>;
  private readonly slots;
  /** The slots with the parent's place said short, for a frame's ending. */
  private readonly closingSlots;
  /** Everyone the tale names, whom a companion's pronoun could be taken for. */
  private readonly names: string[];

  constructor(
    private readonly cast: TaleCast,
    tale: Tale,
  ) {
    this.tags = taleTags(cast, tale);
    this.slots = taleSlots(cast);
    this.closingSlots = new Map(this.slots);
    if (cast.home) setHome(this.closingSlots, cast.home, true);
    this.names = [cast.hero.name.split(' ')[0]!, ...cast.companions.map((companion) => companion.name), ...(tale.characters ?? [])];
  }

  context(random: Random, closing = false): RenderContext {
    return { known: taleSlotNames, slots: closing ? this.closingSlots : this.slots, random, joinRate: this.cast.profile.joinRate };
  }

  usable(template: string, random: Random): boolean {
    return isUsable(template, this.context(random), this.tags);
  }

  render(template: string, random: Random, closing = false): string {
    const { joinRate, joinWords, band } = this.cast.profile;
    const polished = polish(renderTemplate(template, this.context(random, closing)));
    // Older readers get neighbouring plain sentences joined, so the grade rises with the level.
    if (band !== 'older') return this.ownersSaid(stripGuards(polished));
    return this.ownersSaid(stripGuards(joinSentences(polished, { rate: joinRate, maxWords: joinWords, semicolons: true }, () => random.next())));
  }

  /**
   * “Ava laughed so hard that Ava’s hat fell off” is told “… that her hat fell off”, for the hero
   * (“Omar reached for a pen, and his elbow knocked the cup”) and for a companion whose pronouns
   * the parent's words say.
   */
  private ownersSaid(text: string): string {
    let told = text;
    const hero = { name: this.cast.hero.name.split(' ')[0]!, their: heroPossessive[this.cast.hero.pronouns] };
    for (const { name, their } of [hero, ...this.cast.companions]) {
      if (!their) continue;
      for (let again = ownerNamedAgain(told, name, this.names); again; again = ownerNamedAgain(told, name, this.names)) {
        told = `${told.slice(0, again.index)}${their}${told.slice(again.index + again.length)}`;
      }
    }
    return told;
  }

  tell(episode: Episode, telling: number, random: Random): Told {
    const { lessonKind } = this.cast;
    let acted = false;
    const paragraphs: string[] = [];
    for (const paragraph of episode.tellings[telling]!) {
      if (!this.usable(paragraph, random)) continue;
      const text = this.render(paragraph, random, isFrameClosing(episode));
      if (text.trim() === '') continue;
      paragraphs.push(text);
      if (lessonKind && actsLesson(paragraph, lessonKind)) acted = true;
    }
    // A picture's scene stands alone: it names the place in full.
    const scene = this.usable(episode.scene, random) ? sayPlaceInFull(this.render(episode.scene, random), this.cast.place) : undefined;
    return { paragraphs, words: paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0), scene, acted };
  }
}

interface Item {
  episodes: number[];
  /** Each way to tell the item: the telling of each of its episodes and the words it costs; -1 leaves it out. */
  choices: Array<{ telling: number; words: number }>;
}

/**
 * Groups the episodes into items (an optional group is told whole or not at all) and, for each
 * item, the words of each way to tell it.
 */
function itemsOf(tale: Tale, told: Told[][]): Item[] {
  const items: Item[] = [];
  const groups = new Map<string, Item>();
  tale.episodes.forEach((episode, index) => {
    const existing = episode.optional && episode.group ? groups.get(episode.group) : undefined;
    const item = existing ?? { episodes: [], choices: [] };
    item.episodes.push(index);
    if (!existing) {
      items.push(item);
      if (episode.optional && episode.group) groups.set(episode.group, item);
    }
  });
  for (const item of items) {
    const most = Math.max(...item.episodes.map((index) => told[index]!.length));
    for (let telling = 0; telling < most; telling++) {
      const words = item.episodes.reduce((sum, index) => sum + told[index]![Math.min(telling, told[index]!.length - 1)]!.words, 0);
      item.choices.push({ telling, words });
    }
    if (tale.episodes[item.episodes[0]!]!.optional) item.choices.push({ telling: -1, words: 0 });
  }
  return items;
}

/**
 * The telling of each item that lands within `tolerance` of the target, or nothing: every reachable
 * total is found (a small subset sum) and one near the target is picked by the story's seed.
 */
function fit(items: readonly Item[], target: number, tolerance: number, random: Random): number[] | undefined {
  // Out of reach whatever the tellings: no need to search.
  const fewest = items.reduce((sum, entry) => sum + Math.min(...entry.choices.map((choice) => choice.words)), 0);
  const most = items.reduce((sum, entry) => sum + Math.max(...entry.choices.map((choice) => choice.words)), 0);
  if (most < target * (1 - tolerance) || fewest > target * (1 + tolerance)) return undefined;
  const limit = Math.ceil(target * (1 + tolerance)) + 1;
  // reach[i][w]: which choice of item i made w words with items 0..i, plus one; 0 is unreachable.
  const reach: Int16Array[] = [];
  let previous = new Uint8Array(limit + 1);
  previous[0] = 1;
  for (const entry of items) {
    const row = new Int16Array(limit + 1);
    const next = new Uint8Array(limit + 1);
    const order = random.shuffle(entry.choices.map((_, index) => index));
    for (let words = 0; words <= limit; words++) {
      if (!previous[words]) continue;
      for (const choice of order) {
        const total = words + entry.choices[choice]!.words;
        if (total > limit || next[total]) continue;
        next[total] = 1;
        row[total] = choice + 1;
      }
    }
    reach.push(row);
    previous = next;
  }
  const near = [...previous.keys()].filter((words) => previous[words] && Math.abs(words / target - 1) <= tolerance);
  if (near.length === 0) return undefined;
  let words = random.pick(near);
  const chosen = new Array<number>(items.length);
  for (let index = items.length - 1; index >= 0; index--) {
    const choice = item(items, index).choices[reach[index]![words]! - 1]!;
    chosen[index] = choice.telling;
    words -= choice.words;
  }
  return chosen;
}

/**
 * Which optional episodes to tell, and how: the share of them told grows with the length asked for
 * (a short story makes one or two tries, a long one all of them, each told more fully), the seed
 * picks which ones, and the tellings are then chosen so the total lands on the target.
 */
function chooseTellings(items: Item[], target: number, random: Random): number[] | undefined {
  const optional = items.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.choices.some((choice) => choice.telling < 0));
  const fewest = items.reduce((sum, entry) => sum + Math.min(...entry.choices.map((choice) => choice.words)), 0);
  const most = items.reduce((sum, entry) => sum + Math.max(...entry.choices.map((choice) => choice.words)), 0);
  const share = Math.min(1, Math.max(0, (target - fewest) / Math.max(1, most - fewest)));
  if (most < target * 0.91 || fewest > target * 1.09) return undefined;
  const wanted = Math.round(share * optional.length);
  const counts = [...new Set([0, 1, -1, 2, -2, 3, -3, 4, -4, 6, -6, 9, -9, 99, -99].map((delta) => Math.min(optional.length, Math.max(0, wanted + delta))))];
  for (const tolerance of [0.04, 0.09]) {
    for (const count of counts) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const told = new Set(random.shuffle(optional).slice(0, count).map(({ index }) => index));
        // An optional item is either told (one of its tellings) or left out, as drawn.
        const fixed = items.map((entry, index) => ({
          ...entry,
          choices: entry.choices.filter((choice) => (optional.some((option) => option.index === index) ? (told.has(index) ? choice.telling >= 0 : choice.telling < 0) : true)),
        }));
        const chosen = fit(fixed, target, tolerance, random);
        if (chosen) return chosen;
      }
    }
  }
  return undefined;
}

function item(items: readonly Item[], index: number): Item {
  return items[index]!;
}

/**
 * A tale rendered for one child, ready to be told at a length: every telling of every episode, and
 * the items a length is made of. Rendering is the costly part; choosing the length is cheap.
 */
export interface RenderedTale {
  tale: Tale;
  cast: TaleCast;
  renderer: TaleRenderer;
  told: Told[][];
  items: Item[];
  random: Random;
  /** The words the place's one full mention adds to the tellings as counted (with the short form throughout). */
  extra: number;
}

export function renderTale(tale: Tale, cast: TaleCast, random: Random): RenderedTale {
  const renderer = new TaleRenderer(cast, tale);
  const words = random.fork('words');
  const told = tale.episodes.map((episode, index) => episode.tellings.map((_, telling) => renderer.tell(episode, telling, words.fork(`${index}.${telling}`))));
  const mentioned = told.some((tellings) => tellings.some((version) => version.paragraphs.some(mentionsPlace)));
  return { tale, cast, renderer, told, items: itemsOf(tale, told), random, extra: mentioned ? fullPlaceExtra(cast.place) : 0 };
}

/** The tale told at the request's length, or nothing when its episodes cannot be told that long or that short. */
export function tellTale(tale: Tale, cast: TaleCast, request: StoryRequest, random: Random): TaleDraft | undefined {
  const rendered = renderTale(tale, cast, random);
  const chosen = chooseTellings(rendered.items, request.targetWordCount - rendered.extra, rendered.random.fork('length'));
  return chosen ? draftOf(rendered, chosen) : undefined;
}

/**
 * The length nearest the target that a rendered tale can be told in, in words: every total its
 * items can make is found (a subset sum up to its longest telling), and the closest kept.
 */
export function nearestLength(rendered: RenderedTale, target: number): number {
  return nearestCounted(rendered, target - rendered.extra) + rendered.extra;
}

/** The nearest length as the tellings are counted, with the place said short throughout. */
function nearestCounted(rendered: RenderedTale, target: number): number {
  const most = rendered.items.reduce((sum, entry) => sum + Math.max(...entry.choices.map((choice) => choice.words)), 0);
  let reachable = new Uint8Array(most + 1);
  reachable[0] = 1;
  for (const entry of rendered.items) {
    const next = new Uint8Array(most + 1);
    for (let words = 0; words <= most; words++) {
      if (!reachable[words]) continue;
      for (const choice of entry.choices) next[words + choice.words] = 1;
    }
    reachable = next;
  }
  let nearest = -1;
  for (let words = 0; words <= most; words++) {
    if (reachable[words] && (nearest < 0 || Math.abs(words - target) < Math.abs(nearest - target))) nearest = words;
  }
  return nearest;
}

/**
 * The last resort: the tale told as near the target as it can be, when no telling lands within the
 * tolerance — every optional episode and the longest tellings for a length beyond it, the fewest
 * and shortest for one below it. It always tells.
 */
export function tellNearest(rendered: RenderedTale, target: number): TaleDraft {
  const nearest = nearestCounted(rendered, target - rendered.extra);
  const chosen = fit(rendered.items, Math.max(1, nearest), 0, rendered.random.fork('length'))!;
  return draftOf(rendered, chosen);
}

function draftOf({ tale, cast, renderer, told, items, random }: RenderedTale, chosen: number[]): TaleDraft {
  // A group is told whole or not at all, but each of its episodes in its own place in the tale.
  const tellingOf = new Map<number, number>();
  items.forEach((entry, index) => entry.episodes.forEach((episode) => tellingOf.set(episode, chosen[index]!)));
  const units: TaleUnit[] = [];
  let acted = false;
  tale.episodes.forEach(({ kind }, episode) => {
    const telling = tellingOf.get(episode)!;
    if (telling < 0) return;
    const version = told[episode]![Math.min(telling, told[episode]!.length - 1)]!;
    if (kind === 'turn' && version.acted) acted = true;
    version.paragraphs.forEach((text, paragraph) => units.push({ kind, text, words: wordCount(text), ...(paragraph === 0 && version.scene ? { scene: version.scene } : {}) }));
  });
  sayPlaces(units.map((unit) => unit.text), cast.place).forEach((text, index) => {
    const unit = units[index]!;
    unit.text = text;
    unit.words = wordCount(text);
  });
  introduceToy(units, cast);
  const titleRandom = random.fork('title');
  const title = sayPlaceInFull(renderer.render(titleRandom.pick(tale.titles), titleRandom), cast.place);
  return { tale, cast, title, units, ...(cast.lessonKind && cast.lessonLine ? { lessonActed: acted } : {}) };
}

/**
 * A toy met by its name alone (“Mia held Pip tight”) is told once what it is, at its first
 * mention, when no earlier line has said so: “Mia held Pip, her teddy bear, tight.”
 */
function introduceToy(units: TaleUnit[], cast: TaleCast): void {
  const { toy, toyName } = cast.hero.favourites;
  if (!toy || !toyName) return;
  const name = new RegExp(`(?<![\\p{L}])${toyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
  const first = units.findIndex((unit) => name.test(unit.text));
  if (first < 0 || units.slice(0, first + 1).some((unit) => unit.text.includes(toy))) return;
  const unit = units[first]!;
  const their = heroForms(cast.hero.pronouns).their;
  unit.text = unit.text.replace(name, (match, offset: number) => (/^[\s]\p{Ll}/u.test(unit.text.slice(offset + match.length, offset + match.length + 2)) ? `${match}, ${their} ${toy},` : `${match}, ${their} ${toy}`));
  unit.words = wordCount(unit.text);
}

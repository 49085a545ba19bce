/**
 * How a storyteller names a place again after saying it in full once: “the little harbour town of
 * Porthwenna” becomes “Porthwenna”, “a busy city street” becomes “the street”, “the park at the end
 * of Elm Road” becomes “the park”; “Grandma’s kitchen”, three words or fewer, stays as it is.
 */
import { wordCount } from '../readability.ts';
import { placeClose, placeOpen } from './polish.ts';
import { parsePlace, type Place } from './setting.ts';

/** A word that names a part of somewhere else: “the far end of Fennel Street” is in Fennel Street. */
const partWords = new Set(['part', 'end', 'edge', 'top', 'bottom', 'side', 'middle', 'corner', 'back', 'front', 'heart', 'centre', 'center', 'foot']);
/** Where what is said about the place begins: “the big park | on Hill Street”. */
const tail = /\s(?:under|on|with|by|in|near|at|beside|above|below|beneath|behind|among|across|over|where|that|which|full|up|halfway|beyond|called|named|along|past|outside|inside|next|and(?=\s(?:the|a|an|my|our)\s))\s/;
/** Words after the place that say where or when it is, not what: “a land far, far away” is a land. */
const trailing = /(?:,?\s(?:far|away|ago|long|here|there|nearby|abroad|afar|today|tonight|forever))+$/i;
/** “the little harbour town of Porthwenna”: a plain description, then the place's own name. */
const describedName = /^(?:the|a|an)\s((?:[\p{Ll}-]+\s)+)of\s(\p{Lu}.*)$/u;
/** “Grandma’s big back garden”, “Aunt Ros’s tall, creaky house”: whose it is, then what it is. */
const owned = /^((?:\p{Lu}[\p{L}]*\s)*\p{Lu}[\p{L}]*['’]s)\s(.+)$/u;

const maxWords = 3;

function wordsOf(text: string): string[] {
  return text.split(' ').filter(Boolean);
}

/** “a farm” is “the farm” once it has been met. */
function definite(text: string): string {
  return text.replace(/^(?:a|an)\s/i, 'the ');
}

/** The place itself, before what is said about it: “the park at the end of Elm Road” is “the park”. */
function headOf(text: string): string {
  return text.split(tail)[0]!.replace(/,$/, '').replace(trailing, '').trim();
}

function lastWord(text: string): string {
  return wordsOf(text).at(-1)!.replace(/[,.]$/, '');
}

/** The place as said after its first mention: its own short form when the tale gives one, else found from its words. */
export function shortPlace(place: Place): Place {
  if (place.short) return { preposition: place.preposition, name: place.short };
  const name = place.name;
  if (wordsOf(name).length <= maxWords) return { preposition: place.preposition, name: definite(name) };
  const head = headOf(name);
  const described = describedName.exec(head);
  if (described) {
    const proper = described[2]!;
    // “the top of Kettle Hill” is on Kettle Hill; “the little town of Porthwenna” is Porthwenna itself.
    if (partWords.has(lastWord(described[1]!))) return elsewhere(proper, place);
    return { preposition: place.preposition, name: proper };
  }
  const ownedBy = owned.exec(name);
  if (ownedBy) return { preposition: place.preposition, name: `${ownedBy[1]} ${lastWord(headOf(ownedBy[2]!))}` };
  const [before, after] = head.split(/\sof\s/);
  if (after !== undefined && partWords.has(lastWord(before!).toLowerCase())) return elsewhere(/^\p{Ll}/u.test(after) && !/^(?:the|a|an)\s/.test(after) ? `the ${after}` : definite(after), place);
  const core = before!;
  // “the back room of the harbour café” is “the back room”; “the Kingdom of Puddingford”, “the kingdom”.
  if (wordsOf(core).length <= maxWords) return { preposition: place.preposition, name: after !== undefined && /^the\s\p{Lu}/u.test(core) ? core.toLowerCase() : definite(core) };
  // “the tall old house on Quill Street” is “the house”.
  return { preposition: place.preposition, name: `the ${lastWord(core).toLowerCase()}` };
}

/** A short form that names a bigger place than the full one takes its own preposition: “in Fennel Street”. */
function elsewhere(name: string, place: Place): Place {
  return { preposition: parsePlace(name)?.preposition ?? place.preposition, name };
}

/** The place slots as rendered while episodes are told: the short form, marked, until the story is put together. */
export function placeSlots(place: Place): { place: string; in: string; to: string } {
  const short = shortPlace(place);
  const mark = (text: string) => `${placeOpen}${text}${placeClose}`;
  return { place: mark(short.name), in: mark(`${short.preposition} ${short.name}`), to: mark(`to ${short.name}`) };
}

/** The words saying the place in full once costs over saying it short: counted in before the story's length is chosen. */
export function fullPlaceExtra(place: Place): number {
  return wordCount(place.name) - wordCount(shortPlace(place).name);
}

const marked = new RegExp(`${placeOpen}([^${placeClose}]*)${placeClose}`, 'gu');

/** A marked mention said in full: “in Porthwenna” → “in the little harbour town of Porthwenna”, keeping a capital. */
function inFull(said: string, place: Place, before: string): string {
  const short = shortPlace(place);
  const lower = said[0]!.toLowerCase() + said.slice(1);
  const full = lower === `${short.preposition} ${short.name}` ? `${place.preposition} ${place.name}` : lower === `to ${short.name}` ? `to ${place.name}` : place.name;
  // A capital the short form has of its own (“Porthwenna”) starts no sentence: “the little town of Porthwenna” keeps its small letter mid-sentence.
  const ownCapital = [`${short.preposition} ${short.name}`, `to ${short.name}`, short.name].includes(said);
  const capital = ownCapital ? sentenceStart.test(before) : said[0] !== lower[0];
  return capital ? full[0]!.toUpperCase() + full.slice(1) : full;
}

/** Text that ends where a sentence, or a piece of speech, begins. */
const sentenceStart = /(?:^|[.!?…][”’"]?\s+|[“"‘]\s*)$/u;

/** Whether a rendered text mentions the place. */
export function mentionsPlace(text: string): boolean {
  return text.includes(placeOpen);
}

/**
 * The story's texts in reading order with the place named in full at its first mention and short
 * at every later one, as a storyteller says it.
 */
export function sayPlaces(texts: readonly string[], place: Place): string[] {
  let first = true;
  return texts.map((text) =>
    text.replace(marked, (_, said: string, offset: number) => {
      if (!first) return said;
      first = false;
      return inFull(said, place, text.slice(0, offset));
    }),
  );
}

/** A text that stands alone (a picture's scene) names the place in full. */
export function sayPlaceInFull(text: string, place: Place): string {
  return text.replace(marked, (_, said: string, offset: number) => inFull(said, place, text.slice(0, offset)));
}

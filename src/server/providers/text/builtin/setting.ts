/** Reads the parent's setting: which world it belongs to, and how to say "in", "at" or "on" it. */
import { worlds } from './library/worlds.ts';
import type { World, WorldId } from './library/types.ts';

export interface Place {
  preposition: string;
  name: string;
  /** How the tale names the place after its first mention, when it says so (see short-place.ts). */
  short?: string;
}

/**
 * The keyword as a word of its own, or with an ending that keeps its meaning ("stars", "woodland",
 * "classroom", "fairies", "moonlit"), so "a starry night", "a marsh" and "a car seat" name no world.
 */
function matches(text: string, keyword: string): boolean {
  const stem = keyword.endsWith('y') ? `${keyword.slice(0, -1)}(?:y|ies)` : keyword;
  return new RegExp(`\\b${stem}(?:s|es|y|al|land|lands|side|room|yard|site|fire|lit)?\\b`, 'i').test(text);
}

/**
 * Buildings that are a place of their own: "the dinosaur museum" is a museum, not a valley, so a
 * tale written to happen anywhere tells it, inside the museum. A space station or an undersea
 * station is its world, not a building.
 */
const buildings = ['museum', 'gallery', 'library', 'shop', 'supermarket', 'hospital', 'station', 'airport', 'cinema', 'theatre', 'aquarium', 'planetarium', 'restaurant', 'caf[eé]'];

/**
 * Places in a town or on a farm that are no world of their own: "a busy city street" has no pond or
 * green field, and a farm is not a garden. Read from the place itself ("a street of painted houses"),
 * not from what is said about it ("a windy hill above the town"), and only when the place names no
 * world ("the town park" is a park).
 */
const worldless = ['street', 'road', 'city', 'town', 'market', 'square', 'farm', 'barn'];

/** The world whose longest keyword appears in the text, so "seaside" beats "sea" and "dinosaur island" is a valley. */
export function classifySetting(text: string): WorldId | undefined {
  if (buildings.some((building) => new RegExp(`(?<!(?:space|underwater|undersea)\\s)\\b${building}`, 'i').test(text))) return undefined;
  const place = text.toLowerCase().split(/\s(?:of|above|below|beside|behind|near|by|on|in|at|under|with|where|that|which)\s/)[0]!;
  if (worldless.some((word) => matches(place, word)) && !longestKeyword(place)) return undefined;
  return longestKeyword(text);
}

function longestKeyword(text: string): WorldId | undefined {
  let best: { id: WorldId; length: number } | undefined;
  for (const world of Object.values(worlds) as World[]) {
    for (const keyword of world.keywords) {
      if (matches(text, keyword) && (!best || keyword.length > best.length)) best = { id: world.id, length: keyword.length };
    }
  }
  return best?.id;
}

const leadingPreposition = /^(in|at|on|inside|near|by|under|beside|beneath|above|among|aboard)\s+(.+)$/i;
const bareNouns = new Set(['space', 'outer space', 'school', 'home', 'bed', 'town', 'nursery', 'kindergarten', 'preschool', 'camp', 'class', 'sea']);
/**
 * Vehicles a child travels on ("on a ferry", "on the night train"); a car, a submarine or a rocket
 * is sat inside, and keeps "in". Only the vehicle itself: "the train station" and "a boathouse" are
 * buildings.
 */
const vehicles = new Set([
  'ferry', 'boat', 'ship', 'train', 'bus', 'coach', 'plane', 'aeroplane', 'airplane', 'jet', 'tram', 'yacht', 'liner', 'raft', 'barge',
  'houseboat', 'sailboat', 'steamboat', 'riverboat', 'narrowboat', 'spaceship', 'starship', 'airship', 'steamship',
]);
/** The parts of a vehicle that are stood on, so "the deck of a ship" is on it too. */
const vehicleSurfaces = new Set(['deck', 'roof', 'top']);

/** The word and the singulars it may be of: "buses" may be "buse" or "bus", "ferries" "ferry". */
function singulars(word: string): string[] {
  return [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y')];
}

/** The last word of a phrase: its noun, in a place named as English names places ("a winding forest trail"). */
function lastNoun(phrase: string): string {
  return phrase.trim().split(' ').at(-1) ?? '';
}

function isOne(words: ReadonlySet<string>, phrase: string): boolean {
  return singulars(lastNoun(phrase)).some((word) => words.has(word));
}

/** Whether the place is a vehicle travelled on: the noun before "to", "from", "for" or "of" is one, or a surface of one. */
function isVehicle(head: string): boolean {
  const [thing = '', ...rest] = head.split(/\s(?:to|from|for|of)\s/);
  if (isOne(vehicles, thing)) return true;
  return isOne(vehicleSurfaces, thing) && rest.some((part) => isOne(vehicles, part));
}
const placeTail = /\s(?:under|on|with|by|in|near|at|beside|above|below|beneath|behind|among|across|over|where|that|which|full)\s/;
/** Places a child is at rather than in: "at school", "at the zoo", "at Grandma’s". */
const atNouns = new Set([
  'school', 'home', 'seaside', 'zoo', 'party', 'museum', 'pool', 'bay', 'cove', 'nursery', 'kindergarten', 'preschool', 'camp', 'campsite', 'lighthouse', 'fair', 'funfair', 'fairground', 'show', 'match',
]);
/**
 * Ground a child stands on, a line walked along or a surface: "on a winding forest trail", "on the
 * high street", "on a country lane", "on the beach", "on an island", "on the Moon". A field, a
 * square and a playground are areas a child is in.
 */
const onNouns = new Set([
  'moon', 'planet', 'mars', 'asteroid', 'comet', 'island', 'isle', 'beach', 'shore', 'coast', 'seafront', 'promenade', 'boardwalk', 'pier', 'jetty', 'quay', 'harbourside', 'reef',
  'hill', 'hillside', 'hilltop', 'mountain', 'mountainside', 'mountaintop', 'cliff', 'clifftop', 'ridge', 'moor', 'slope', 'riverbank', 'farm', 'green', 'lawn', 'plot', 'allotment',
  'trail', 'path', 'pathway', 'footpath', 'towpath', 'road', 'street', 'lane', 'avenue', 'track', 'pavement', 'bridge', 'runway', 'platform', 'stage', 'pitch', 'roof', 'rooftop', 'wall',
]);
/** Ground that is a region when there is more of it: "in the hills", "in the mountains". */
const regionsWhenMany = new Set(['hills', 'mountains']);
/** A part of a place, which takes its own little word: "on the top of a mountain", "at the edge of the wood". */
const partPrepositions: Readonly<Record<string, string>> = { top: 'on', side: 'on', corner: 'on', edge: 'at', end: 'at', bottom: 'at', foot: 'at', middle: 'in', heart: 'in', centre: 'in', center: 'in' };

/**
 * The little word the place itself takes, read from its noun: the last word of the place before
 * what is said about it ("a castle on a hill" is in a castle) and before "of" ("the Isle of Skye").
 */
function prepositionOf(text: string): string {
  const head = text.toLowerCase().split(placeTail)[0]!.split(/,| and /)[0]!.trim();
  if (isVehicle(head)) return 'on';
  const thing = head.split(/\s(?:to|from|for|of)\s/)[0]!;
  const noun = lastNoun(thing);
  if (/['’]s$/.test(noun)) return 'at';
  const part = partPrepositions[noun];
  if (part) return part;
  if (isOne(atNouns, thing)) return 'at';
  if (!regionsWhenMany.has(noun) && isOne(onNouns, thing)) return 'on';
  return 'in';
}

export function parsePlace(raw: string): Place | undefined {
  // A typed apostrophe is the story's own (“Grandma’s kitchen”), so every later mention matches the first.
  let text = raw.trim().replace(/\s+/g, ' ').replace(/[.!?,;:]+$/, '').replace(/'/g, '’');
  if (!text) return undefined;
  let preposition: string | undefined;
  const lead = leadingPreposition.exec(text);
  if (lead) {
    preposition = lead[1]!.toLowerCase();
    text = lead[2]!;
  }
  text = text.replace(/^(my|our|your)\s+/i, 'the ');
  text = text.replace(/^(the|a|an)\s/i, (article) => article.toLowerCase());
  const firstWord = text.split(' ')[0]!;
  const isBare = bareNouns.has(text.toLowerCase());
  if (isBare) text = text.toLowerCase();
  else if (/^\p{Ll}/u.test(firstWord) && !/^(the|a|an)$/.test(firstWord) && !/['’]s$/.test(firstWord)) text = `the ${text}`;
  if (!preposition) preposition = prepositionOf(text);
  return { preposition, name: text };
}

/** Rooms and homes: a place the size of a room or a house, where no fair, street or kingdom fits. */
const rooms = new Set([
  'kitchen', 'bedroom', 'room', 'lounge', 'attic', 'loft', 'bathroom', 'hallway', 'landing', 'flat', 'apartment', 'house', 'home', 'cottage',
  'playroom', 'study', 'cellar', 'basement', 'cupboard', 'conservatory', 'bed', 'bunk', 'table', 'sofa', 'hall', 'bungalow',
]);
/** A hall that holds a crowd: “the village hall” is no hallway. */
const bigHall = /\b(?:village|town|city|school|church|concert|sports|market|dance|great|banqueting|festival|community|music|dining|exhibition)\s+hall\b/i;

/**
 * Whether the parent's setting is a home or a room — “Grandma’s kitchen”, “our living room”, “a
 * cosy flat”: a setting in the `home` world, or one whose own noun (before what is said about it)
 * is a room. A tale that needs more room than that (`roomy`) starts and ends there instead.
 */
export function isSmallSetting(raw: string): boolean {
  const place = parsePlace(raw);
  if (!place) return false;
  if (bigHall.test(place.name)) return false;
  const head = place.name.toLowerCase().split(placeTail)[0]!.replace(/[,.]$/, '');
  const noun = head.split(' ').at(-1) ?? '';
  if (singulars(noun).some((word) => rooms.has(word))) return true;
  // “the kitchen garden” is a garden.
  const nounWorld = classifySetting(noun);
  if (nounWorld && nounWorld !== 'home') return false;
  return classifySetting(raw) === 'home';
}

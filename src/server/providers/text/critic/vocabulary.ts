/**
 * Words that do not belong in a world or at a time of day: acorns on the Moon, snow on the beach,
 * sunshine at midnight. The critic reports them; the built-in engine refuses any line that has them.
 */

const earthly = ['leaf', 'leaves', 'acorn', 'acorns', 'tree', 'trees', 'twig', 'twigs', 'grass', 'grassy', 'cloud', 'clouds', 'rain', 'raindrops', 'puddle', 'puddles', 'gate', 'squirrel', 'squirrels', 'bush', 'bushes', 'hedge', 'mud', 'muddy', 'breeze', 'wind', 'windy', 'birdsong', 'pine cone', 'pine cones', 'seaweed', 'sandcastle', 'daisy', 'daisies', 'worm', 'worms', 'robin', 'bee', 'bees', 'butterfly', 'butterflies', 'slug', 'slugs', 'snail', 'snails', 'moss', 'mossy', 'log', 'logs', 'lane', 'hedges', 'fence', 'soil', 'beetle', 'beetles', 'windswept', 'mud-spattered', 'muddy-kneed'];
const dryLand = ['rain', 'raindrops', 'cloud', 'clouds', 'breeze', 'wind', 'windy', 'grass', 'grassy', 'leaf', 'leaves', 'acorn', 'acorns', 'tree', 'trees', 'twig', 'twigs', 'squirrel', 'squirrels', 'gate', 'puddle', 'puddles', 'dust', 'dusty', 'campfire', 'candle', 'candles', 'snow', 'snowflake', 'snowflakes', 'hedge', 'daisy', 'daisies', 'bee', 'bees', 'butterfly', 'butterflies', 'birdsong', 'robin'];
const spaceOnly = ['moon dust', 'crater', 'craters', 'zero gravity', 'space suit', 'spacesuit', 'airlock', 'stardust'];
const seaOnly = ['coral', 'seaweed forest', 'under the waves', 'kelp'];
/** The ground outdoors: no pebble to kick and no rock to sit on inside a house at night. */
const outdoors = ['rock', 'rocks', 'pebble', 'pebbles', 'stone', 'stones', 'tree', 'trees', 'treetops', 'grass', 'grassy', 'log', 'logs', 'mud', 'muddy', 'puddle', 'puddles', 'twig', 'twigs', 'hill', 'hills', 'field', 'bush', 'bushes', 'gate', 'breeze', 'wind', 'windy'];
const coldOnly = ['snow', 'snowflake', 'snowflakes', 'icicle', 'icicles', 'snowman', 'sledge', 'frost'];

/** Per world, the words a line set there must not use. Worlds not listed have no such list. */
export const misfitWords: Readonly<Record<string, readonly string[]>> = {
  space: earthly,
  undersea: [...dryLand, ...spaceOnly],
  seaside: [...coldOnly, ...spaceOnly, 'coral', 'reef', 'kelp'],
  home: [...spaceOnly, ...seaOnly, ...outdoors],
  school: [...spaceOnly, ...seaOnly, ...coldOnly],
  park: [...spaceOnly, ...seaOnly],
  garden: [...spaceOnly, ...seaOnly],
  forest: [...spaceOnly, ...seaOnly],
  castle: [...spaceOnly, ...seaOnly],
  valley: [...spaceOnly, ...seaOnly, ...coldOnly],
  mountain: [...spaceOnly, ...seaOnly],
};

export type TimeOfDay = 'day' | 'night';

export const misfitsAtTime: Readonly<Record<TimeOfDay, readonly string[]>> = {
  // A night plot runs from bedtime to sleep: nobody hunts for a yawn “all day”.
  night: ['all day', 'today', 'this morning', 'sunshine', 'sunny', 'sunlit', 'noon', 'midday', 'blue sky', 'sunbeam', 'sunbeams', 'the sun was high', 'morning sun', 'afternoon sun'],
  day: ['moonlight', 'moonlit', 'starlight', 'starlit', 'midnight'],
};

/** Keywords that put a parent's setting in a world, for writers that do not say which world they chose. */
const settingWorlds: ReadonlyArray<readonly [string, RegExp]> = [
  ['space', /\b(space|moon|planet|mars|galaxy|rocket|spaceship|asteroid|comet)\b/i],
  ['undersea', /\b(under ?water|under the sea|ocean floor|sea ?bed|coral reef|submarine)\b/i],
  ['seaside', /\b(beach|seaside|shore|coast|cove|pier)\b/i],
];

export function worldOfSetting(setting: string | undefined): string | undefined {
  if (!setting) return undefined;
  return settingWorlds.find(([, pattern]) => pattern.test(setting))?.[0];
}

const patterns = new Map<string, RegExp>();
function wordPattern(word: string): RegExp {
  let pattern = patterns.get(word);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}-])${word.replace(/ /g, '\\s+')}(?![\\p{L}-])`, 'giu');
    patterns.set(word, pattern);
  }
  return pattern;
}

/**
 * Whether the text uses the word as a word and not as someone's name: “Pebble” with a capital in the
 * middle of a sentence is a name, and so is one of the story's names at its start.
 */
function usedAsWord(text: string, word: string, names: readonly string[]): boolean {
  for (const match of text.matchAll(wordPattern(word))) {
    const capital = /^\p{Lu}/u.test(match[0]);
    const atStart = /(?:^|[.!?“‘"(])\s*$/u.test(text.slice(0, match.index));
    if (capital && (!atStart || names.some((name) => name.trim().toLowerCase() === match[0].toLowerCase()))) continue;
    return true;
  }
  return false;
}

/** The misfit words a piece of text uses, for the world and time it is set in; the story's names are not words. */
export function misfitsIn(text: string, world: string | undefined, time?: TimeOfDay, allowed: readonly string[] = [], names: readonly string[] = []): string[] {
  const candidates = [...(world ? misfitWords[world] ?? [] : []), ...(time ? misfitsAtTime[time] : [])];
  return candidates.filter((word) => !allowed.some((ok) => ok.toLowerCase().includes(word)) && usedAsWord(text, word, names));
}

/** Reading levels, story lengths and word counts (docs/product.md §5 and §9, docs/product.md "Story"). */

export const readingLevels = [
  'toddler',
  'pre-reader',
  'early-reader',
  'emergent-reader',
  'transitional-reader',
  'fluent-reader',
  'advanced-reader',
  'teen-reader',
  'sophisticated-reader',
] as const;
export type ReadingLevel = (typeof readingLevels)[number];

/** The lowest age of each level; a child belongs to the highest level whose lower bound they reach. */
const levelLowerBounds: ReadonlyArray<[number, ReadingLevel]> = [
  [18, 'sophisticated-reader'],
  [17, 'teen-reader'],
  [13, 'advanced-reader'],
  [11, 'fluent-reader'],
  [9, 'transitional-reader'],
  [7, 'emergent-reader'],
  [5, 'early-reader'],
  [3, 'pre-reader'],
];

export function readingLevelForAge(age: number): ReadingLevel {
  for (const [lowerBound, level] of levelLowerBounds) if (age >= lowerBound) return level;
  return 'toddler';
}

export const wordsPerMinuteByLevel: Record<ReadingLevel, number> = {
  toddler: 60,
  'pre-reader': 60,
  'early-reader': 80,
  'emergent-reader': 100,
  'transitional-reader': 120,
  'fluent-reader': 150,
  'advanced-reader': 180,
  'teen-reader': 220,
  'sophisticated-reader': 250,
};
export const defaultWordsPerMinute = 100;

export function wordsPerMinute(level: string | undefined): number {
  // hasOwn, not `in`: names like "toString" must not reach Object.prototype.
  return level && Object.hasOwn(wordsPerMinuteByLevel, level)
    ? wordsPerMinuteByLevel[level as ReadingLevel]
    : defaultWordsPerMinute;
}

export const storyLengths = [5, 10, 15, 20, 25, 30] as const;
export type StoryLength = (typeof storyLengths)[number];
export const defaultStoryLength: StoryLength = 10;
const lengthWords: Record<string, StoryLength> = { short: 5, medium: 15, long: 30 };

/** Accepts one of the six values, or the words short/medium/long; anything else gives the default. */
export function parseStoryLength(value: unknown): StoryLength {
  if (typeof value === 'number' && (storyLengths as readonly number[]).includes(value)) {
    return value as StoryLength;
  }
  if (typeof value === 'string') {
    if (Object.hasOwn(lengthWords, value)) return lengthWords[value]!;
    const asNumber = Number(value);
    if ((storyLengths as readonly number[]).includes(asNumber)) return asNumber as StoryLength;
  }
  return defaultStoryLength;
}

export function targetWordCount(level: string | undefined, length: number): number {
  return wordsPerMinute(level) * length;
}

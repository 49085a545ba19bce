import { describe, expect, it } from 'vitest';
import {
  defaultStoryLength,
  parseStoryLength,
  readingLevelForAge,
  readingLevels,
  storyLengths,
  targetWordCount,
  wordsPerMinute,
  wordsPerMinuteByLevel,
  type ReadingLevel,
} from '@shared/reading.ts';

describe('readingLevelForAge', () => {
  // docs/product.md §5 / docs/product.md: each age is the lower bound of its level.
  const expected: Array<[number, ReadingLevel]> = [
    [0, 'toddler'],
    [1, 'toddler'],
    [2, 'toddler'],
    [3, 'pre-reader'],
    [4, 'pre-reader'],
    [5, 'early-reader'],
    [6, 'early-reader'],
    [7, 'emergent-reader'],
    [8, 'emergent-reader'],
    [9, 'transitional-reader'],
    [10, 'transitional-reader'],
    [11, 'fluent-reader'],
    [12, 'fluent-reader'],
    [13, 'advanced-reader'],
    [14, 'advanced-reader'],
    [15, 'advanced-reader'],
    [16, 'advanced-reader'],
    [17, 'teen-reader'],
    [18, 'sophisticated-reader'],
    [19, 'sophisticated-reader'],
    [20, 'sophisticated-reader'],
  ];

  it.each(expected)('age %i is %s', (age, level) => {
    expect(readingLevelForAge(age)).toBe(level);
  });

  it('keeps a child on their level until the next birthday', () => {
    expect(readingLevelForAge(4.99)).toBe('pre-reader');
    expect(readingLevelForAge(16.5)).toBe('advanced-reader');
  });

  it('reaches every level in order as the child grows', () => {
    const seen = [...new Set(expected.map(([, level]) => level))];
    expect(seen).toEqual([...readingLevels]);
  });
});

describe('wordsPerMinute', () => {
  it.each([
    ['toddler', 60],
    ['pre-reader', 60],
    ['early-reader', 80],
    ['emergent-reader', 100],
    ['transitional-reader', 120],
    ['fluent-reader', 150],
    ['advanced-reader', 180],
    ['teen-reader', 220],
    ['sophisticated-reader', 250],
  ])('%s reads %i words a minute', (level, expected) => {
    expect(wordsPerMinute(level)).toBe(expected);
  });

  it('has a speed for every level', () => {
    expect(Object.keys(wordsPerMinuteByLevel).sort()).toEqual([...readingLevels].sort());
  });

  it.each([undefined, '', 'wizard', 'Toddler', 'toString', 'constructor', '__proto__'])(
    'defaults to 100 for %j',
    (level) => {
      expect(wordsPerMinute(level)).toBe(100);
    },
  );
});

describe('parseStoryLength', () => {
  it.each(storyLengths)('accepts %i as a number and as a string', (length) => {
    expect(parseStoryLength(length)).toBe(length);
    expect(parseStoryLength(String(length))).toBe(length);
  });

  it.each([
    ['short', 5],
    ['medium', 15],
    ['long', 30],
  ])('maps %s to %i', (word, length) => {
    expect(parseStoryLength(word)).toBe(length);
  });

  it.each([0, 1, 7, 12.5, 35, 60, -5, Number.NaN, 'huge', 'Short', '', 'toString', 'constructor', null, undefined, {}, [15], true])(
    'gives the default 10 for %j',
    (value) => {
      expect(parseStoryLength(value)).toBe(10);
    },
  );

  it('uses 10 as the default', () => {
    expect(defaultStoryLength).toBe(10);
  });
});

describe('targetWordCount', () => {
  it('is words per minute of the level times the length', () => {
    expect(targetWordCount('toddler', 5)).toBe(300);
    expect(targetWordCount('early-reader', 10)).toBe(800);
    expect(targetWordCount('transitional-reader', 10)).toBe(1200);
    expect(targetWordCount('sophisticated-reader', 30)).toBe(7500);
  });

  it('uses 100 words a minute for an unknown level', () => {
    expect(targetWordCount(undefined, 15)).toBe(1500);
    expect(targetWordCount('unknown', 5)).toBe(500);
  });

  it('covers every level and every length', () => {
    for (const level of readingLevels) {
      for (const length of storyLengths) {
        expect(targetWordCount(level, length)).toBe(wordsPerMinuteByLevel[level] * length);
      }
    }
  });
});

/** How each reading level shapes the prose: which band's tales, page size and sentence joining. */
import { readingLevels, type ReadingLevel } from '../../../../shared/reading.ts';
import type { Band } from './library/types.ts';

export interface LevelProfile {
  level: ReadingLevel;
  band: Band;
  /** A picture-book page at this level. */
  wordsPerPage: number;
  /** The chance that a join point in a template, or two short plain sentences, become one longer sentence. */
  joinRate: number;
  /** The longest sentence such a join may make. */
  joinWords: number;
}

const profiles: Record<ReadingLevel, Omit<LevelProfile, 'level'>> = {
  toddler: { band: 'little', wordsPerPage: 45, joinRate: 0, joinWords: 0 },
  'pre-reader': { band: 'little', wordsPerPage: 60, joinRate: 0, joinWords: 0 },
  'early-reader': { band: 'early', wordsPerPage: 80, joinRate: 0.15, joinWords: 0 },
  'emergent-reader': { band: 'early', wordsPerPage: 100, joinRate: 0.45, joinWords: 0 },
  'transitional-reader': { band: 'middle', wordsPerPage: 130, joinRate: 0.3, joinWords: 0 },
  'fluent-reader': { band: 'middle', wordsPerPage: 160, joinRate: 0.55, joinWords: 0 },
  'advanced-reader': { band: 'older', wordsPerPage: 190, joinRate: 0.35, joinWords: 32 },
  'teen-reader': { band: 'older', wordsPerPage: 210, joinRate: 0.7, joinWords: 42 },
  'sophisticated-reader': { band: 'older', wordsPerPage: 230, joinRate: 0.95, joinWords: 52 },
};

export function levelProfile(level: ReadingLevel): LevelProfile {
  return { level, ...profiles[level] };
}

const bands: readonly Band[] = ['little', 'early', 'middle', 'older'];

/** Every reading band grouped by its distance from the given one: the band itself, then its neighbours (the younger first), and so on. */
export function bandsByDistance(band: Band): Band[][] {
  const at = bands.indexOf(band);
  const groups: Band[][] = [];
  bands.forEach((other, index) => (groups[Math.abs(index - at)] ??= []).push(other));
  return groups;
}

/**
 * How a tale written for other bands is told to this reader: at the level of those bands nearest
 * the reader's (the last resort may borrow a tale from a neighbouring band, and it reads as written).
 */
export function profileFor(level: ReadingLevel, written: readonly Band[]): LevelProfile {
  if (written.includes(profiles[level].band)) return levelProfile(level);
  const at = readingLevels.indexOf(level);
  const nearest = readingLevels
    .filter((other) => written.includes(profiles[other].band))
    .sort((a, b) => Math.abs(readingLevels.indexOf(a) - at) - Math.abs(readingLevels.indexOf(b) - at) || readingLevels.indexOf(a) - readingLevels.indexOf(b))[0];
  return levelProfile(nearest ?? level);
}

/** How each reading level shapes the prose: which band of phrasing, page size and sentence joining. */
import { readingLevels, type ReadingLevel } from '../../../../shared/reading.ts';
import type { Band, Tier } from './library/types.ts';

export interface LevelProfile {
  level: ReadingLevel;
  band: Band;
  tier: Tier;
  /** A picture-book page at this level. */
  wordsPerPage: number;
  /** The chance that a join point in a template, or two short plain sentences, become one longer sentence. */
  joinRate: number;
  /** The longest sentence such a join may make. */
  joinWords: number;
  /** Optional beats with a longer sentence than this are passed over (the youngest listeners). */
  maxSentenceWords?: number;
  /**
   * Within a band, the level above leans towards the library's longer phrasings and the level
   * below towards its shorter ones (−1 … 1).
   */
  lengthBias: number;
}

const profiles: Record<ReadingLevel, Omit<LevelProfile, 'level'>> = {
  toddler: { band: 'little', tier: 'simple', wordsPerPage: 45, joinRate: 0, joinWords: 0, maxSentenceWords: 8, lengthBias: -1 },
  'pre-reader': { band: 'little', tier: 'simple', wordsPerPage: 60, joinRate: 0, joinWords: 0, lengthBias: 0.8 },
  'early-reader': { band: 'early', tier: 'simple', wordsPerPage: 80, joinRate: 0.15, joinWords: 0, lengthBias: -0.6 },
  'emergent-reader': { band: 'early', tier: 'simple', wordsPerPage: 100, joinRate: 0.45, joinWords: 0, lengthBias: 0.8 },
  'transitional-reader': { band: 'middle', tier: 'rich', wordsPerPage: 130, joinRate: 0.3, joinWords: 0, lengthBias: -0.6 },
  'fluent-reader': { band: 'middle', tier: 'rich', wordsPerPage: 160, joinRate: 0.55, joinWords: 0, lengthBias: 0.8 },
  'advanced-reader': { band: 'older', tier: 'rich', wordsPerPage: 190, joinRate: 0.35, joinWords: 32, lengthBias: -0.6 },
  'teen-reader': { band: 'older', tier: 'rich', wordsPerPage: 210, joinRate: 0.7, joinWords: 42, lengthBias: 0 },
  'sophisticated-reader': { band: 'older', tier: 'rich', wordsPerPage: 230, joinRate: 0.95, joinWords: 52, lengthBias: 0.6 },
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

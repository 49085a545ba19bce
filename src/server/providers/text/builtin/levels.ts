/** How each reading level shapes the prose: which band of phrasing, page size and sentence joining. */
import type { ReadingLevel } from '../../../../shared/reading.ts';
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

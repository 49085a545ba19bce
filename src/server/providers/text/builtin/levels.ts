/** How each reading level shapes the prose: which band of phrasing, page size and sentence joining. */
import type { ReadingLevel } from '../../../../shared/reading.ts';
import type { Band, Tier } from './library/types.ts';

export interface LevelProfile {
  level: ReadingLevel;
  band: Band;
  tier: Tier;
  /** A picture-book page at this level. */
  wordsPerPage: number;
  /** The chance that a join point in a template becomes one longer sentence. */
  joinRate: number;
}

const profiles: Record<ReadingLevel, Omit<LevelProfile, 'level'>> = {
  toddler: { band: 'little', tier: 'simple', wordsPerPage: 45, joinRate: 0 },
  'pre-reader': { band: 'little', tier: 'simple', wordsPerPage: 60, joinRate: 0.1 },
  'early-reader': { band: 'early', tier: 'simple', wordsPerPage: 80, joinRate: 0.15 },
  'emergent-reader': { band: 'early', tier: 'simple', wordsPerPage: 100, joinRate: 0.45 },
  'transitional-reader': { band: 'middle', tier: 'rich', wordsPerPage: 130, joinRate: 0.3 },
  'fluent-reader': { band: 'middle', tier: 'rich', wordsPerPage: 160, joinRate: 0.6 },
  'advanced-reader': { band: 'older', tier: 'rich', wordsPerPage: 190, joinRate: 0.4 },
  'teen-reader': { band: 'older', tier: 'rich', wordsPerPage: 210, joinRate: 0.65 },
  'sophisticated-reader': { band: 'older', tier: 'rich', wordsPerPage: 230, joinRate: 0.9 },
};

export function levelProfile(level: ReadingLevel): LevelProfile {
  return { level, ...profiles[level] };
}

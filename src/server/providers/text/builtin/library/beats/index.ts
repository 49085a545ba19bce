import type { Band } from '../types.ts';
import { earlyBeats } from './early.ts';
import type { BeatLibrary } from './kinds.ts';
import { littleBeats } from './little.ts';
import { middleBeats } from './middle.ts';
import { olderBeats } from './older.ts';

export const beatLibraries: Readonly<Record<Band, BeatLibrary>> = {
  little: littleBeats,
  early: earlyBeats,
  middle: middleBeats,
  older: olderBeats,
};

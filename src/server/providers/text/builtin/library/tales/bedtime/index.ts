/** Bedtime calm-down: slow, quiet nights that end in sleep. */
import type { Tale } from '../../types.ts';
import { aSongForOne } from './a-song-for-one.ts';
import { theSameStar } from './the-same-star.ts';
import { whereIsSleepy } from './where-is-sleepy.ts';

export const bedtimeTales: readonly Tale[] = [whereIsSleepy, theSameStar, aSongForOne];

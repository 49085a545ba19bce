/** Friendship: its plots written as whole episodes, one file per tale (see the builtin README, "How to write a plot"). */
import type { Tale } from '../../types.ts';
import { tenThingsByFour } from './ten-things-by-four.ts';
import { theFlagOnTheDen } from './the-flag-on-the-den.ts';
import { theSlowestMarble } from './the-slowest-marble.ts';
import { willYouPlay } from './will-you-play.ts';

export const friendshipTales: readonly Tale[] = [willYouPlay, theFlagOnTheDen, theSlowestMarble, tenThingsByFour];

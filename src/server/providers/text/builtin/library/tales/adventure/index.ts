/** Adventure: its plots written as whole episodes, one file per tale (see the builtin README, "How to write a plot"). */
import type { Tale } from '../../types.ts';
import { catchThatHat } from './catch-that-hat.ts';
import { fiveCheckpoints } from './five-checkpoints.ts';
import { flagOnTheHill } from './flag-on-the-hill.ts';
import { followTheWool } from './follow-the-wool.ts';
import { theParcelForM } from './the-parcel-for-m.ts';
import { thePenhallowTrail } from './the-penhallow-trail.ts';
import { theTrueMap } from './the-true-map.ts';
import { theTideRoad } from './the-tide-road.ts';
import { theXOnTheMap } from './the-x-on-the-map.ts';

export const adventureTales: readonly Tale[] = [flagOnTheHill, catchThatHat, theXOnTheMap, followTheWool, fiveCheckpoints, thePenhallowTrail, theTideRoad, theTrueMap, theParcelForM];

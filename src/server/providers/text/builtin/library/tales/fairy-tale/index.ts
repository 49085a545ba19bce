/** Fairy tale: its plots written as whole episodes, one file per tale (see the builtin README, "How to write a plot"). */
import type { Tale } from '../../types.ts';
import { theCastleThatWouldNotWake } from './the-castle-that-would-not-wake.ts';
import { theClockworkKnight } from './the-clockwork-knight.ts';
import { theQueensLostCrown } from './the-queens-lost-crown.ts';
import { theTrollOfGrumbleBridge } from './the-troll-of-grumble-bridge.ts';

export const fairyTaleTales: readonly Tale[] = [theQueensLostCrown, theCastleThatWouldNotWake, theTrollOfGrumbleBridge, theClockworkKnight];

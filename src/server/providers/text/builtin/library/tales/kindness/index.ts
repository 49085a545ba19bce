/** Kindness: its plots written as whole episodes, one file per tale (see the builtin README, "How to write a plot"). */
import type { Tale } from '../../types.ts';
import { happyBirthdayMrPellow } from './happy-birthday-mr-pellow.ts';
import { theBlueDoor } from './the-blue-door.ts';
import { theLemonadeStall } from './the-lemonade-stall.ts';
import { whoseMitten } from './whose-mitten.ts';

export const kindnessTales: readonly Tale[] = [whoseMitten, happyBirthdayMrPellow, theLemonadeStall, theBlueDoor];

/** Adventure: its plots written as whole episodes, one file per tale (see the builtin README, "How to write a plot"). */
import type { Tale } from '../../types.ts';
import { catchThatHat } from './catch-that-hat.ts';
import { flagOnTheHill } from './flag-on-the-hill.ts';

export const adventureTales: readonly Tale[] = [flagOnTheHill, catchThatHat];

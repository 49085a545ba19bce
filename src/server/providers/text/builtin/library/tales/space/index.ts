/** Space: its plots written as whole episodes, one file per tale (see the builtin README, "How to write a plot"). */
import type { Tale } from '../../types.ts';
import { littleStarHome } from './little-star-home.ts';
import { theBigTeapot } from './the-big-teapot.ts';
import { theLastFerry } from './the-last-ferry.ts';
import { theQuietChannel } from './the-quiet-channel.ts';

export const spaceTales: readonly Tale[] = [littleStarHome, theBigTeapot, theLastFerry, theQuietChannel];

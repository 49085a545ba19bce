/** Bravery: its plots written as whole episodes, one file per tale (see the builtin README, "How to write a plot"). */
import type { Tale } from '../../types.ts';
import { aBigBreathHello } from './a-big-breath-hello.ts';
import { braveFeet } from './brave-feet.ts';
import { theLanternWalk } from './the-lantern-walk.ts';
import { theLongDarkHallway } from './the-long-dark-hallway.ts';
import { theSpeechAtThree } from './the-speech-at-three.ts';
import { theStuckSorry } from './the-stuck-sorry.ts';

export const braveryTales: readonly Tale[] = [braveFeet, aBigBreathHello, theLanternWalk, theStuckSorry, theLongDarkHallway, theSpeechAtThree];

/** Dinosaurs: its plots written as whole episodes, one file per tale (see the builtin README, "How to write a plot"). */
import type { Tale } from '../../types.ts';
import { theGullyClaw } from './the-gully-claw.ts';
import { theLostRoar } from './the-lost-roar.ts';
import { theMissingSpectacles } from './the-missing-spectacles.ts';
import { theThumbInTheTrench } from './the-thumb-in-the-trench.ts';
import { whoseEggIsThis } from './whose-egg-is-this.ts';

export const dinosaursTales: readonly Tale[] = [theLostRoar, whoseEggIsThis, theMissingSpectacles, theGullyClaw, theThumbInTheTrench];

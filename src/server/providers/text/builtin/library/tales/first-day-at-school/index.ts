/** First day at school: its plots written as whole episodes, one file per tale (see the builtin README, "How to write a plot"). */
import type { Tale } from '../../types.ts';
import { notYet } from './not-yet.ts';
import { theCreatureThatHoldsTheKey } from './the-creature-that-holds-the-key.ts';
import { whereIsPickle } from './where-is-pickle.ts';
import { youAreHere } from './you-are-here.ts';

export const firstDayAtSchoolTales: readonly Tale[] = [notYet, whereIsPickle, theCreatureThatHoldsTheKey, youAreHere];

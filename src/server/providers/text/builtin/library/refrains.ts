/**
 * The refrain the youngest listeners hear after every try, the same each time so they can join
 * in. Each sentence is under four words, so saying it again is a refrain, not a repeat.
 */
import type { Shape } from './types.ts';

export const refrains: Readonly<Record<Shape, readonly string[]>> = {
  find: ['Not here. Not there. Where, oh where?'],
  fix: ['Tap, tap, tap. Not yet. Not quite.'],
  reach: ['Step, step, step. Not there. Not yet.'],
  befriend: ['Soft and slow. Not yet. Not yet.'],
  courage: ['Big breath in. Not yet. Almost.'],
};

/**
 * Premise tales: written around a template's premise (who wants what, what stands in the way, how
 * it turns), so that any template — built in or made by an admin — is told as a whole story.
 * Their tries and setbacks are written per plot shape (`@find `, `@fix `, `@reach `, `@befriend `,
 * `@courage `) and for a premise about someone else (`@who `) or the hero's own wish (`@nowho `).
 */
import type { Tale } from '../../types.ts';
import { auntieMosBigIdeas } from './auntie-mos-big-ideas.ts';
import { comeInBase } from './come-in-base.ts';
import { fiveWhys } from './five-whys.ts';
import { gentlyDoesIt } from './gently-does-it.ts';
import { rummageRummage } from './rummage-rummage.ts';

export const premiseTales: readonly Tale[] = [rummageRummage, auntieMosBigIdeas, comeInBase, fiveWhys, gentlyDoesIt];

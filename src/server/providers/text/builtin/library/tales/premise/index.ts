/**
 * Premise tales: written around a template's premise (who wants what, what stands in the way, how
 * it turns), so that any template — built in or made by an admin — is told as a whole story.
 * Their tries and setbacks are written per plot shape (`@find `, `@fix `, `@reach `, `@befriend `,
 * `@courage `) and for a premise about someone else (`@who `) or the hero's own wish (`@nowho `).
 * Those written for a world (a rocket, a reef) tell stories set there, on a template's plot or a
 * theme's plot for that world (`../../world-plots/`).
 */
import type { Tale } from '../../types.ts';
import { auntieMosBigIdeas } from './auntie-mos-big-ideas.ts';
import { beepBoopOops } from './beep-boop-oops.ts';
import { blubBlubLittleSub } from './blub-blub-little-sub.ts';
import { bristlePuffsUp } from './bristle-puffs-up.ts';
import { comeInBase } from './come-in-base.ts';
import { fiveWhys } from './five-whys.ts';
import { gentlyDoesIt } from './gently-does-it.ts';
import { lightsOffAndCount } from './lights-off-and-count.ts';
import { oneGentlePush } from './one-gentle-push.ts';
import { rummageRummage } from './rummage-rummage.ts';
import { theLastStripOfTape } from './the-last-strip-of-tape.ts';
import { twoLightsHome } from './two-lights-home.ts';

export const premiseTales: readonly Tale[] = [rummageRummage, auntieMosBigIdeas, comeInBase, fiveWhys, beepBoopOops, blubBlubLittleSub, bristlePuffsUp, gentlyDoesIt, lightsOffAndCount, oneGentlePush, theLastStripOfTape, twoLightsHome];

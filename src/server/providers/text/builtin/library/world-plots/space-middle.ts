/** The themes' plots in space for middle readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const spaceMiddlePlots: WorldPlots = {};

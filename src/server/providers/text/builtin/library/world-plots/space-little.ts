/** The themes' plots in space for little readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const spaceLittlePlots: WorldPlots = {};

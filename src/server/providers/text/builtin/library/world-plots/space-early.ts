/** The themes' plots in space for early readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const spaceEarlyPlots: WorldPlots = {};

/** The themes' plots under the sea for little readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const underseaLittlePlots: WorldPlots = {};

/** The themes' plots under the sea for middle readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const underseaMiddlePlots: WorldPlots = {};

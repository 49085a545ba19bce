/** The themes' plots under the sea for early readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const underseaEarlyPlots: WorldPlots = {};

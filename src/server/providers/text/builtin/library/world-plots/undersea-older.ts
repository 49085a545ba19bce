/** The themes' plots under the sea for older readers, told by a premise tale of that world. */
import type { WorldPlots } from './types.ts';

export const underseaOlderPlots: WorldPlots = {};

import { illustrate } from './builtin/illustrate.ts';
import { assertSafeSvg } from './sanitize.ts';
import type { ImageProvider } from './types.ts';

export type { ImageProvider, CastLook } from './types.ts';

/** The default, offline: the same hero and cast on every page by construction. */
export const builtinIllustrator: ImageProvider = {
  name: 'builtin',
  async illustrate(input) {
    const svg = assertSafeSvg(illustrate(input));
    return { body: new TextEncoder().encode(svg), contentType: 'image/svg+xml', extension: 'svg' };
  },
};

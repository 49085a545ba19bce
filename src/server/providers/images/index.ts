import { illustrate } from './builtin/illustrate.ts';
import { assertSafeSvg } from './sanitize.ts';
import type { ImageProvider } from './types.ts';

export type { ImageProvider, CastLook, Illustration } from './types.ts';

/** The default, offline: the same hero and cast on every page by construction. */
export const builtinIllustrator: ImageProvider = {
  name: 'builtin',
  async illustrate(input) {
    const svg = assertSafeSvg(illustrate(input));
    return { body: new TextEncoder().encode(svg), contentType: 'image/svg+xml', extension: 'svg' };
  },
};

export interface ConfiguredImageProvider {
  label: string;
  provider: ImageProvider;
}

/**
 * The image providers that draw a scene from its plan alone: the built-in illustrator. An outside
 * model needs a character sheet and references; the illustration lab adds it (domain/image-lab.ts).
 */
export function imageProviders(): ConfiguredImageProvider[] {
  return [{ label: 'Built-in illustrator (SVG, offline)', provider: builtinIllustrator }];
}

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

export interface ConfiguredImageProvider {
  label: string;
  provider: ImageProvider;
}

/**
 * Every image provider this install can draw with, the built-in one first. Outside image models
 * are added here when they are configured, so the labs list them without a change of their own.
 */
export function imageProviders(): ConfiguredImageProvider[] {
  return [{ label: 'Built-in illustrator (SVG, offline)', provider: builtinIllustrator }];
}

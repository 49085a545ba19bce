/**
 * The illustration capability. The built-in illustrator draws SVG from a scene plan; outside
 * image models implement the same interface, so the pipeline never knows who drew a page.
 */
import type { IllustrationInput } from './builtin/illustrate.ts';

export type { IllustrationInput } from './builtin/illustrate.ts';
export type { CastLook } from './builtin/cast.ts';

export interface Illustration {
  body: Uint8Array;
  contentType: 'image/svg+xml' | 'image/png' | 'image/webp';
  extension: 'svg' | 'png' | 'webp';
}

export interface ImageProvider {
  readonly name: string;
  illustrate(input: IllustrationInput): Promise<Illustration>;
}

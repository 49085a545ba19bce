/**
 * The illustration labs' APIs (docs/product.md "Test pages"): one scene plan drawn by every
 * configured image provider side by side (/image-gen-test), and the character drawn in each style
 * (/character-illustration-demo). Nothing is saved and no credits are spent.
 */
import { z } from 'zod';
import { expressionNames, poseNames, type PoseName } from '../character/index.ts';
import { sceneSettings, timesOfDay } from './illustrations.ts';
import { illustrationStyleIds } from './stories.ts';

export const imageLabRequest = z.strictObject({
  setting: z.enum(sceneSettings, { error: 'Please choose a place.' }).default('park'),
  timeOfDay: z.enum(timesOfDay, { error: 'Please choose a time of day.' }).default('day'),
  style: z.enum(illustrationStyleIds, { error: 'Please choose an illustration style.' }).default('storybook'),
  pose: z.enum(poseNames as [PoseName, ...PoseName[]], { error: 'Please choose a pose.' }).default('waving'),
  expression: z.enum(expressionNames, { error: 'Please choose an expression.' }).default('happy'),
  /** One of the caller's children, drawn as they look; a sample child otherwise. */
  childId: z.uuid({ error: 'Please choose one of your children.' }).optional(),
});

export interface ImageLabDrawing {
  provider: string;
  /** The picture as a data URL, or null when this provider failed. */
  image: string | null;
  error: string | null;
  ms: number;
  bytes: number;
  /** How the time splits, for a provider that makes more than one call (the outside model's reference, then the page). */
  note?: string;
}

export interface ImageLabResponse {
  drawings: ImageLabDrawing[];
}

export interface ImageProvidersResponse {
  providers: Array<{ name: string; label: string }>;
}

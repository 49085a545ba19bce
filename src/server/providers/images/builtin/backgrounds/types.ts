import type { TimeOfDay } from '../../../../../shared/schemas/illustrations.ts';

export interface BackgroundContext {
  time: TimeOfDay;
  /** Where the land meets the sky; the camera angle moves it. */
  horizon: number;
  /** Where the characters stand. */
  ground: number;
  rng: () => number;
  /** The sky, clipped to a window of the room. */
  skyWindow: (x: number, y: number, width: number, height: number) => string;
}

/**
 * A setting as stacked layers, back to front, so the paper-cut style can lift each one off the
 * next. `sky: false` is a place with its own ceiling or wall (a room, the sea, space).
 */
export interface Background {
  sky: boolean;
  layers: string[];
  /** Drawn in front of the characters (grass tufts, a bed's blanket edge, seaweed). */
  front?: string;
}

export type DrawBackground = (context: BackgroundContext) => Background;

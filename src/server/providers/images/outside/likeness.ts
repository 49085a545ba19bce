/**
 * The likeness check's contract: a vision-capable text model compares an outside model's picture
 * with the hero's reference picture and scores it 0–10 with its reasons (same hair, skin, glasses,
 * outfit, age). The illustrating stage redraws a page scored below the threshold.
 */
import type { ReferencePicture } from './model.ts';

export interface LikenessVerdict {
  score: number;
  reasons: string;
}

export interface LikenessJudge {
  /** The text model's id, e.g. `openai:gpt-4.1-mini`. */
  readonly id: string;
  compare(reference: ReferencePicture, picture: ReferencePicture): Promise<LikenessVerdict>;
}

/**
 * POST /api/lab/narration: the narration timings lab (/test-narration-timestamps, docs/product.md
 * "Test pages"). An admin has any text read by a built-in voice and sees every word's timing.
 */
import { z } from 'zod';
import { narratorVoiceIds } from '../narration.ts';
import { readingLevels } from '../reading.ts';
import { cleanText } from './text.ts';
import { wordTiming } from './stories.ts';

export const narrationLabMaxLength = 1_500;

export const narrationLabRequest = z.strictObject({
  text: cleanText({ error: 'Please enter something to read.' })
    .trim()
    .min(1, 'Please enter something to read.')
    .max(narrationLabMaxLength, `Please keep the text under ${narrationLabMaxLength.toLocaleString('en-US')} characters.`)
    .refine((text) => /[\p{L}\p{N}]/u.test(text), 'Please enter at least one word.'),
  narrator: z.enum(narratorVoiceIds, { error: 'Please choose one of the voices.' }).default('warm'),
  readingLevel: z.enum(readingLevels, { error: 'Please choose a reading level.' }).default('emergent-reader'),
});
export type NarrationLabRequest = z.input<typeof narrationLabRequest>;

export const narrationLabResponse = z.object({
  /** The text as it was read: word offsets point into it. */
  text: z.string(),
  /** The audio as a `data:` URL, so the lab keeps nothing on the server. */
  audio: z.string(),
  durationMs: z.number(),
  timings: z.array(wordTiming),
  timingMethod: z.string(),
  provider: z.string(),
  /** Synthesis, encoding and alignment together. */
  elapsedMs: z.number(),
});
export type NarrationLabResponse = z.infer<typeof narrationLabResponse>;

/** POST /api/lab/narration/recording (multipart): a recording of `text` to align, with its reading level. */
export const narrationLabRecordingFields = z.object({
  text: narrationLabRequest.shape.text,
  readingLevel: narrationLabRequest.shape.readingLevel,
});

/**
 * Word timings for a parent's recording of a page: the built-in narrator renders the same text in
 * one fixed voice as the reference, and the recording is aligned to it (see align.ts).
 */
import type { ReadingLevel } from '../../../../shared/reading.ts';
import { renderSpeech } from '../builtin/index.ts';
import { alignToReference, type Alignment, type RecordedAudio } from './align.ts';

export type { Alignment, RecordedAudio } from './align.ts';

export async function alignRecording(
  recording: RecordedAudio,
  page: { text: string; names: readonly string[]; readingLevel: ReadingLevel },
): Promise<Alignment> {
  const reference = await renderSpeech({ text: page.text, voice: 'warm', readingLevel: page.readingLevel, names: page.names });
  return alignToReference(page.text, recording, reference);
}

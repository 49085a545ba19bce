/**
 * The narration lab's "align a recording": an uploaded reading of the lab's text is decoded,
 * aligned to it like a parent's recorded page, and handed back as MP3 with its timings. Nothing
 * is stored.
 */
import type { NarrationLabResponse } from '../../shared/schemas/narration-lab.ts';
import { recordingLimits, recordingMessages } from '../../shared/schemas/recordings.ts';
import type { ReadingLevel } from '../../shared/reading.ts';
import { AppError } from '../errors.ts';
import { alignOnThread } from '../providers/speech/builtin/threaded.ts';
import { encodeTimedMp3 } from '../providers/speech/builtin/index.ts';
import { decodeRecording } from '../providers/speech/recorded-audio.ts';

export async function alignLabRecording(input: { text: string; readingLevel: ReadingLevel; bytes: Uint8Array }): Promise<NarrationLabResponse> {
  if (input.bytes.length > recordingLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', recordingMessages.tooLarge, 'file');
  const started = performance.now();
  const audio = await decodeRecording(input.bytes).catch(() => {
    throw new AppError('VALIDATION_FAILED', recordingMessages.unreadable, 'file');
  });
  if (audio.durationMs < recordingLimits.minSeconds * 1000) throw new AppError('VALIDATION_FAILED', recordingMessages.tooShort, 'file');
  if (audio.durationMs > recordingLimits.maxSeconds * 1000) throw new AppError('VALIDATION_FAILED', recordingMessages.tooLong, 'file');
  const alignment = await alignOnThread(audio, { text: input.text, names: [], readingLevel: input.readingLevel });
  const pcm = Int16Array.from(audio.samples, (sample) => Math.max(-32768, Math.min(32767, Math.round(sample * 32767))));
  const encoded = await encodeTimedMp3(pcm, audio.sampleRate, alignment.timings);
  return {
    text: input.text,
    audio: `data:audio/mpeg;base64,${Buffer.from(encoded.audio).toString('base64')}`,
    durationMs: encoded.durationMs,
    timings: encoded.timings,
    timingMethod: alignment.method,
    provider: 'recording',
    elapsedMs: Math.round(performance.now() - started),
  };
}

/**
 * Forced alignment of a parent's recording to the page text, offline: the built-in narrator says
 * the same text (so its word timings are known), both are turned into MFCC frames, and dynamic time
 * warping pairs every frame of that rendering with the recording. Each word's start and end are
 * carried across the path, then pulled in past silence in the recording, so the highlight follows
 * the parent's own pace and pauses. When the recording does not match (another text, silence, far
 * too short or long), the words are spread over the voiced audio by syllables and marked approximate.
 */
import type { WordTiming } from '../../../../shared/narration.ts';
import { frameLevels, silenceLevel, trimSilence } from '../builtin/timings.ts';
import type { RenderedSpeech } from '../builtin/index.ts';
import { warp } from './dtw.ts';
import { frameMs, mfcc } from './mfcc.ts';
import { proportionalTimings } from './proportional.ts';

type AlignmentMethod = 'aligned' | 'approximate';

export interface RecordedAudio {
  /** Mono samples in −1…1. */
  samples: Float32Array;
  sampleRate: number;
}

export interface Alignment {
  timings: WordTiming[];
  method: AlignmentMethod;
  durationMs: number;
  /** Why the timings are approximate, for the logs. */
  reason?: string;
}

/** Silence put around the rendering, so a recording's own lead-in and tail have something to pair with. */
const paddingMs = 300;
/**
 * How unevenly the words may be stretched (standard deviation of the log of each word's recorded
 * length over its rendered length). Reading the text, even with feeling, stays well under it
 * (0.1–0.3 between two different built-in voices); another text or noise is pulled about far more
 * (0.8 and over).
 */
const maximumStretchSpread = 0.6;
const shortestWordMs = 40;

function pad(speech: RenderedSpeech): Int16Array {
  const padding = Math.round((paddingMs / 1000) * speech.sampleRate);
  const padded = new Int16Array(speech.pcm.length + 2 * padding);
  padded.set(speech.pcm, padding);
  return padded;
}

function voicedMs(levels: Float32Array): number {
  let voiced = 0;
  for (const level of levels) if (level >= 0.05) voiced++;
  return voiced * frameMs;
}

/** What counts as silence in this recording: a little over its quietest frames (a room is never digital zero). */
function roomSilence(levels: Float32Array): number {
  const sorted = Float32Array.from(levels).sort();
  const quiet = sorted[Math.floor(sorted.length * 0.1)] ?? 0;
  return Math.min(0.2, Math.max(silenceLevel, quiet * 2.5));
}

function standardDeviation(values: number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length));
}

/** Aligns `recording` to `reference`, the built-in narrator's rendering of `text`. */
export function alignToReference(text: string, recording: RecordedAudio, reference: RenderedSpeech): Alignment {
  const durationMs = Math.round((recording.samples.length / recording.sampleRate) * 1000);
  const scaled = recording.samples.map((sample) => sample * 32767);
  const levels = frameLevels(scaled, recording.sampleRate);
  const approximate = (reason: string): Alignment => ({ timings: proportionalTimings(text, levels), method: 'approximate', durationMs, reason });
  if (reference.timings.length === 0) return approximate('the text has no words');
  const recordedSpeech = voicedMs(levels);
  const referenceSpeech = voicedMs(frameLevels(reference.pcm, reference.sampleRate));
  if (recordedSpeech < 0.3 * referenceSpeech) return approximate('the recording is mostly silent or much shorter than the text');
  if (recordedSpeech > 4 * referenceSpeech) return approximate('the recording is much longer than the text');

  const path = warp(mfcc(pad(reference), reference.sampleRate), mfcc(scaled, recording.sampleRate));
  const lastFrame = path.first.length - 1;
  const frameOf = (ms: number) => Math.min(lastFrame, Math.max(0, Math.floor((ms + paddingMs) / frameMs)));
  const spans = reference.timings.map((timing) => {
    const from = path.first[frameOf(timing.startMs)]!;
    const to = path.last[frameOf(Math.max(timing.startMs, timing.endMs - frameMs))]!;
    return { from, to, stretch: Math.log(Math.max(2, to - from + 1) / Math.max(2, (timing.endMs - timing.startMs) / frameMs)) };
  });
  const spread = standardDeviation(spans.map((span) => span.stretch));
  if (spread > maximumStretchSpread) return approximate(`the recording does not follow the text (stretch spread ${spread.toFixed(2)})`);

  let previousEnd = 0;
  const silence = roomSilence(levels);
  const timings = reference.timings.map((timing, index) => {
    const from = spans[index]!.from * frameMs;
    const to = (spans[index]!.to + 1) * frameMs;
    let [startMs, endMs] = trimSilence(levels, Math.max(from, previousEnd), Math.max(to, from + shortestWordMs), silence);
    startMs = Math.max(startMs, previousEnd);
    endMs = Math.min(durationMs, Math.max(endMs, startMs + shortestWordMs));
    previousEnd = startMs;
    return { ...timing, startMs: Math.round(startMs), endMs: Math.round(endMs) };
  });
  return { timings, method: 'aligned', durationMs };
}

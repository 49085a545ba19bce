/**
 * The speech capability: a page's text in, audio every browser plays and a timing for every
 * displayed word out. The built-in narrator needs nothing configured; outside voices plug in here.
 */
import type { NarratorVoiceId, WordTiming } from '../../../shared/narration.ts';
import type { ReadingLevel } from '../../../shared/reading.ts';

export interface NarrationRequest {
  text: string;
  voice: NarratorVoiceId;
  readingLevel: ReadingLevel;
  /** The hero's and the cast's names, said the same way every time. */
  names: readonly string[];
}

export interface Narration {
  audio: Uint8Array;
  contentType: 'audio/mpeg';
  extension: 'mp3';
  durationMs: number;
  timings: WordTiming[];
  /** How the timings were made, kept with the page. */
  timingMethod: 'synthesis-events';
}

export interface SpeechProvider {
  readonly name: string;
  narrate(request: NarrationRequest): Promise<Narration>;
}

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
  /** The outside service's id of the parent's cloned voice, when the story is read in it. */
  clonedVoiceId?: string;
}

export interface Narration {
  audio: Uint8Array;
  contentType: 'audio/mpeg';
  extension: 'mp3';
  durationMs: number;
  timings: WordTiming[];
  /**
   * How the timings were made, kept with the page: the synthesiser's own word events, the outside
   * voice's character timestamps, or a transcription of the audio matched onto the text.
   */
  timingMethod: 'synthesis-events' | 'provider-alignment' | 'transcription-alignment';
  /** True when an outside voice failed and the built-in narrator read the page instead. */
  fellBack?: boolean;
}

export interface SpeechProvider {
  readonly name: string;
  narrate(request: NarrationRequest): Promise<Narration>;
}

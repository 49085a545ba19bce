/**
 * The built-in narrator: eSpeak NG in WebAssembly, paragraph by paragraph, with a pause between
 * paragraphs, encoded as MP3, with word timings carried back onto the displayed text.
 */
import type { WordTiming } from '../../../../shared/narration.ts';
import type { Narration, NarrationRequest, SpeechProvider } from '../speech.ts';
import { espeakSampleRate, speak } from './espeak.ts';
import { encodeMp3, mp3StartDelayMs } from './mp3.ts';
import { spokenPage } from './spoken-text.ts';
import { offsetTimings, paragraphTimings } from './timings.ts';
import { espeakVoice, pausesFor } from './voices.ts';

export interface RenderedSpeech {
  pcm: Int16Array;
  sampleRate: number;
  durationMs: number;
  timings: WordTiming[];
}

const samplesOf = (ms: number) => Math.round((ms / 1000) * espeakSampleRate);

/** Speech as PCM with its timings, before encoding: the aligner and the benchmarks use it too. */
export async function renderSpeech(request: NarrationRequest): Promise<RenderedSpeech> {
  const voice = espeakVoice(request.voice, request.readingLevel);
  const pauses = pausesFor(request.readingLevel);
  const page = spokenPage(request.text, { names: request.names, sentencePauseMs: pauses.sentenceMs });
  const pieces: Int16Array[] = [];
  const timings: WordTiming[] = [];
  let offsetMs = 0;
  for (const [index, paragraph] of page.paragraphs.entries()) {
    if (index > 0) {
      pieces.push(new Int16Array(samplesOf(pauses.paragraphMs)));
      offsetMs += pauses.paragraphMs;
    }
    const utterance = await speak(paragraph.ssml, voice);
    const words = paragraph.wordIndexes.map((wordIndex) => page.words[wordIndex]!);
    const local = paragraphTimings({
      words,
      spokenRanges: paragraph.spokenRanges,
      events: utterance.events,
      durationMs: utterance.durationMs,
      pcm: utterance.pcm,
      sampleRate: espeakSampleRate,
    });
    timings.push(...offsetTimings(local, offsetMs));
    pieces.push(utterance.pcm);
    offsetMs += utterance.durationMs;
  }
  const pcm = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    pcm.set(piece, at);
    at += piece.length;
  }
  return { pcm, sampleRate: espeakSampleRate, durationMs: (pcm.length / espeakSampleRate) * 1000, timings };
}

/** Audio as MP3, with its timings and length moved by the decoder's start delay so they match what plays. */
export async function encodeTimedMp3(
  pcm: Int16Array,
  sampleRate: number,
  timings: WordTiming[],
): Promise<{ audio: Uint8Array; durationMs: number; timings: WordTiming[] }> {
  const audio = await encodeMp3(pcm, sampleRate);
  const delayMs = mp3StartDelayMs(audio);
  return { audio, durationMs: Math.round((pcm.length / sampleRate) * 1000 + delayMs), timings: offsetTimings(timings, delayMs) };
}

export function createBuiltinNarrator(): SpeechProvider {
  return {
    name: 'builtin',
    async narrate(request: NarrationRequest): Promise<Narration> {
      const speech = await renderSpeech(request);
      return { ...(await encodeTimedMp3(speech.pcm, speech.sampleRate, speech.timings)), contentType: 'audio/mpeg', extension: 'mp3', timingMethod: 'synthesis-events' };
    },
  };
}

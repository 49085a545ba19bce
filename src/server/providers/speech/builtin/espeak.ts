/**
 * eSpeak NG compiled to WebAssembly (@echogarden/espeak-ng-emscripten): nothing to install, no
 * network. One instance per process, loaded on first use (about 24 MB of voice data).
 */
import type { ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';
import type { SpeechEvent } from './timings.ts';

export const espeakSampleRate = 22050;

export interface EspeakVoice {
  /** eSpeak voice and variant, e.g. `en-us+m3`. */
  name: string;
  /** Words per minute. */
  rate: number;
  /** 0–99, eSpeak's scale. */
  pitch: number;
  /** Pitch range, 0–99: how much the voice rises and falls. */
  range: number;
}

export interface Utterance {
  pcm: Int16Array;
  events: SpeechEvent[];
  durationMs: number;
}

let instance: Promise<ESpeakNGWorker> | undefined;

function engine(): Promise<ESpeakNGWorker> {
  instance ??= import('@echogarden/espeak-ng-emscripten')
    .then(async ({ default: initialize }) => new (await initialize()).eSpeakNGWorker())
    .catch((error: unknown) => {
      instance = undefined;
      throw error;
    });
  return instance;
}

/** Loads the engine ahead of the first page, so its start-up is not paid while a parent waits. */
export async function warmUpEspeak(): Promise<void> {
  await engine();
}

/** Says one SSML text. Calls are synchronous inside the engine, so they never interleave. */
export async function speak(ssml: string, voice: EspeakVoice): Promise<Utterance> {
  const worker = await engine();
  if (worker.set_voice(voice.name) !== 0) throw new Error(`eSpeak has no voice ${voice.name}`);
  worker.set_rate(voice.rate);
  worker.set_pitch(voice.pitch);
  worker.set_range(voice.range);
  const chunks: Int16Array[] = [];
  const events: SpeechEvent[] = [];
  worker.synthesize(ssml, (samples, raw) => {
    if (samples && samples.length > 0) chunks.push(samples);
    for (const event of raw) {
      const phoneme = event.type === 'phoneme' ? { phoneme: String(event.id ?? '') } : {};
      events.push({ type: event.type as SpeechEvent['type'], textPosition: event.text_position, audioMs: event.audio_position, ...phoneme });
    }
  });
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const pcm = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    pcm.set(chunk, offset);
    offset += chunk.length;
  }
  return { pcm, events, durationMs: (length / espeakSampleRate) * 1000 };
}

/**
 * ElevenLabs' text to speech with timestamps: the page is read in one call that returns the MP3 and
 * a start and end time for every character, which become the timings of the displayed words.
 */
import type { Narration, NarrationRequest, SpeechProvider } from '../speech.ts';
import { createLimiter, expectOk, withRetries, type CallPolicy } from '../../outside-calls.ts';
import { timingsFromCharacters, type CharacterAlignment } from './word-timings.ts';

export interface ElevenLabsOptions extends CallPolicy {
  apiKey: string;
  baseUrl: string;
  voiceId?: string;
  model?: string;
  concurrency: number;
}

/** A calm, clear narrator from ElevenLabs' default voices. */
const defaultVoiceId = '21m00Tcm4TlvDq8ikWAM';
const defaultModel = 'eleven_multilingual_v2';

interface TimestampedSpeech {
  audio_base64: string;
  alignment: CharacterAlignment | null;
}

export function createElevenLabsNarrator(options: ElevenLabsOptions): SpeechProvider {
  const limited = createLimiter(options.concurrency);
  const urlFor = (voiceId: string) => {
    const url = new URL(`/v1/text-to-speech/${encodeURIComponent(voiceId)}/with-timestamps`, options.baseUrl);
    url.searchParams.set('output_format', 'mp3_22050_32');
    return url;
  };
  return {
    name: 'elevenlabs',
    narrate: (request: NarrationRequest) =>
      limited(() =>
        withRetries(options, async (signal): Promise<Narration> => {
          // A parent's cloned voice when the story is read in it; the configured voice otherwise.
          const response = await fetch(urlFor(request.clonedVoiceId ?? options.voiceId ?? defaultVoiceId), {
            method: 'POST',
            headers: { 'xi-api-key': options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ text: request.text, model_id: options.model ?? defaultModel }),
            signal,
          });
          const body = (await (await expectOk(response, 'ElevenLabs')).json()) as TimestampedSpeech;
          if (!body.audio_base64 || !body.alignment) throw new Error('ElevenLabs gave no audio or no timestamps.');
          const timings = timingsFromCharacters(request.text, body.alignment);
          const durationMs = Math.round((body.alignment.character_end_times_seconds.at(-1) ?? 0) * 1000);
          return {
            audio: new Uint8Array(Buffer.from(body.audio_base64, 'base64')),
            contentType: 'audio/mpeg',
            extension: 'mp3',
            durationMs: Math.max(durationMs, timings.at(-1)?.endMs ?? 0),
            timings,
            timingMethod: 'provider-alignment',
          };
        }),
      ),
  };
}

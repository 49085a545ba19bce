/**
 * OpenAI's speech endpoint reads the page but gives no timings, so the audio is sent back through
 * the transcription endpoint with word timestamps, and the words it heard are matched onto the
 * page's own words.
 */
import type { Narration, NarrationRequest, SpeechProvider } from '../speech.ts';
import { createLimiter, expectOk, withRetries, type CallPolicy } from '../../outside-calls.ts';
import { timingsFromTranscript, type HeardWord } from './word-timings.ts';

export interface OpenAISpeechOptions extends CallPolicy {
  apiKey: string;
  /** Up to and including `/v1`. */
  baseUrl: string;
  voice?: string;
  model?: string;
  concurrency: number;
}

const defaultVoice = 'sage';
const defaultModel = 'gpt-4o-mini-tts';
/** The transcription model that gives word timestamps. */
const transcriptionModel = 'whisper-1';

interface Transcription {
  duration?: number;
  words?: HeardWord[];
}

export function createOpenAINarrator(options: OpenAISpeechOptions): SpeechProvider {
  const limited = createLimiter(options.concurrency);
  const base = options.baseUrl.replace(/\/+$/, '');
  const auth = { authorization: `Bearer ${options.apiKey}` };

  const speak = (text: string) =>
    withRetries(options, async (signal) => {
      const response = await fetch(`${base}/audio/speech`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: options.model ?? defaultModel,
          voice: options.voice ?? defaultVoice,
          input: text,
          response_format: 'mp3',
          instructions: 'Read this bedtime story gently and warmly, at an unhurried pace for a young child.',
        }),
        signal,
      });
      return new Uint8Array(await (await expectOk(response, 'OpenAI speech')).arrayBuffer());
    });

  const transcribe = (audio: Uint8Array) =>
    withRetries(options, async (signal) => {
      const form = new FormData();
      form.set('file', new Blob([audio as Uint8Array<ArrayBuffer>], { type: 'audio/mpeg' }), 'page.mp3');
      form.set('model', transcriptionModel);
      form.set('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'word');
      const response = await fetch(`${base}/audio/transcriptions`, { method: 'POST', headers: auth, body: form, signal });
      return (await (await expectOk(response, 'OpenAI transcription')).json()) as Transcription;
    });

  return {
    name: 'openai',
    narrate: (request: NarrationRequest) =>
      limited(async (): Promise<Narration> => {
        const audio = await speak(request.text);
        const heard = await transcribe(audio);
        if (!heard.words || heard.words.length === 0) throw new Error('The transcription heard no words.');
        const timings = timingsFromTranscript(request.text, heard.words);
        return {
          audio,
          contentType: 'audio/mpeg',
          extension: 'mp3',
          durationMs: Math.max(Math.round((heard.duration ?? 0) * 1000), timings.at(-1)?.endMs ?? 0),
          timings,
          timingMethod: 'transcription-alignment',
        };
      }),
  };
}

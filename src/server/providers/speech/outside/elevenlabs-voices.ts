/**
 * ElevenLabs' instant voice cloning: a voice sample becomes a voice (`POST /v1/voices/add`,
 * multipart), which can be renamed (`POST /v1/voices/{id}/edit`) and deleted
 * (`DELETE /v1/voices/{id}`). The voice then reads pages through text to speech with timestamps.
 */
import { expectOk, withRetries, type CallPolicy } from '../../outside-calls.ts';

export interface VoiceSample {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

/** An outside service that makes a voice from a sample and reads with it. */
export interface VoiceCloner {
  readonly name: string;
  /** Returns the service's id of the new voice. */
  addVoice(name: string, sample: VoiceSample): Promise<string>;
  renameVoice(voiceId: string, name: string): Promise<void>;
  /** A voice the service no longer has counts as deleted. */
  deleteVoice(voiceId: string): Promise<void>;
}

export interface ElevenLabsVoiceOptions extends CallPolicy {
  apiKey: string;
  baseUrl: string;
}

export function createElevenLabsVoices(options: ElevenLabsVoiceOptions): VoiceCloner {
  const headers = { 'xi-api-key': options.apiKey, accept: 'application/json' };
  const url = (path: string) => new URL(path, options.baseUrl);
  return {
    name: 'elevenlabs',
    addVoice: (name, sample) =>
      withRetries(options, async (signal) => {
        const form = new FormData();
        form.set('name', name);
        form.set('description', 'A parent’s voice for reading their own Storyloom stories.');
        form.append('files', new Blob([sample.bytes as Uint8Array<ArrayBuffer>], { type: sample.contentType }), `sample.${sample.extension}`);
        const response = await fetch(url('/v1/voices/add'), { method: 'POST', headers, body: form, signal });
        const body = (await (await expectOk(response, 'ElevenLabs add voice')).json()) as { voice_id?: string };
        if (!body.voice_id) throw new Error('ElevenLabs made no voice.');
        return body.voice_id;
      }),
    renameVoice: (voiceId, name) =>
      withRetries(options, async (signal) => {
        const form = new FormData();
        form.set('name', name);
        const response = await fetch(url(`/v1/voices/${encodeURIComponent(voiceId)}/edit`), { method: 'POST', headers, body: form, signal });
        await expectOk(response, 'ElevenLabs edit voice');
      }),
    deleteVoice: (voiceId) =>
      withRetries(options, async (signal) => {
        const response = await fetch(url(`/v1/voices/${encodeURIComponent(voiceId)}`), { method: 'DELETE', headers, signal });
        if (response.status === 404) return;
        await expectOk(response, 'ElevenLabs delete voice');
      }),
  };
}

/**
 * A local server answering as ElevenLabs' text to speech with timestamps and instant voice cloning
 * (add, edit, delete a voice) and OpenAI's speech and transcription endpoints, for tests of the
 * outside voices: the real provider code talks HTTP to it. Every character is read in 50 ms; a
 * transcription hears the page's words 300 ms apart.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeMp3 } from '../../src/server/providers/speech/builtin/mp3.ts';

export const msPerCharacter = 50;
export const msPerHeardWord = 300;

export interface FakeSpeech {
  baseUrl: string;
  /** `POST <path>` with the key it was sent with, in order. */
  calls: Array<{ path: string; method: string; key: string | undefined }>;
  /** While true, every call answers 503. */
  failing: boolean;
  /** The voices cloned here and not deleted, by id: their name and the sample's size and type. */
  voices: Map<string, { name: string; sampleBytes: number; sampleType: string }>;
  reset: () => void;
  close: () => Promise<void>;
}

const silence = (ms: number) => encodeMp3(new Int16Array(Math.round((22_050 * ms) / 1000)), 22_050);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeSpeech(): Promise<FakeSpeech> {
  let lastSpoken = '';
  let voiceCount = 0;
  const fake: Omit<FakeSpeech, 'baseUrl' | 'close'> = {
    calls: [],
    failing: false,
    voices: new Map(),
    reset() {
      fake.calls.length = 0;
      fake.failing = false;
    },
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const body = await readBody(request);
      fake.calls.push({ path, method: request.method ?? 'GET', key: (request.headers['xi-api-key'] as string | undefined) ?? request.headers.authorization });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (fake.failing) return json(503, { error: 'The voice service is unavailable.' });
      if (/^\/v1\/text-to-speech\/[^/]+\/with-timestamps$/.test(path)) {
        const { text } = JSON.parse(body.toString('utf8')) as { text: string };
        const characters = Array.from(text);
        return json(200, {
          audio_base64: Buffer.from(await silence(characters.length * msPerCharacter)).toString('base64'),
          alignment: {
            characters,
            character_start_times_seconds: characters.map((_, index) => (index * msPerCharacter) / 1000),
            character_end_times_seconds: characters.map((_, index) => ((index + 1) * msPerCharacter) / 1000),
          },
        });
      }
      const form = async () =>
        new Request('http://fake', { method: 'POST', headers: { 'content-type': String(request.headers['content-type']) }, body: new Uint8Array(body) }).formData();
      if (path === '/v1/voices/add' && request.method === 'POST') {
        const fields = await form();
        const name = fields.get('name');
        const files = fields.getAll('files').filter((file): file is File => file instanceof File);
        if (typeof name !== 'string' || !name || files.length === 0) return json(422, { detail: 'name and files are required' });
        const id = `cloned-${++voiceCount}`;
        fake.voices.set(id, { name, sampleBytes: files[0]!.size, sampleType: files[0]!.type });
        return json(200, { voice_id: id, requires_verification: false });
      }
      const voicePath = /^\/v1\/voices\/([^/]+)(\/edit)?$/.exec(path);
      if (voicePath) {
        const voice = fake.voices.get(decodeURIComponent(voicePath[1]!));
        if (!voice) return json(404, { detail: 'voice not found' });
        if (request.method === 'DELETE' && !voicePath[2]) {
          fake.voices.delete(decodeURIComponent(voicePath[1]!));
          return json(200, { status: 'ok' });
        }
        if (request.method === 'POST' && voicePath[2]) {
          const name = (await form()).get('name');
          if (typeof name !== 'string' || !name) return json(422, { detail: 'name is required' });
          voice.name = name;
          return json(200, { status: 'ok' });
        }
      }
      if (path === '/v1/audio/speech') {
        lastSpoken = (JSON.parse(body.toString('utf8')) as { input: string }).input;
        response.writeHead(200, { 'content-type': 'audio/mpeg' });
        return response.end(Buffer.from(await silence(1000)));
      }
      if (path === '/v1/audio/transcriptions') {
        if (!body.includes('timestamp_granularities[]') || !body.includes('verbose_json')) return json(400, { error: 'word timestamps were not asked for' });
        const heard = lastSpoken.split(/\s+/).filter(Boolean).map((word) => word.replace(/[^\p{L}\p{N}'’-]/gu, '').toLowerCase());
        const words = heard.map((word, index) => ({ word, start: (index * msPerHeardWord) / 1000, end: (index * msPerHeardWord + 250) / 1000 }));
        return json(200, { text: heard.join(' '), duration: (heard.length * msPerHeardWord) / 1000, words });
      }
      json(404, { error: `no such endpoint: ${path}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get calls() {
      return fake.calls;
    },
    get voices() {
      return fake.voices;
    },
    get failing() {
      return fake.failing;
    },
    set failing(value: boolean) {
      fake.failing = value;
    },
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

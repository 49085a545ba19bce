/**
 * A local server answering as OpenAI's Image API (`/v1/images/generations`, `/v1/images/edits`
 * with several `image[]` parts), Gemini's `generateContent` for image models, and OpenAI's chat completions (the likeness check's structured output,
 * and story text for apps whose TEXT_PROVIDER points here), for tests of outside illustrations: the
 * real provider code talks HTTP to it. Every picture is a real PNG; `delayMs` slows each drawing.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { storyJson } from './fake-openai.ts';

export interface ImageCall {
  path: string;
  model: string;
  prompt: string;
  /** The input pictures, by their SHA-256 (hex), in the order sent. */
  images: string[];
  inputFidelity: string | null;
  authorization: string | undefined;
}

export interface LikenessCall {
  model: string;
  /** How many pictures the message carried. */
  pictures: number;
  text: string;
}

export interface FakeImages {
  /** OpenAI's base, up to `/v1`. */
  baseUrl: string;
  /** Gemini's base, up to `/v1beta`. */
  geminiBaseUrl: string;
  imageCalls: ImageCall[];
  likenessCalls: LikenessCall[];
  /** Each drawing takes this long. */
  delayMs: number;
  /** Image calls whose prompt this returns true for answer 503. */
  fail: (prompt: string) => boolean;
  /** Prompts this returns true for are refused as OpenAI's safety system does (400 moderation_blocked). */
  refuse: (prompt: string) => boolean;
  /** Likeness scores for the next checks, in order; after they run out, 9. */
  likenessScores: number[];
  /** Image calls answered so far, and the most at once. */
  inFlight: { now: number; most: number };
  reset: () => void;
  close: () => Promise<void>;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let drawn = 0;
/** A small real PNG, a different colour every time, as an image model's answer. */
async function picture(): Promise<Buffer> {
  drawn += 1;
  const channel = (salt: number) => (drawn * salt) % 256;
  return sharp({ create: { width: 96, height: 64, channels: 3, background: { r: channel(53), g: channel(97), b: channel(151) } } }).png().toBuffer();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeImages(): Promise<FakeImages> {
  const fake: Omit<FakeImages, 'baseUrl' | 'geminiBaseUrl' | 'close'> = {
    imageCalls: [],
    likenessCalls: [],
    delayMs: 0,
    fail: () => false,
    refuse: () => false,
    likenessScores: [],
    inFlight: { now: 0, most: 0 },
    reset() {
      fake.imageCalls.length = 0;
      fake.likenessCalls.length = 0;
      fake.delayMs = 0;
      fake.fail = () => false;
      fake.refuse = () => false;
      fake.likenessScores = [];
      fake.inFlight = { now: 0, most: 0 };
    },
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const body = await readBody(request);
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const gemini = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(path);
      if (path === '/v1/images/generations' || path === '/v1/images/edits' || gemini) {
        let call: ImageCall;
        if (gemini) {
          const payload = JSON.parse(body.toString('utf8')) as { contents: Array<{ parts: Array<{ text?: string; inlineData?: { data: string } }> }> };
          const parts = payload.contents.flatMap((content) => content.parts);
          const images = parts.flatMap((part) => (part.inlineData ? [sha256(Buffer.from(part.inlineData.data, 'base64'))] : []));
          const prompt = parts.map((part) => part.text ?? '').join('');
          call = { path: '/v1beta/models/{model}:generateContent', model: decodeURIComponent(gemini[1]!), prompt, images, inputFidelity: null, authorization: request.headers['x-goog-api-key'] as string | undefined };
        } else if (path === '/v1/images/edits') {
          const form = await new Request('http://fake', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body: new Uint8Array(body) }).formData();
          const images = await Promise.all(form.getAll('image[]').map(async (file) => sha256(new Uint8Array(await (file as Blob).arrayBuffer()))));
          call = { path, model: String(form.get('model')), prompt: String(form.get('prompt')), images, inputFidelity: form.get('input_fidelity') as string | null, authorization: request.headers.authorization };
        } else {
          const payload = JSON.parse(body.toString('utf8')) as { model: string; prompt: string };
          call = { path, model: payload.model, prompt: payload.prompt, images: [], inputFidelity: null, authorization: request.headers.authorization };
        }
        fake.imageCalls.push(call);
        fake.inFlight.now += 1;
        fake.inFlight.most = Math.max(fake.inFlight.most, fake.inFlight.now);
        try {
          if (fake.delayMs > 0) await pause(fake.delayMs);
          if (fake.fail(call.prompt)) return json(503, { error: { message: 'The image service is unavailable.', type: 'server_error' } });
          const refused = fake.refuse(call.prompt);
          const png = refused ? null : (await picture()).toString('base64');
          if (gemini) {
            return json(200, { candidates: [png ? { content: { role: 'model', parts: [{ inlineData: { mimeType: 'image/png', data: png } }] }, finishReason: 'STOP' } : { finishReason: 'IMAGE_SAFETY' }] });
          }
          if (!png) {
            return json(400, { error: { message: 'Your request was rejected as a result of our safety system.', type: 'image_generation_user_error', code: 'moderation_blocked' } });
          }
          return json(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png }], output_format: 'png' });
        } finally {
          fake.inFlight.now -= 1;
        }
      }
      if (path === '/v1/chat/completions') {
        const payload = JSON.parse(body.toString('utf8')) as {
          model: string;
          messages: Array<{ content: unknown }>;
          response_format?: { json_schema?: { name?: string } };
        };
        const parts = payload.messages.flatMap((message) => (Array.isArray(message.content) ? (message.content as Array<{ type: string; text?: string }>) : [{ type: 'text', text: String(message.content) }]));
        const reply = (content: string) =>
          json(200, {
            id: `chatcmpl-${Date.now()}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: payload.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
          });
        if (payload.response_format?.json_schema?.name === 'likeness') {
          fake.likenessCalls.push({ model: payload.model, pictures: parts.filter((part) => part.type === 'image_url').length, text: parts.map((part) => part.text ?? '').join('\n') });
          const score = fake.likenessScores.shift() ?? 9;
          return reply(JSON.stringify({ score, sameHair: score >= 7, sameSkin: true, sameGlasses: true, sameOutfit: score >= 5, sameAge: true, reasons: `scored ${score}` }));
        }
        return reply(storyJson('Maya'));
      }
      if (path === '/v1/moderations') {
        const payload = JSON.parse(body.toString('utf8')) as { model: string; input: string[] };
        return json(200, { id: 'modr-test', model: payload.model, results: payload.input.map(() => ({ flagged: false, categories: {} })) });
      }
      json(404, { error: { message: `no such endpoint: ${path}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const result = fake as FakeImages;
  result.baseUrl = `http://127.0.0.1:${port}/v1`;
  result.geminiBaseUrl = `http://127.0.0.1:${port}/v1beta`;
  result.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return result;
}

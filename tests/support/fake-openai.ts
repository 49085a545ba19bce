/**
 * A local OpenAI-compatible server (chat completions and moderations) for tests of the outside
 * text provider: the real provider code talks HTTP to it as it would to api.openai.com.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  authorization: string | undefined;
}

/** One scripted answer: a reply's text content, or an HTTP error. */
export type ChatReply = { content: string } | { status: number; body?: unknown; headers?: Record<string, string> };

export interface FakeOpenAI {
  baseUrl: string;
  chatRequests: ChatRequest[];
  moderationInputs: string[][];
  /** Answers for the next chat calls, in order; after they run out, `defaultReply` answers. */
  replies: ChatReply[];
  defaultReply: (request: ChatRequest) => ChatReply;
  /** Whether each moderation input is flagged; defaults to nothing flagged. */
  flag: (text: string) => boolean;
  /** While set, chat calls wait for it before answering: a slow or hung model. */
  hold: Promise<void> | null;
  reset: () => void;
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 120, completion_tokens: 480, total_tokens: 600 },
  };
}

/** A short, safe story in the shape the provider asks for, naming the hero from the prompt. */
/**
 * A short story that passes the story critic for the usual test inputs: it happens on the windy
 * beach with tall dunes and says the lesson about asking for help.
 */
const storyLines = [
  (hero: string) => `${hero} rowed the little lantern boat along the windy beach with tall dunes, humming a happy tune.`,
  (hero: string) => `The wind tugged at the sail, so ${hero} called to a fisher on the shore for a hand.`,
  () => '“Asking for help is a brave thing to do,” said the fisher, and together they pulled the boat up onto the sand.',
  (hero: string) => `That night the lantern glowed on the windowsill while ${hero} slept.`,
  () => 'Gulls called softly over the harbour wall.',
  () => 'By morning the tide had smoothed every footprint away.',
];

export function storyJson(hero: string, pages = 3): string {
  return JSON.stringify({
    title: `${hero} and the Lantern Boat`,
    pages: Array.from({ length: pages }, (_, index) => ({
      text: storyLines[index % storyLines.length]!(hero),
      sceneDescription: `${hero} in a small wooden boat with a glowing lantern on a windy beach at dusk.`,
    })),
  });
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const fake: FakeOpenAI = {
    baseUrl: '',
    chatRequests: [],
    moderationInputs: [],
    replies: [],
    defaultReply: () => ({ content: storyJson('Hero') }),
    flag: () => false,
    hold: null,
    reset() {
      fake.chatRequests.length = 0;
      fake.moderationInputs.length = 0;
      fake.replies = [];
      fake.defaultReply = () => ({ content: storyJson('Hero') });
      fake.flag = () => false;
      fake.hold = null;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    void readBody(request).then(async (body) => {
      const payload = body as Record<string, unknown>;
      if (request.url === '/v1/chat/completions') {
        const chat = { ...(payload as unknown as ChatRequest), authorization: request.headers.authorization };
        fake.chatRequests.push(chat);
        if (fake.hold) await fake.hold;
        const reply = fake.replies.shift() ?? fake.defaultReply(chat);
        if ('content' in reply) return send(200, completion(chat.model, reply.content));
        return send(reply.status, reply.body ?? { error: { message: 'scripted failure', type: 'server_error' } }, reply.headers);
      }
      if (request.url === '/v1/moderations') {
        const input = payload.input as string[];
        fake.moderationInputs.push(input);
        return send(200, {
          id: 'modr-test',
          model: payload.model,
          results: input.map((text) => ({ flagged: fake.flag(text), categories: { violence: fake.flag(text), sexual: false } })),
        });
      }
      send(404, { error: { message: `no route ${request.url}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

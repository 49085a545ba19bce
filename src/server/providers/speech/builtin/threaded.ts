/**
 * The built-in narrator on its own worker thread: one thread per process, started on first use,
 * pages read one after another. A thread that dies is replaced on the next page.
 */
import { Worker } from 'node:worker_threads';
import type { WordTiming } from '../../../../shared/narration.ts';
import type { Narration, NarrationRequest, SpeechProvider } from '../speech.ts';

interface Reply {
  id: number;
  audio?: Uint8Array;
  durationMs?: number;
  timings?: WordTiming[];
  error?: string;
}

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();

function thread(): Worker {
  if (worker) return worker;
  // The thread runs our TypeScript the way the main process does: tsx registered first, then the module.
  const entry = new URL('./synthesis-thread.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const started = new Worker(bootstrap, { eval: true });
  started.unref();
  started.on('message', (reply: Reply) => {
    waiting.get(reply.id)?.resolve(reply);
    waiting.delete(reply.id);
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The narration thread stopped (exit code ${code}).`)));
  worker = started;
  return started;
}

function ask(request: NarrationRequest): Promise<Reply> {
  const id = nextId++;
  const running = thread();
  return new Promise<Reply>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Keeps the process alive only while a page is being read.
    running.ref();
    running.postMessage({ id, request });
  }).finally(() => {
    if (waiting.size === 0) worker?.unref();
  });
}

export function createThreadedNarrator(): SpeechProvider {
  return {
    name: 'builtin',
    async narrate(request: NarrationRequest): Promise<Narration> {
      const reply = await ask(request);
      if (reply.error !== undefined || !reply.audio) throw new Error(reply.error ?? 'The narration thread gave no audio.');
      return {
        audio: new Uint8Array(reply.audio),
        contentType: 'audio/mpeg',
        extension: 'mp3',
        durationMs: Math.round(reply.durationMs ?? 0),
        timings: reply.timings ?? [],
        timingMethod: 'synthesis-events',
      };
    },
  };
}

/**
 * The built-in narrator, and the alignment of a parent's recording, on their own worker thread: one
 * thread per process, started on first use, jobs done one after another, so the process keeps
 * serving requests and running other jobs meanwhile. A thread that dies is replaced on the next job.
 */
import { Worker } from 'node:worker_threads';
import type { WordTiming } from '../../../../shared/narration.ts';
import type { ReadingLevel } from '../../../../shared/reading.ts';
import type { Alignment, RecordedAudio } from '../alignment/index.ts';
import type { Narration, NarrationRequest, SpeechProvider } from '../speech.ts';

interface Reply {
  id: number;
  audio?: Uint8Array;
  durationMs?: number;
  timings?: WordTiming[];
  alignment?: Alignment;
  error?: string;
}

/** What the thread is asked: read a page, or align a recording of one. */
export type ThreadJob =
  | { request: NarrationRequest }
  | { align: { recording: RecordedAudio; page: { text: string; names: readonly string[]; readingLevel: ReadingLevel } } };

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

/** Starts the thread ahead of the first page, so a worker has it loaded and warm before a story is read. */
export function startNarrationThread(): void {
  thread();
}

function ask(job: ThreadJob): Promise<Reply> {
  const id = nextId++;
  const running = thread();
  return new Promise<Reply>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Keeps the process alive only while a page is being read.
    running.ref();
    running.postMessage({ id, ...job });
  }).finally(() => {
    if (waiting.size === 0) worker?.unref();
  });
}

export function createThreadedNarrator(): SpeechProvider {
  return {
    name: 'builtin',
    async narrate(request: NarrationRequest): Promise<Narration> {
      const reply = await ask({ request });
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

/** Aligns a recording of a page to its text on the thread (providers/speech/alignment). */
export async function alignOnThread(recording: RecordedAudio, page: { text: string; names: readonly string[]; readingLevel: ReadingLevel }): Promise<Alignment> {
  const reply = await ask({ align: { recording: { samples: recording.samples, sampleRate: recording.sampleRate }, page } });
  if (reply.error !== undefined || !reply.alignment) throw new Error(reply.error ?? 'The alignment thread gave no timings.');
  return reply.alignment;
}

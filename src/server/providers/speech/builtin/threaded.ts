/**
 * The built-in narrator, and the alignment of a parent's recording, on their own worker thread: one
 * thread per process, started on first use, jobs done one after another, so the process keeps
 * serving requests and running other jobs meanwhile. A thread that dies is replaced on the next job.
 * eSpeak's WebAssembly holds about 100 MB, so a thread with nothing to do for `idleMs` is stopped
 * and the memory goes back; the next job starts a new one (about a second).
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

/** A story's pages follow each other within seconds; a minute of silence means the book is done. */
const defaultIdleMs = 60_000;

let idleMs = defaultIdleMs;
let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();

function startThread(): Worker {
  return import.meta.url.endsWith('.ts')
    ? // Run from source (tests, development): the thread registers tsx first, as the main process does.
      new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./synthesis-thread.ts', import.meta.url).href)}); })`,
        { eval: true },
      )
    : // The compiled server (scripts/build-server.ts) has the thread's own entry beside it.
      new Worker(new URL('./synthesis-thread.js', import.meta.url));
}

function thread(): Worker {
  if (worker) return worker;
  const started = startThread();
  started.unref();
  started.on('message', (reply: Reply) => {
    waiting.get(reply.id)?.resolve(reply);
    waiting.delete(reply.id);
  });
  const fail = (error: Error) => {
    if (worker !== started) return;
    worker = undefined;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The narration thread stopped (exit code ${code}).`)));
  worker = started;
  return started;
}

function stopWhenIdle() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const idle = worker;
    if (!idle || waiting.size > 0) return;
    worker = undefined;
    void idle.terminate();
  }, idleMs);
  idleTimer.unref();
}

/**
 * Starts the thread ahead of a story's first page, so it is loaded and warm when the page is read.
 * Like any thread it stops again after `idleMs` with nothing to do.
 */
export function startNarrationThread(): void {
  thread();
  if (waiting.size === 0) stopWhenIdle();
}

function ask(job: ThreadJob): Promise<Reply> {
  clearTimeout(idleTimer);
  const id = nextId++;
  const running = thread();
  return new Promise<Reply>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Keeps the process alive only while a job is being done.
    running.ref();
    running.postMessage({ id, ...job });
  }).finally(() => {
    if (waiting.size > 0) return;
    worker?.unref();
    stopWhenIdle();
  });
}

export interface ThreadedNarrator extends SpeechProvider {
  /** Whether the thread is running now (it stops after `idleMs` with nothing to do). */
  threadRunning: () => boolean;
}

export function createThreadedNarrator(options: { idleMs?: number } = {}): ThreadedNarrator {
  idleMs = options.idleMs ?? defaultIdleMs;
  return {
    name: 'builtin',
    threadRunning: () => worker !== undefined,
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

/**
 * Runs in a worker thread: reads pages and encodes MP3, and aligns parents' recordings, off the main
 * thread, so a process that also serves requests stays responsive (each is CPU work for a while).
 */
import { parentPort } from 'node:worker_threads';
import { alignRecording } from '../alignment/index.ts';
import { renderSpeech } from './index.ts';
import { encodeMp3 } from './mp3.ts';
import type { ThreadJob } from './threaded.ts';

const failed = (id: number) => (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });

parentPort?.on('message', (message: { id: number } & ThreadJob) => {
  if ('align' in message) {
    alignRecording(message.align.recording, message.align.page)
      .then((alignment) => parentPort!.postMessage({ id: message.id, alignment }))
      .catch(failed(message.id));
    return;
  }
  renderSpeech(message.request)
    .then((speech) => {
      const audio = encodeMp3(speech.pcm, speech.sampleRate);
      parentPort!.postMessage({ id: message.id, audio, durationMs: speech.durationMs, timings: speech.timings }, [audio.buffer as ArrayBuffer]);
    })
    .catch(failed(message.id));
});

/**
 * Runs in a worker thread: reads pages and encodes MP3 off the main thread, so a process that also
 * serves requests stays responsive while a page is synthesised (a page is CPU work for a while).
 */
import { parentPort } from 'node:worker_threads';
import type { NarrationRequest } from '../speech.ts';
import { renderSpeech } from './index.ts';
import { encodeMp3 } from './mp3.ts';

parentPort?.on('message', (message: { id: number; request: NarrationRequest }) => {
  renderSpeech(message.request)
    .then((speech) => {
      const audio = encodeMp3(speech.pcm, speech.sampleRate);
      parentPort!.postMessage({ id: message.id, audio, durationMs: speech.durationMs, timings: speech.timings }, [audio.buffer as ArrayBuffer]);
    })
    .catch((error: unknown) => parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }));
});

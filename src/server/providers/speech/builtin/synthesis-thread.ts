/**
 * Runs in a worker thread: reads pages and encodes MP3, and aligns parents' recordings, off the main
 * thread, so a process that also serves requests stays responsive (each is CPU work for a while).
 * On start it says a line in every voice and encodes it, so eSpeak's voices and dictionary are
 * loaded and the code is warm before the first page is asked for.
 */
import { parentPort } from 'node:worker_threads';
import { narratorVoiceIds } from '../../../../shared/narration.ts';
import { alignRecording } from '../alignment/index.ts';
import { encodeTimedMp3, renderSpeech } from './index.ts';
import { encodeMp3 } from './mp3.ts';
import type { ThreadJob } from './threaded.ts';

async function warmUp(): Promise<void> {
  for (const voice of narratorVoiceIds) {
    const speech = await renderSpeech({ text: 'Once upon a time, a little star said goodnight.', voice, readingLevel: 'emergent-reader', names: [] });
    await encodeMp3(speech.pcm, speech.sampleRate);
  }
}

// A failed warm-up only means the first page pays for the start-up itself.
const ready = warmUp().catch(() => undefined);

const failed = (id: number) => (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });

function handle(message: { id: number } & ThreadJob): void {
  if ('align' in message) {
    alignRecording(message.align.recording, message.align.page)
      .then((alignment) => parentPort!.postMessage({ id: message.id, alignment }))
      .catch(failed(message.id));
    return;
  }
  renderSpeech(message.request)
    .then(async (speech) => {
      const { audio, durationMs, timings } = await encodeTimedMp3(speech.pcm, speech.sampleRate, speech.timings);
      parentPort!.postMessage({ id: message.id, audio, durationMs, timings }, [audio.buffer as ArrayBuffer]);
    })
    .catch(failed(message.id));
}

parentPort?.on('message', (message: { id: number } & ThreadJob) => void ready.then(() => handle(message)));

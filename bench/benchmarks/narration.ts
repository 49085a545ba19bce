/**
 * The built-in narrator, in process. For a 10-minute story of about 1,000 words (the built-in
 * engine's text): synthesis and encoding time and the real-time factor (target ≥ 20×), time until
 * the first page's audio is stored after its text exists, while the pictures are drawn beside it
 * as in the pipeline (target < 2 s), audio bytes per minute.
 * Timing accuracy on audio whose word boundaries are known (narration-timing.ts; target: mean error
 * < 50 ms).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { targetWordCount } from '../../src/shared/reading.ts';
import { defaultAppearance } from '../../src/shared/appearance.ts';
import { recordPage } from '../../src/server/domain/narration-pages.ts';
import { directScene } from '../../src/server/domain/scene-director.ts';
import { petLook } from '../../src/server/providers/images/builtin/cast.ts';
import { illustrate } from '../../src/server/providers/images/builtin/illustrate.ts';
import { builtinNarrator } from '../../src/server/providers/speech/index.ts';
import { warmUpEspeak } from '../../src/server/providers/speech/builtin/espeak.ts';
import { renderSpeech } from '../../src/server/providers/speech/builtin/index.ts';
import { encodeMp3, mp3StartDelayMs } from '../../src/server/providers/speech/builtin/mp3.ts';
import { createLocalStorage } from '../../src/server/providers/storage/local-storage.ts';
import { generateBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { wordCount } from '../../src/server/providers/text/readability.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { kilobytes, verdict } from '../lib/format.ts';
import { timingAccuracy } from './narration-timing.ts';

const realTimeTarget = 20;
const firstPageTargetMs = 2_000;

const ms = (value: number) => `${value.toFixed(0)} ms`;
/** CPU time of this process, every thread included, in ms. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

function story() {
  return generateBuiltinStory({
    hero: { name: 'Mia', pronouns: 'she', age: 7, interests: ['dinosaurs', 'drawing'], favourites: { colour: 'purple' } },
    extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }],
    theme: 'adventure',
    setting: '',
    readingLevel: 'emergent-reader',
    targetWordCount: targetWordCount('emergent-reader', 10),
    seed: 7,
  });
}

async function wholeStory(): Promise<void> {
  const started = performance.now();
  await warmUpEspeak();
  console.log(`\n  Loading eSpeak NG (WebAssembly, once per process): ${ms(performance.now() - started)}`);
  const pages = story().pages;
  const words = pages.reduce((sum, page) => sum + wordCount(page.text), 0);
  let synthesisMs = 0;
  let encodingMs = 0;
  let synthesisCpuMs = 0;
  let encodingCpuMs = 0;
  let audioMs = 0;
  let bytes = 0;
  let startDelayMs = 0;
  for (const page of pages) {
    const t0 = performance.now();
    const c0 = cpuMs();
    const speech = await renderSpeech({ text: page.text, voice: 'warm', readingLevel: 'emergent-reader', names: ['Mia', 'Biscuit'] });
    const t1 = performance.now();
    const c1 = cpuMs();
    const mp3 = await encodeMp3(speech.pcm, speech.sampleRate);
    encodingMs += performance.now() - t1;
    encodingCpuMs += cpuMs() - c1;
    synthesisMs += t1 - t0;
    synthesisCpuMs += c1 - c0;
    audioMs += speech.durationMs;
    bytes += mp3.length;
    startDelayMs = mp3StartDelayMs(mp3);
  }
  const work = synthesisMs + encodingMs;
  const factor = audioMs / work;
  console.log(`  Story: ${pages.length} pages, ${words} words, ${(audioMs / 60_000).toFixed(1)} minutes of audio`);
  console.log(`  Synthesis ${ms(synthesisMs)} + MP3 encoding ${ms(encodingMs)} = ${ms(work)}`);
  console.log(`  Real-time factor: ${factor.toFixed(1)}× faster than real time (target ≥ ${realTimeTarget}×): ${verdict(factor >= realTimeTarget)}`);
  // On a busy machine the clock counts other processes' turns too; CPU time is this work alone.
  const cpuFactor = audioMs / (synthesisCpuMs + encodingCpuMs);
  console.log(`  CPU time: synthesis ${ms(synthesisCpuMs)} + MP3 encoding ${ms(encodingCpuMs)}: ${cpuFactor.toFixed(1)}× real time on one free core`);
  console.log(`  Audio: ${kilobytes(bytes / (audioMs / 60_000))} per minute (MP3, 22.05 kHz mono)`);
  console.log(`  Each file plays ${ms(startDelayMs)} of encoder and decoder delay first (no gapless header): stored timings are moved by that much`);

  const root = await mkdtemp(path.join(tmpdir(), 'storyloom-bench-narration-'));
  try {
    const storage = createLocalStorage(root);
    const narrator = builtinNarrator();
    const first = pages[0]!;
    const story = { narrator: 'warm' as const, readingLevel: 'emergent-reader' as const, extraCharacters: [], userId: 'bench', id: '00000000-0000-4000-8000-000000000000' };
    // The worker's narration thread, as a running worker has it: started and warm.
    const coldStart = performance.now();
    await recordPage({ storage, narrator }, story, { index: 99, text: 'Good night.' }, []);
    console.log(`  Starting the narration thread (once per worker process): ${ms(performance.now() - coldStart)}`);
    // As in the pipeline: once the pages exist, the pictures are drawn while the pages are read.
    const textExists = performance.now();
    const cpuBefore = cpuMs();
    const drawing = drawPictures(pages);
    await recordPage({ storage, narrator }, story, { index: 0, text: first.text }, ['Mia', 'Biscuit']);
    const firstMs = performance.now() - textExists;
    const firstCpuMs = cpuMs() - cpuBefore;
    const drawnMs = (await drawing) - textExists;
    console.log(
      `  First page audio playable after its text exists (${wordCount(first.text)} words, read, encoded and stored while ${pages.length} pictures are drawn): ${ms(firstMs)} (target < ${ms(firstPageTargetMs)}): ${verdict(firstMs < firstPageTargetMs)}`,
    );
    console.log(`  (all ${pages.length} pictures drawn after ${ms(drawnMs)}; CPU time of this process meanwhile, both threads: ${ms(firstCpuMs)})`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The built-in illustrator drawing every page in this process, a page per turn of the event loop. */
async function drawPictures(pages: ReadonlyArray<{ text: string; sceneDescription: string }>): Promise<number> {
  const direct = { heroName: 'Mia', setting: '', theme: 'adventure' as const, extras: [{ kind: 'pet' as const, name: 'Biscuit', description: 'a scruffy little dog' }], seed: 7 };
  const pet = petLook('Biscuit', 'a scruffy little dog');
  for (const [index, page] of pages.entries()) {
    await new Promise((resolve) => setImmediate(resolve));
    const plan = directScene(direct, { text: page.text, sceneDescription: page.sceneDescription, index, pageCount: pages.length });
    illustrate({ plan, style: 'watercolour', hero: defaultAppearance, extras: [pet], seed: 7 });
  }
  return performance.now();
}

export const narrationBenchmark: Benchmark = {
  name: 'narration',
  summary: 'built-in narrator: speed, first page, bytes per minute, word-timing accuracy',
  async run() {
    heading('Built-in narration (eSpeak NG in WebAssembly)');
    await wholeStory();
    await timingAccuracy();
  },
};

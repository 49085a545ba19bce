/**
 * Forced alignment of a parent's recording to the page text (MFCC + dynamic time warping against
 * the built-in narrator's rendering). Each page of a 10-minute built-in story is "recorded" by
 * another built-in voice at another pace, with a quiet room's noise, a lead-in and a long breath in
 * a pause in the second half; the aligned word edges are compared with that voice's own word timings (targets: mean
 * error < 120 ms, worst < 400 ms), and the alignment time is given per minute of audio.
 */
import { targetWordCount } from '../../src/shared/reading.ts';
import type { NarratorVoiceId, WordTiming } from '../../src/shared/narration.ts';
import type { ReadingLevel } from '../../src/shared/reading.ts';
import { alignRecording } from '../../src/server/providers/speech/alignment/index.ts';
import { warmUpEspeak } from '../../src/server/providers/speech/builtin/espeak.ts';
import { renderSpeech } from '../../src/server/providers/speech/builtin/index.ts';
import { generateBuiltinStory } from '../../src/server/providers/text/builtin/index.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { verdict } from '../lib/format.ts';

const meanTargetMs = 120;
const worstTargetMs = 400;
const leadInMs = 700;
const breathMs = 1200;

const pairs: Array<{ reader: NarratorVoiceId; pace: ReadingLevel; storyLevel: ReadingLevel }> = [
  { reader: 'gentle', pace: 'toddler', storyLevel: 'emergent-reader' },
  { reader: 'bright', pace: 'teen-reader', storyLevel: 'emergent-reader' },
  { reader: 'calm', pace: 'early-reader', storyLevel: 'emergent-reader' },
];

function noise(length: number, seed: number): Float32Array {
  const out = new Float32Array(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    out[index] = (state / 2_147_483_648 - 0.5) * 0.01;
  }
  return out;
}

/** The longest pause between two words from the middle of the page on: where a reader takes a breath. */
function breathAt(timings: WordTiming[]): number {
  let best = { gap: -1, at: 0 };
  for (let index = Math.max(1, Math.floor(timings.length / 2)); index < timings.length; index++) {
    const gap = timings[index]!.startMs - timings[index - 1]!.endMs;
    if (gap > best.gap) best = { gap, at: timings[index - 1]!.endMs + gap / 2 };
  }
  return best.at;
}

/** The rendering with a lead-in and a long breath in a pause, and the timings moved to match. */
function asRecording(pcm: Int16Array, sampleRate: number, timings: WordTiming[], seed: number) {
  const at = (ms: number) => Math.round((ms / 1000) * sampleRate);
  const cutMs = breathAt(timings);
  const samples = noise(at(leadInMs) + pcm.length + at(breathMs), seed);
  for (let index = 0; index < pcm.length; index++) samples[at(leadInMs) + index + (index >= at(cutMs) ? at(breathMs) : 0)]! += pcm[index]! / 32768;
  const truth = timings.map((timing) => {
    const shift = leadInMs + (timing.startMs >= cutMs ? breathMs : 0);
    return { ...timing, startMs: timing.startMs + shift, endMs: timing.endMs + shift };
  });
  return { samples, truth };
}

async function run(): Promise<void> {
  await warmUpEspeak();
  const pages = generateBuiltinStory({
    hero: { name: 'Mia', pronouns: 'she', age: 7, interests: ['dinosaurs', 'drawing'], favourites: { colour: 'purple' } },
    extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a scruffy little dog' }],
    theme: 'adventure',
    setting: '',
    readingLevel: 'emergent-reader',
    targetWordCount: targetWordCount('emergent-reader', 10),
    seed: 7,
  }).pages;
  const errors: number[] = [];
  let audioMs = 0;
  let alignMs = 0;
  let approximate = 0;
  for (const [pairIndex, pair] of pairs.entries()) {
    const pairErrors: number[] = [];
    for (const [index, page] of pages.entries()) {
      const names = ['Mia', 'Biscuit'];
      const speech = await renderSpeech({ text: page.text, voice: pair.reader, readingLevel: pair.pace, names });
      const { samples, truth } = asRecording(speech.pcm, speech.sampleRate, speech.timings, 7 + index);
      const started = performance.now();
      const alignment = await alignRecording({ samples, sampleRate: speech.sampleRate }, { text: page.text, names, readingLevel: pair.storyLevel });
      alignMs += performance.now() - started;
      audioMs += (samples.length / speech.sampleRate) * 1000;
      if (alignment.method !== 'aligned') approximate++;
      for (const [word, timing] of alignment.timings.entries()) {
        pairErrors.push(Math.abs(timing.startMs - truth[word]!.startMs), Math.abs(timing.endMs - truth[word]!.endMs));
      }
    }
    const mean = pairErrors.reduce((sum, error) => sum + error, 0) / pairErrors.length;
    console.log(`  ${pairIndex + 1}. ${pair.reader} voice at a ${pair.pace} pace against the ${pair.storyLevel} rendering: mean ${mean.toFixed(0)} ms, worst ${Math.max(...pairErrors)} ms`);
    errors.push(...pairErrors);
  }
  const mean = errors.reduce((sum, error) => sum + error, 0) / errors.length;
  const worst = Math.max(...errors);
  console.log(`\n  ${pages.length} pages × ${pairs.length} readers, ${(audioMs / 60_000).toFixed(1)} minutes of audio, ${errors.length / 2} words; ${approximate} page(s) fell back to approximate timings`);
  console.log(`  Mean error (word starts and ends): ${mean.toFixed(0)} ms (target < ${meanTargetMs} ms): ${verdict(mean < meanTargetMs)}`);
  console.log(`  Worst error: ${worst} ms (target < ${worstTargetMs} ms): ${verdict(worst < worstTargetMs)}`);
  console.log(`  Alignment time (rendering the reference included): ${((alignMs / audioMs) * 60_000 / 1000).toFixed(2)} s per minute of audio`);
}

export const alignmentBenchmark: Benchmark = {
  name: 'alignment',
  summary: 'recorded narration: word alignment error and time per minute of audio',
  async run() {
    heading('Aligning a recording to the page text (MFCC + DTW)');
    await run();
  },
};

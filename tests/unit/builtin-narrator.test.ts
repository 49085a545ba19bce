import { describe, expect, it } from 'vitest';
import { splitWords } from '@shared/narration.ts';
import decodeAudio from '@audio/decode';
import { createBuiltinNarrator, renderSpeech } from '../../src/server/providers/speech/builtin/index.ts';
import { encodeMp3, mp3StartDelayMs } from '../../src/server/providers/speech/builtin/mp3.ts';
import { createThreadedNarrator } from '../../src/server/providers/speech/builtin/threaded.ts';
import { mp3Info } from '../support/mp3.ts';

const page = `Once upon a time, Mia found 3 shells by the sea. “Look!” she said to Dr. Brown — and off they went.

The little fox curled up under the big old tree, and it was the end of a very long day.`;

describe('the built-in narrator', () => {
  it('reads a page into MP3 whose length matches the last word’s end, with a timing for every word', async () => {
    const narration = await createBuiltinNarrator().narrate({ text: page, voice: 'warm', readingLevel: 'early-reader', names: ['Mia'] });
    const info = mp3Info(narration.audio);
    expect(info.sampleRate).toBe(22050);
    // The encoder adds at most a few frames of padding.
    expect(Math.abs(info.durationMs - narration.durationMs)).toBeLessThan(150);
    const words = splitWords(page);
    expect(narration.timings.map((timing) => [timing.word, timing.charStart, timing.charEnd])).toEqual(
      words.map((word) => [word.word, word.charStart, word.charEnd]),
    );
    const last = narration.timings.at(-1)!;
    expect(last.endMs).toBeLessThanOrEqual(narration.durationMs);
    // After the last word only the voice's own tail of silence remains.
    expect(narration.durationMs - last.endMs).toBeLessThan(400);
    for (const [index, timing] of narration.timings.entries()) {
      expect(timing.endMs).toBeGreaterThan(timing.startMs);
      if (index > 0) expect(timing.startMs).toBeGreaterThanOrEqual(narration.timings[index - 1]!.startMs);
    }
    // The paragraph pause sits between "went" and "The".
    const went = narration.timings.find((timing) => timing.word === 'went')!;
    const the = narration.timings.find((timing) => timing.word === 'The')!;
    expect(the.startMs - went.endMs).toBeGreaterThan(500);
  }, 60_000);

  it('reads more slowly for the youngest listeners', async () => {
    const narrator = createBuiltinNarrator();
    const text = 'The moon rose over the quiet hill, and all the rabbits went to sleep.';
    const toddler = await narrator.narrate({ text, voice: 'gentle', readingLevel: 'toddler', names: [] });
    const older = await narrator.narrate({ text, voice: 'gentle', readingLevel: 'fluent-reader', names: [] });
    expect(toddler.durationMs).toBeGreaterThan(older.durationMs * 1.15);
  }, 60_000);
});

/** A rising tone with soft edges, 200 ms from `atMs`: easy to find again in decoded audio. */
function chirp(sampleRate: number, lengthMs: number, atMs: number): Float32Array {
  const out = new Float32Array(Math.round((lengthMs / 1000) * sampleRate));
  const first = Math.round((atMs / 1000) * sampleRate);
  const length = Math.round(0.2 * sampleRate);
  for (let index = 0; index < length && first + index < out.length; index++) {
    const t = index / sampleRate;
    out[first + index] = 0.4 * Math.sin((Math.PI * index) / length) * Math.sin(2 * Math.PI * (200 * t + 4500 * t * t));
  }
  return out;
}

/** Where `signal` sits in `decoded`, in ms after where it sat in the source. */
function lagMs(signal: Float32Array, decoded: Float32Array, sampleRate: number): number {
  let best = { lag: 0, score: -Infinity };
  for (let lag = 0; lag < sampleRate / 10; lag++) {
    let score = 0;
    for (let index = 0; index + lag < decoded.length && index < signal.length; index++) score += signal[index]! * decoded[index + lag]!;
    if (score > best.score) best = { lag, score };
  }
  return (best.lag / sampleRate) * 1000;
}

describe('MP3 start delay', () => {
  it.each([22050, 48000])('is what a decoder plays before the first sample, at %i Hz', async (sampleRate) => {
    const source = chirp(sampleRate, 1000, 250);
    const mp3 = await encodeMp3(Int16Array.from(source, (sample) => Math.round(sample * 32767)), sampleRate);
    const decoded = await decodeAudio(mp3);
    // LAME lowers the rate of a low-bitrate file; the delay is counted in the file's own samples.
    const played = decoded.channelData[0]!;
    const measured = lagMs(chirp(decoded.sampleRate, 1000, 250), played, decoded.sampleRate);
    expect(measured).toBeGreaterThan(30);
    expect(Math.abs(mp3StartDelayMs(mp3) - measured)).toBeLessThan(1);
  });

  it('moves the narrator’s timings later by that delay', async () => {
    const request = { text: 'The little fox curled up under the big old tree.', voice: 'warm', readingLevel: 'early-reader', names: [] } as const;
    const speech = await renderSpeech(request);
    const narration = await createBuiltinNarrator().narrate(request);
    const delayMs = mp3StartDelayMs(narration.audio);
    expect(delayMs).toBeCloseTo((1105 / 22050) * 1000, 3);
    // eSpeak's rendering varies by a sample or a frame from one call to the next: the typical shift is compared.
    const shifts = narration.timings.flatMap((timing, index) => [timing.startMs - speech.timings[index]!.startMs, timing.endMs - speech.timings[index]!.endMs]);
    const median = [...shifts].sort((a, b) => a - b)[Math.floor(shifts.length / 2)]!;
    expect(Math.abs(median - delayMs)).toBeLessThanOrEqual(1);
    expect(Math.abs(narration.durationMs - (speech.durationMs + delayMs))).toBeLessThan(delayMs / 2);
  }, 60_000);
});

describe('the built-in narrator on its thread', () => {
  it('gives the thread back when there is nothing to read, and starts a new one for the next page', async () => {
    const narrator = createThreadedNarrator({ idleMs: 50 });
    const request = { text: 'The little fox curled up under the big old tree.', voice: 'warm', readingLevel: 'early-reader', names: [] } as const;
    expect(narrator.threadRunning()).toBe(false);
    const first = await narrator.narrate(request);
    expect(mp3Info(first.audio).durationMs).toBeGreaterThan(500);
    await expect.poll(() => narrator.threadRunning(), { timeout: 10_000 }).toBe(false);

    const again = await narrator.narrate(request);
    expect(again.timings.map((timing) => timing.word)).toEqual(first.timings.map((timing) => timing.word));
    expect(again.durationMs).toBe(first.durationMs);
  }, 60_000);
});

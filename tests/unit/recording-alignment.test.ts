import { describe, expect, it } from 'vitest';
import { splitWords, type WordTiming } from '@shared/narration.ts';
import { alignRecording, type RecordedAudio } from '../../src/server/providers/speech/alignment/index.ts';
import { syllables } from '../../src/server/providers/speech/alignment/proportional.ts';
import { renderSpeech, type RenderedSpeech } from '../../src/server/providers/speech/builtin/index.ts';

const page = `Once upon a time, Mia found 3 shells by the sea. “Look!” she said to Dr. Brown, and off they went.

The little fox curled up under the big old tree, and it was the end of a very long day.`;

const asRecording = (speech: RenderedSpeech): RecordedAudio => ({ samples: Float32Array.from(speech.pcm, (sample) => sample / 32768), sampleRate: speech.sampleRate });

/** A quiet room: deterministic low noise, about 40 dB under the voice. */
function roomNoise(samples: number, seed = 7): Float32Array {
  const noise = new Float32Array(samples);
  let state = seed;
  for (let index = 0; index < samples; index++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    noise[index] = (state / 2_147_483_648 - 0.5) * 0.01;
  }
  return noise;
}

function errors(found: WordTiming[], truth: WordTiming[]) {
  const all = found.flatMap((timing, index) => [Math.abs(timing.startMs - truth[index]!.startMs), Math.abs(timing.endMs - truth[index]!.endMs)]);
  return { mean: all.reduce((sum, error) => sum + error, 0) / all.length, worst: Math.max(...all) };
}

describe('aligning a recording to the page text', () => {
  it('times every word of another voice at another rate within 120 ms on average and 400 ms at worst', async () => {
    // The "recording" is the Gentle voice at a toddler's pace; the aligner's own rendering is Warm at a fluent reader's.
    const recording = await renderSpeech({ text: page, voice: 'gentle', readingLevel: 'toddler', names: ['Mia'] });
    const alignment = await alignRecording(asRecording(recording), { text: page, names: ['Mia'], readingLevel: 'fluent-reader' });
    expect(alignment.method).toBe('aligned');
    expect(alignment.timings.map((timing) => [timing.word, timing.charStart, timing.charEnd])).toEqual(
      splitWords(page).map((word) => [word.word, word.charStart, word.charEnd]),
    );
    const { mean, worst } = errors(alignment.timings, recording.timings);
    expect(mean).toBeLessThan(120);
    expect(worst).toBeLessThan(400);
  }, 60_000);

  it('follows the reader’s own pauses: a lead-in and a long breath mid-page move the words after them', async () => {
    const recording = await renderSpeech({ text: page, voice: 'bright', readingLevel: 'teen-reader', names: ['Mia'] });
    const leadInMs = 800;
    const breathMs = 1500;
    // The breath goes in after "went", where the paragraph ends.
    const went = recording.timings.find((timing) => timing.word === 'went')!;
    const cutMs = went.endMs + 100;
    const at = (ms: number) => Math.round((ms / 1000) * recording.sampleRate);
    const voice = asRecording(recording).samples;
    const samples = roomNoise(at(leadInMs) + voice.length + at(breathMs));
    for (let index = 0; index < voice.length; index++) {
      const shifted = at(leadInMs) + index + (index >= at(cutMs) ? at(breathMs) : 0);
      samples[shifted]! += voice[index]!;
    }
    const truth = recording.timings.map((timing) => {
      const shift = leadInMs + (timing.startMs >= cutMs ? breathMs : 0);
      return { ...timing, startMs: timing.startMs + shift, endMs: timing.endMs + shift };
    });
    const alignment = await alignRecording({ samples, sampleRate: recording.sampleRate }, { text: page, names: ['Mia'], readingLevel: 'pre-reader' });
    expect(alignment.method).toBe('aligned');
    const { mean, worst } = errors(alignment.timings, truth);
    expect(mean).toBeLessThan(120);
    expect(worst).toBeLessThan(400);
    const the = alignment.timings.find((timing) => timing.word === 'The')!;
    expect(the.startMs - alignment.timings.find((timing) => timing.word === 'went')!.endMs).toBeGreaterThan(breathMs);
  }, 60_000);

  it('falls back to timings by syllables, marked approximate, when the recording says something else', async () => {
    const other = await renderSpeech({
      text: 'The rocket roared into the purple sky while seven penguins danced on the frozen lake, singing loudly to the moon.',
      voice: 'calm',
      readingLevel: 'early-reader',
      names: [],
    });
    const alignment = await alignRecording(asRecording(other), { text: page, names: ['Mia'], readingLevel: 'early-reader' });
    expect(alignment.method).toBe('approximate');
    expect(alignment.timings.map((timing) => timing.word)).toEqual(splitWords(page).map((word) => word.word));
    for (const [index, timing] of alignment.timings.entries()) {
      expect(timing.endMs).toBeGreaterThan(timing.startMs);
      if (index > 0) expect(timing.startMs).toBeGreaterThanOrEqual(alignment.timings[index - 1]!.endMs);
    }
    expect(alignment.timings.at(-1)!.endMs).toBeLessThanOrEqual(alignment.durationMs);
    // Longer words get more time: "little" (2 syllables) over "fox" (1).
    const length = (word: string) => {
      const timing = alignment.timings.find((candidate) => candidate.word === word)!;
      return timing.endMs - timing.startMs;
    };
    expect(length('little')).toBeGreaterThan(length('fox') * 1.5);
  }, 60_000);

  it('marks a silent recording approximate instead of inventing a match', async () => {
    const alignment = await alignRecording({ samples: roomNoise(22050 * 5), sampleRate: 22050 }, { text: page, names: ['Mia'], readingLevel: 'early-reader' });
    expect(alignment.method).toBe('approximate');
    expect(alignment.timings).toHaveLength(splitWords(page).length);
  }, 60_000);

  it('counts syllables the way the fallback shares time', () => {
    expect(['fox', 'little', 'curled', 'Once', 'upon', 'very', 'table', 'wanted', '3'].map(syllables)).toEqual([1, 2, 1, 1, 2, 2, 2, 2, 1]);
  });
});

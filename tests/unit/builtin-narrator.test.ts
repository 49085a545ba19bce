import { describe, expect, it } from 'vitest';
import { splitWords } from '@shared/narration.ts';
import { createBuiltinNarrator } from '../../src/server/providers/speech/builtin/index.ts';
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

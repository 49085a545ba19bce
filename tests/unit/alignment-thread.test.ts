/**
 * A parent's recording is aligned on the narration thread: the main event loop keeps turning while
 * it runs (timers fire far more often than the alignment's own length), and the words come back timed.
 */
import { describe, expect, it } from 'vitest';
import { splitWords } from '../../src/shared/narration.ts';
import { renderSpeech } from '../../src/server/providers/speech/builtin/index.ts';
import { alignOnThread } from '../../src/server/providers/speech/builtin/threaded.ts';

const text = 'Mia and her dog Biscuit found a little door in the garden wall. Shall we go through, she whispered, and the door swung open.';

describe('alignment off the main thread', () => {
  it('times every word while the main event loop stays free', async () => {
    const speech = await renderSpeech({ text, voice: 'gentle', readingLevel: 'toddler', names: ['Mia'] });
    const samples = Float32Array.from(speech.pcm, (sample) => sample / 32768);
    // Warm the thread (eSpeak loads once), so the measured run is alignment only.
    await alignOnThread({ samples, sampleRate: speech.sampleRate }, { text, names: ['Mia'], readingLevel: 'emergent-reader' });

    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const alignment = await alignOnThread({ samples, sampleRate: speech.sampleRate }, { text, names: ['Mia'], readingLevel: 'emergent-reader' });
    const took = performance.now() - started;
    clearInterval(timer);

    expect(alignment.method).toBe('aligned');
    expect(alignment.timings.map((timing) => timing.word)).toEqual(splitWords(text).map((word) => word.word));
    // On the main thread the loop would stand still for the whole alignment.
    expect(longestGap).toBeLessThan(Math.max(100, took / 2));
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { splitWords } from '../../src/shared/narration.ts';
import { timingsFromCharacters, timingsFromTranscript } from '../../src/server/providers/speech/outside/word-timings.ts';

const alignmentOf = (spoken: string, msPerCharacter = 100) => {
  const characters = Array.from(spoken);
  return {
    characters,
    character_start_times_seconds: characters.map((_, index) => (index * msPerCharacter) / 1000),
    character_end_times_seconds: characters.map((_, index) => ((index + 1) * msPerCharacter) / 1000),
  };
};

describe('character timestamps to word timings', () => {
  it('gives each displayed word the span of the characters that say it', () => {
    const text = 'Mia’s owl said “hoo”.';
    const timings = timingsFromCharacters(text, alignmentOf(text));
    expect(timings.map((timing) => [timing.word, timing.startMs, timing.endMs])).toEqual([
      ['Mia’s', 0, 500],
      ['owl', 600, 900],
      ['said', 1000, 1400],
      ['hoo', 1600, 1900],
    ]);
    for (const timing of timings) expect(text.slice(timing.charStart, timing.charEnd)).toBe(timing.word);
  });

  it('keeps later words in place when the provider changed a quote or a space', () => {
    const text = 'She said “yes” and   smiled.';
    const spoken = 'She said "yes" and smiled.';
    const timings = timingsFromCharacters(text, alignmentOf(spoken));
    expect(timings.map((timing) => timing.word)).toEqual(['She', 'said', 'yes', 'and', 'smiled']);
    expect(timings.at(-1)).toMatchObject({ startMs: 1900, endMs: 2500 });
    for (let index = 1; index < timings.length; index++) expect(timings[index]!.startMs).toBeGreaterThanOrEqual(timings[index - 1]!.endMs);
  });
});

describe('transcribed words to word timings', () => {
  it('matches heard words onto the page, and shares the time of words heard differently by length', () => {
    const text = 'At 7:30, Mia went to bed.';
    const heard = [
      { word: 'At', start: 0, end: 0.2 },
      { word: 'seven', start: 0.3, end: 0.6 },
      { word: 'thirty,', start: 0.6, end: 1.0 },
      { word: 'Mia', start: 1.2, end: 1.5 },
      { word: 'went', start: 1.5, end: 1.8 },
      { word: 'to', start: 1.8, end: 1.9 },
      { word: 'bed.', start: 2.0, end: 2.4 },
    ];
    const timings = timingsFromTranscript(text, heard);
    expect(timings.map((timing) => [timing.word, timing.startMs, timing.endMs])).toEqual([
      ['At', 0, 200],
      ['7:30', 200, 1200],
      ['Mia', 1200, 1500],
      ['went', 1500, 1800],
      ['to', 1800, 1900],
      ['bed', 2000, 2400],
    ]);
    expect(timings.map(({ word, charStart, charEnd }) => ({ word, charStart, charEnd }))).toEqual(splitWords(text));
  });

  it('times every word even when the transcription missed the end of the page', () => {
    const timings = timingsFromTranscript('The moon was round and bright.', [
      { word: 'the', start: 0, end: 0.2 },
      { word: 'moon', start: 0.2, end: 0.5 },
    ]);
    expect(timings).toHaveLength(6);
    expect(timings.slice(2).every((timing) => timing.startMs >= 500 && timing.endMs > timing.startMs)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { highlightedWordAt, splitWords, wordIndexAt, type WordTiming } from '@shared/narration.ts';
import { numberToWords, paragraphSpans, spokenPage } from '../../src/server/providers/speech/builtin/spoken-text.ts';
import { fillMissingStarts, frameLevels, offsetTimings, paragraphTimings, trimSilence, type SpeechEvent } from '../../src/server/providers/speech/builtin/timings.ts';

describe('splitWords', () => {
  it('gives every displayed word with offsets that slice back to it', () => {
    const text = '“Don’t go!” said Zoë — it was 7:30, and 1,000 well-known stars… shone.';
    const words = splitWords(text);
    expect(words.map((word) => word.word)).toEqual(['Don’t', 'go', 'said', 'Zoë', 'it', 'was', '7:30', 'and', '1,000', 'well-known', 'stars', 'shone']);
    for (const word of words) expect(text.slice(word.charStart, word.charEnd)).toBe(word.word);
  });

  it('counts offsets in UTF-16 units past emoji and accents', () => {
    const text = '🌙 Noé sleeps';
    const [noe, sleeps] = splitWords(text);
    expect(text.slice(noe!.charStart, noe!.charEnd)).toBe('Noé');
    expect(sleeps!.charStart).toBe(text.indexOf('sleeps'));
  });
});

describe('spoken text', () => {
  it('says numbers, times and abbreviations in words, and leaves the displayed offsets alone', () => {
    const text = 'Dr. Lee had 3 cats & 21 hats at 7:05.';
    const page = spokenPage(text);
    const ssml = page.paragraphs[0]!.ssml;
    expect(ssml).toContain('Doctor Lee');
    expect(ssml).not.toContain('Doctor.');
    expect(ssml).toContain('three cats and twenty-one hats');
    expect(ssml).toContain('seven oh five');
    const spoken = Array.from(ssml);
    const ranges = page.paragraphs[0]!.spokenRanges;
    expect(ranges.map(([from, to]) => spoken.slice(from, to).join(''))).toEqual(['Doctor', 'Lee', 'had', 'three', 'cats', 'twenty-one', 'hats', 'at', 'seven oh five']);
    expect(page.words.map((word) => text.slice(word.charStart, word.charEnd))).toEqual(['Dr', 'Lee', 'had', '3', 'cats', '21', 'hats', 'at', '7:05']);
  });

  it('says names the same way whatever their case, and shouted words as words', () => {
    const page = spokenPage('MIA! mia’s kite went WHOOSH.', { names: ['Mia'] });
    const spoken = Array.from(page.paragraphs[0]!.ssml);
    const said = page.paragraphs[0]!.spokenRanges.map(([from, to]) => spoken.slice(from, to).join(''));
    expect(said).toEqual(['Mia', "Mia's", 'kite', 'went', 'whoosh']);
  });

  it('escapes markup, adds a pause after sentences and splits paragraphs', () => {
    const text = 'A <b> tag.\n\nNext one.';
    expect(paragraphSpans(text).map(([from, to]) => text.slice(from, to))).toEqual(['A <b> tag.', 'Next one.']);
    const page = spokenPage(text, { sentencePauseMs: 300 });
    expect(page.paragraphs).toHaveLength(2);
    expect(page.paragraphs[0]!.ssml).toContain('&lt;');
    expect(page.paragraphs[1]!.wordIndexes).toEqual([3, 4]);
    expect(spokenPage('One. Two.', { sentencePauseMs: 300 }).paragraphs[0]!.ssml).toContain('<break time="300ms"/>');
  });

  it('writes numbers out', () => {
    expect(numberToWords(0)).toBe('zero');
    expect(numberToWords(105)).toBe('one hundred and five');
    expect(numberToWords(2026)).toBe('two thousand and twenty-six');
    expect(numberToWords(12345)).toBe('twelve thousand three hundred and forty-five');
  });
});

describe('fillMissingStarts', () => {
  it('shares a merged neighbour’s span by length', () => {
    // "of the" reported as one event on "of": the 300 ms up to the next word are shared 2:3.
    expect(fillMissingStarts([0, 500, undefined, 800], [4, 2, 3, 5], 1200)).toEqual([0, 500, 620, 800]);
  });

  it('handles words merged at the start and the end', () => {
    expect(fillMissingStarts([undefined, 100, 400], [1, 3, 4], 900)).toEqual([100, 175, 400]);
    expect(fillMissingStarts([0, 300, undefined], [3, 3, 3], 900)).toEqual([0, 300, 600]);
    expect(fillMissingStarts([undefined, undefined], [1, 3], 800)).toEqual([0, 200]);
  });
});

describe('paragraphTimings', () => {
  const words = splitWords('Tom and Mia ran home.');
  // Spoken exactly as displayed: code points equal offsets.
  const spokenRanges = words.map((word) => [word.charStart, word.charEnd] as [number, number]);

  it('gives every word a timing in order, merged words included, ends trimmed at a clause end', () => {
    const events: SpeechEvent[] = [
      { type: 'sentence', textPosition: 1, audioMs: 0 },
      { type: 'word', textPosition: 1, audioMs: 10 },
      // "and" comes out inside "Tom"'s event.
      { type: 'word', textPosition: 9, audioMs: 420 },
      { type: 'word', textPosition: 13, audioMs: 700 },
      { type: 'word', textPosition: 17, audioMs: 950 },
      { type: 'end', textPosition: 22, audioMs: 1300 },
    ];
    const timings = paragraphTimings({ words, spokenRanges, events, durationMs: 1500 });
    expect(timings.map((timing) => timing.word)).toEqual(['Tom', 'and', 'Mia', 'ran', 'home']);
    expect(timings[1]!.startMs).toBe(215);
    expect(timings[4]!.endMs).toBe(1300);
    for (const [index, timing] of timings.entries()) {
      expect(timing.endMs).toBeGreaterThan(timing.startMs);
      if (index > 0) expect(timing.startMs).toBeGreaterThanOrEqual(timings[index - 1]!.endMs);
    }
  });

  it('pulls a word’s end back to where the voice stops', () => {
    const sampleRate = 1000;
    const pcm = new Int16Array(1000);
    // Voice from 0–300 ms and 500–800 ms, silence elsewhere.
    for (let i = 0; i < 1000; i++) pcm[i] = (i < 300 || (i >= 500 && i < 800)) ? (i % 2 ? 8000 : -8000) : 0;
    const two = splitWords('hello there');
    const timings = paragraphTimings({
      words: two,
      spokenRanges: [[0, 5], [6, 11]],
      events: [
        { type: 'word', textPosition: 1, audioMs: 0 },
        { type: 'word', textPosition: 7, audioMs: 450 },
      ],
      durationMs: 1000,
      pcm,
      sampleRate,
    });
    expect(timings[0]).toMatchObject({ startMs: 0, endMs: 300 });
    expect(timings[1]).toMatchObject({ startMs: 500, endMs: 800 });
  });

  it('ends a word at a pause even when the next word’s first sound comes before its event', () => {
    const sampleRate = 1000;
    const pcm = new Int16Array(1500);
    const loud = (i: number) => (i % 2 ? 8000 : -8000);
    // "Whoops": voice 0–300 ms, a stop's 60 ms closure, its "s" 360–420 ms; a pause; the next
    // word's "th" sounds from 950 ms, 50 ms before eSpeak says it begins, and the word runs to 1400 ms.
    for (let i = 0; i < 1500; i++) pcm[i] = i < 300 || (i >= 360 && i < 420) || (i >= 950 && i < 1400) ? loud(i) : 0;
    const timings = paragraphTimings({
      words: splitWords('Whoops! They'),
      spokenRanges: [[0, 6], [8, 12]],
      events: [
        { type: 'word', textPosition: 1, audioMs: 0 },
        { type: 'word', textPosition: 9, audioMs: 1000 },
      ],
      durationMs: 1500,
      pcm,
      sampleRate,
    });
    expect(timings[0]).toMatchObject({ startMs: 0, endMs: 420 });
    expect(timings[1]).toMatchObject({ startMs: 1000, endMs: 1400 });
  });

  it('starts a word at its first phoneme when eSpeak’s word event comes early, and ends it where a pause phoneme begins', () => {
    // eSpeak's own events for "ran all. The": the word event for "all" sits where the "n" of "ran"
    // begins, 84 ms before its vowel; a pause follows "all".
    const three = splitWords('ran all. The');
    const phoneme = (textPosition: number, audioMs: number, name: string): SpeechEvent => ({ type: 'phoneme', textPosition, audioMs, phoneme: name });
    const events: SpeechEvent[] = [
      { type: 'word', textPosition: 1, audioMs: 0 },
      phoneme(1, 0, 'ɹ'),
      phoneme(1, 64, 'ˈæ'),
      phoneme(1, 174, 'n'),
      { type: 'word', textPosition: 5, audioMs: 174 },
      phoneme(5, 258, 'ˈɔː'),
      phoneme(5, 455, 'l'),
      phoneme(8, 455, ''),
      phoneme(8, 700, ''),
      { type: 'end', textPosition: 8, audioMs: 700 },
      { type: 'word', textPosition: 10, audioMs: 700 },
      phoneme(10, 714, 'ð'),
      phoneme(10, 769, 'ə'),
      phoneme(13, 900, ''),
    ];
    const timings = paragraphTimings({ words: three, spokenRanges: [[0, 3], [4, 7], [9, 12]], events, durationMs: 950 });
    expect(timings.map((timing) => [timing.word, timing.startMs, timing.endMs])).toEqual([
      ['ran', 0, 258],
      ['all', 258, 455],
      ['The', 714, 900],
    ]);
  });

  it('starts a word folded into its neighbour’s event at the phoneme nearest its share', () => {
    // "of the" said as one eSpeak word: by length "the" would start at 100 + 300 × 2/5 = 220 ms;
    // its first phoneme begins at 250 ms.
    const three = splitWords('of the moon');
    const phoneme = (audioMs: number, name: string, textPosition = 1): SpeechEvent => ({ type: 'phoneme', textPosition, audioMs, phoneme: name });
    const events: SpeechEvent[] = [
      { type: 'word', textPosition: 1, audioMs: 100 },
      phoneme(100, 'ʌ'),
      phoneme(180, 'v'),
      phoneme(250, 'ð'),
      phoneme(300, 'ə'),
      { type: 'word', textPosition: 8, audioMs: 400 },
      phoneme(400, 'm', 8),
      phoneme(480, 'ˈuː', 8),
      phoneme(650, 'n', 8),
      phoneme(760, '', 12),
    ];
    const timings = paragraphTimings({ words: three, spokenRanges: [[0, 2], [3, 6], [7, 11]], events, durationMs: 800 });
    expect(timings.map((timing) => [timing.word, timing.startMs, timing.endMs])).toEqual([
      ['of', 100, 250],
      ['the', 250, 400],
      ['moon', 400, 760],
    ]);
  });

  it('ends a word at a pause when the next word’s first sound, then its stop’s closure, close the span', () => {
    const sampleRate = 1000;
    const pcm = new Int16Array(1500);
    const loud = (i: number) => (i % 2 ? 8000 : -8000);
    // "rest": voice 0–370 ms; a long pause; the "s" of "Step" at 1000–1060 ms, its "t" closed
    // 1060–1080 ms, then the rest of it. A span that runs to 1070 ms ends at the pause.
    for (let i = 0; i < 1500; i++) pcm[i] = i < 370 || (i >= 1000 && i < 1060) || i >= 1080 ? loud(i) : 0;
    const levels = frameLevels(pcm, sampleRate);
    expect(trimSilence(levels, 0, 1070)).toEqual([0, 370]);
    // Without the pause before it, a short sound at the end is the word's own.
    expect(trimSilence(levels, 1000, 1070)).toEqual([1000, 1060]);
  });

  it('moves timings onto the page clock', () => {
    const shifted = offsetTimings([{ word: 'a', startMs: 0, endMs: 10.4, charStart: 0, charEnd: 1 }], 100.3);
    expect(shifted[0]).toMatchObject({ startMs: 100, endMs: 111 });
  });
});

describe('wordIndexAt and highlightedWordAt', () => {
  const timings: WordTiming[] = [
    { word: 'a', startMs: 100, endMs: 200, charStart: 0, charEnd: 1 },
    { word: 'b', startMs: 250, endMs: 400, charStart: 2, charEnd: 3 },
  ];
  it('finds the word being spoken, and keeps the last one lit in a pause', () => {
    expect(wordIndexAt(timings, 50)).toBe(-1);
    expect(wordIndexAt(timings, 150)).toBe(0);
    expect(wordIndexAt(timings, 220)).toBe(-1);
    expect(highlightedWordAt(timings, 220)).toBe(0);
    expect(wordIndexAt(timings, 399)).toBe(1);
    expect(highlightedWordAt(timings, 50)).toBe(-1);
  });
});

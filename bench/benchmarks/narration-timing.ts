/**
 * Word-timing accuracy of the built-in narrator.
 *
 * Known boundaries: each word of a test sentence is said alone in the narrator's voice, its silence
 * before and after is cut off, and the words are joined again (touching, as eSpeak joins words, with
 * the narrator's clause pause after a comma), so every word starts and ends where it was put. The
 * narrator times only audio it renders itself (from eSpeak's word events); audio it did not render is
 * timed by the built-in aligner (parents' recordings, outside voices without timestamps), so that is
 * what times the joined audio here.
 *
 * With the Warm voice (the aligner's own reference voice) the warping has nothing to stretch, so
 * what is measured there is the narrator's own timings of its rendering, carried onto audio whose
 * boundaries are known.
 *
 * Beside it, the narrator's own timings on its own rendering of the same sentences: where the
 * rendering itself shows a boundary, a pause (at least 80 ms of silence, longer than a stop
 * consonant's closure), the word before must end where the voice stops and the word after start
 * where it comes back; likewise the first word's start and the last word's end. Shown for the
 * phoneme events alone and for the timings the narrator stores, so what the silence step adds is
 * visible.
 */
import { splitWords, type WordTiming } from '../../src/shared/narration.ts';
import type { NarratorVoiceId } from '../../src/shared/narration.ts';
import type { ReadingLevel } from '../../src/shared/reading.ts';
import { alignRecording } from '../../src/server/providers/speech/alignment/index.ts';
import { renderSpeech } from '../../src/server/providers/speech/builtin/index.ts';
import { speak } from '../../src/server/providers/speech/builtin/espeak.ts';
import { spokenPage } from '../../src/server/providers/speech/builtin/spoken-text.ts';
import { frameLevels, paragraphTimings, silenceLevel } from '../../src/server/providers/speech/builtin/timings.ts';
import { espeakVoice, pausesFor } from '../../src/server/providers/speech/builtin/voices.ts';
import { verdict } from '../lib/format.ts';

const timingErrorTargetMs = 50;
const frameMs = 10;
/** Silence this long is a pause between words; a stop consonant's closure is shorter (≈ 50 ms). */
const pauseFrames = 8;
/** eSpeak's own pause after a comma at these rates. */
const commaPauseMs = 200;
const leadInMs = 300;

const sentences = [
  'The little fox curled up under the big old tree.',
  'Mia and Biscuit ran all the way down to the sea.',
  'Once upon a time, a brave girl found a shiny shell.',
  'Stars came out one by one above the quiet hills.',
  'She said goodnight to the moon and closed her eyes.',
  'A tiny dragon lived in a cave at the top of the mountain.',
  'Far away, on a hill of soft green grass, there lived a small white rabbit.',
  'Goodnight, little owl, said the moon, and the forest went to sleep.',
];

const voices: Array<{ voice: NarratorVoiceId; level: ReadingLevel }> = [
  { voice: 'warm', level: 'emergent-reader' },
  { voice: 'gentle', level: 'toddler' },
  { voice: 'bright', level: 'fluent-reader' },
  { voice: 'calm', level: 'early-reader' },
];

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** First and last frame louder than silence, as ms from the start and to the end of the sound. */
function voicedSpan(levels: Float32Array): [number, number] {
  let first = 0;
  while (first < levels.length && levels[first]! < silenceLevel) first++;
  let last = levels.length - 1;
  while (last > first && levels[last]! < silenceLevel) last--;
  return [first * frameMs, (last + 1) * frameMs];
}

interface Joined {
  samples: Float32Array;
  sampleRate: number;
  truth: Array<[number, number]>;
}

/** The sentence's words said one at a time, trimmed and joined: every boundary is where it was put. */
async function joinedWords(sentence: string, voice: NarratorVoiceId, level: ReadingLevel): Promise<Joined> {
  const pieces: Int16Array[] = [];
  const truth: Array<[number, number]> = [];
  let sampleRate = 22050;
  let atMs = leadInMs;
  for (const word of splitWords(sentence)) {
    const alone = await renderSpeech({ text: word.word, voice, readingLevel: level, names: ['Mia', 'Biscuit'] });
    sampleRate = alone.sampleRate;
    const at = (value: number) => Math.round((value / 1000) * sampleRate);
    const [from, to] = voicedSpan(frameLevels(alone.pcm, sampleRate));
    pieces.push(alone.pcm.subarray(at(from), at(to)));
    truth.push([atMs, atMs + to - from]);
    atMs += to - from;
    if (sentence.slice(word.charEnd).startsWith(',')) {
      pieces.push(new Int16Array(at(commaPauseMs)));
      atMs += commaPauseMs;
    }
  }
  const lead = Math.round((leadInMs / 1000) * sampleRate);
  const samples = new Float32Array(lead * 2 + pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = lead;
  for (const piece of pieces) {
    for (let index = 0; index < piece.length; index++) samples[offset + index] = piece[index]! / 32768;
    offset += piece.length;
  }
  return { samples, sampleRate, truth };
}

/** Boundaries the rendering shows by itself: [word, 'start' | 'end', ms]. */
function visibleBoundaries(levels: Float32Array, timings: WordTiming[]): Array<[number, 'startMs' | 'endMs', number]> {
  const [first, last] = voicedSpan(levels);
  const found: Array<[number, 'startMs' | 'endMs', number]> = [
    [0, 'startMs', first],
    [timings.length - 1, 'endMs', last],
  ];
  let frame = first / frameMs;
  while (frame < last / frameMs) {
    if (levels[frame]! >= silenceLevel) {
      frame++;
      continue;
    }
    let end = frame;
    while (end < levels.length && levels[end]! < silenceLevel) end++;
    if (end - frame >= pauseFrames) {
      // The pause lies between the last word starting before its middle and the word after it.
      const middle = ((frame + end) / 2) * frameMs;
      const before = timings.findLastIndex((timing) => timing.startMs < middle);
      if (before >= 0 && before + 1 < timings.length) found.push([before, 'endMs', frame * frameMs], [before + 1, 'startMs', end * frameMs]);
    }
    frame = end;
  }
  return found;
}

/** A one-paragraph sentence as the narrator renders it, with eSpeak's events as they come and with the stored timings. */
async function ownRendering(sentence: string, voice: NarratorVoiceId, level: ReadingLevel) {
  const page = spokenPage(sentence, { names: ['Mia', 'Biscuit'], sentencePauseMs: pausesFor(level).sentenceMs });
  const paragraph = page.paragraphs[0]!;
  const utterance = await speak(paragraph.ssml, espeakVoice(voice, level));
  const input = { words: page.words, spokenRanges: paragraph.spokenRanges, events: utterance.events, durationMs: utterance.durationMs };
  return {
    levels: frameLevels(utterance.pcm, 22050),
    events: paragraphTimings(input),
    stored: paragraphTimings({ ...input, pcm: utterance.pcm, sampleRate: 22050 }),
  };
}

export async function timingAccuracy(): Promise<void> {
  const aligned: number[] = [];
  const byVoice = new Map<NarratorVoiceId, number[]>();
  const own: number[] = [];
  const ownSigned: number[] = [];
  const events: number[] = [];
  for (const { voice, level } of voices) {
    for (const sentence of sentences) {
      const joined = await joinedWords(sentence, voice, level);
      const alignment = await alignRecording({ samples: joined.samples, sampleRate: joined.sampleRate }, { text: sentence, names: ['Mia', 'Biscuit'], readingLevel: level });
      const errors = alignment.timings.flatMap((timing, index) => [Math.abs(timing.startMs - joined.truth[index]![0]), Math.abs(timing.endMs - joined.truth[index]![1])]);
      aligned.push(...errors);
      byVoice.set(voice, [...(byVoice.get(voice) ?? []), ...errors]);
      const rendering = await ownRendering(sentence, voice, level);
      for (const [word, edge, truth] of visibleBoundaries(rendering.levels, rendering.stored)) {
        own.push(Math.abs(rendering.stored[word]![edge] - truth));
        ownSigned.push(rendering.stored[word]![edge] - truth);
        events.push(Math.abs(rendering.events[word]![edge] - truth));
      }
    }
  }
  const count = sentences.length * voices.length;
  console.log(
    `\n  Known boundaries (each word said alone in the narrator's voice, joined): ${aligned.length / 2} words in ${count} sentences (${voices.length} voices),` +
      ` timed as the narrator times audio it did not render (the built-in aligner)`,
  );
  for (const [voice, errors] of byVoice) {
    const same = voice === 'warm' ? ": the aligner's reference voice, so this is the narrator's own timings of its rendering carried across" : ', against the Warm reference';
    console.log(`    ${voice}: mean ${ms(mean(errors))}, worst ${ms(Math.max(...errors))}${same}`);
  }
  const meanAligned = mean(aligned);
  console.log(
    `  Word start and end error: mean ${ms(meanAligned)}, worst ${ms(Math.max(...aligned))} (target: mean < ${ms(timingErrorTargetMs)}): ${verdict(meanAligned < timingErrorTargetMs)}`,
  );
  const meanOwn = mean(own);
  console.log(
    `  The narrator's own timings on its own rendering, at the ${own.length} word edges it shows by itself (pauses, first start, last end):` +
      ` mean ${ms(meanOwn)}, worst ${ms(Math.max(...own))}, signed mean ${ms(mean(ownSigned))} (target: mean < ${ms(timingErrorTargetMs)}): ${verdict(meanOwn < timingErrorTargetMs)}`,
  );
  console.log(`  (before the narrator moves edges to where the voice sounds, from eSpeak's phoneme events alone: mean ${ms(mean(events))}, worst ${ms(Math.max(...events))})`);
  console.log("  (a word said alone is said as on its own: \"a\" as the letter's name, its last sound drawn out; the aligner stretches over that)");
}

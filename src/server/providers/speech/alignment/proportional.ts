/**
 * Approximate timings when alignment fails: the voiced part of the recording shared between the
 * words by their syllables, with a little extra after each sentence for the breath a reader takes.
 */
import { splitWords, type WordTiming } from '../../../../shared/narration.ts';
import { silenceLevel } from '../builtin/timings.ts';
import { frameMs } from './mfcc.ts';

/** English syllables, counted the way a dictionary-free reader would: vowel groups, less a silent e. */
export function syllables(word: string): number {
  const lower = word.toLowerCase();
  if (/^\p{N}/u.test(lower)) return Math.max(1, lower.replace(/\P{N}/gu, '').length);
  const groups = lower.match(/[aeiouyàâäéèêëïîôöùûü]+/g)?.length ?? 0;
  // A silent final e ("time"), or -ed said without a vowel ("curled"), but not "table" or "wanted".
  const silentE = (/[^aeiouy]e$/.test(lower) && !/[^aeiouy]le$/.test(lower)) || /[^aeiouytd]ed$/.test(lower) ? 1 : 0;
  return Math.max(1, groups - (groups > 1 ? silentE : 0));
}

const sentenceEnd = /^[^\p{L}\p{N}]*[.!?…]/u;

export function proportionalTimings(text: string, levels: Float32Array): WordTiming[] {
  const words = splitWords(text);
  let first = levels.findIndex((level) => level >= silenceLevel);
  let last = levels.length - 1;
  while (last > 0 && levels[last]! < silenceLevel) last--;
  if (first < 0) [first, last] = [0, levels.length - 1];
  const startMs = first * frameMs;
  const endMs = (last + 1) * frameMs;
  const weights = words.map((word, index) => {
    const after = text.slice(word.charEnd, words[index + 1]?.charStart ?? text.length);
    return { speak: syllables(word.word), pause: index < words.length - 1 && sentenceEnd.test(after) ? 1 : 0 };
  });
  const total = weights.reduce((sum, weight) => sum + weight.speak + weight.pause, 0) || 1;
  const unit = (endMs - startMs) / total;
  let at = startMs;
  return words.map((word, index) => {
    const start = at;
    const end = start + weights[index]!.speak * unit;
    at = end + weights[index]!.pause * unit;
    return { word: word.word, startMs: Math.round(start), endMs: Math.round(end), charStart: word.charStart, charEnd: word.charEnd };
  });
}

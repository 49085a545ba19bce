/**
 * Narration rules both sides use (PRODUCT.md "Pictures and voices"): what counts as a word of the
 * displayed text, the built-in narrator's voices, and which word is being spoken at a moment.
 * Word timings always point into the displayed text, so the reader can highlight it as it is.
 */

export interface WordTiming {
  word: string;
  startMs: number;
  endMs: number;
  /** UTF-16 offsets into the page text as displayed: `text.slice(charStart, charEnd) === word`. */
  charStart: number;
  charEnd: number;
}

export interface TextWord {
  word: string;
  charStart: number;
  charEnd: number;
}

/**
 * A word is a run of letters or digits, joined across an apostrophe, hyphen or a separator inside
 * a number ("don’t", "well-known", "7:30", "1,000"), so every word the reader sees is one unit.
 */
const wordPattern = /[\p{L}\p{N}\p{M}]+(?:(?:['’‑-]|[.,:](?=\p{N}))[\p{L}\p{N}\p{M}]+)*/gu;

export function splitWords(text: string): TextWord[] {
  return Array.from(text.matchAll(wordPattern), (match) => ({
    word: match[0],
    charStart: match.index,
    charEnd: match.index + match[0].length,
  }));
}

/** The index of the word being spoken at `ms`, or -1 before the first and in pauses between words. */
export function wordIndexAt(timings: readonly WordTiming[], ms: number): number {
  let low = 0;
  let high = timings.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const timing = timings[middle]!;
    if (ms < timing.startMs) high = middle - 1;
    else if (ms >= timing.endMs) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * The word to show as current: the one being spoken, or during a pause the last one spoken, so the
 * highlight does not flicker off between words.
 */
export function highlightedWordAt(timings: readonly WordTiming[], ms: number): number {
  const exact = wordIndexAt(timings, ms);
  if (exact >= 0) return exact;
  let last = -1;
  for (const [index, timing] of timings.entries()) {
    if (timing.startMs > ms) break;
    last = index;
  }
  return last;
}

export const narratorVoiceIds = ['warm', 'gentle', 'bright', 'calm'] as const;
export type NarratorVoiceId = (typeof narratorVoiceIds)[number];
export const defaultNarratorVoice: NarratorVoiceId = 'warm';

export const narratorVoices: ReadonlyArray<{ id: NarratorVoiceId; label: string; description: string }> = [
  { id: 'warm', label: 'Warm', description: 'A low, unhurried voice, like a grown-up by the bed.' },
  { id: 'gentle', label: 'Gentle', description: 'Soft and slow, for the sleepiest nights.' },
  { id: 'bright', label: 'Bright', description: 'Lively and clear, for adventures.' },
  { id: 'calm', label: 'Calm', description: 'Even and steady, with a British lilt.' },
];

/** Said plainly wherever a built-in voice is chosen: it is a speech synthesiser, not an actor. */
export const builtinVoiceHonesty =
  'The built-in voices are made on this server and work everywhere, even offline. They sound robotic next to your device’s own voices or an outside voice service.';

/**
 * From eSpeak's events to a timing for every displayed word. eSpeak reports where each word it
 * says begins, in code points of what it was given, and where each of its phonemes begins. A word
 * starts at its first phoneme: eSpeak's word event for a word that opens with a vowel comes at the
 * previous word's last consonant ("ran all": "all" is reported where the "n" begins, 80 ms early).
 * A word ends where the next phoneme that is not its own begins: the next word's, or a pause.
 * Some short words ("of the", "a") come out inside a neighbour's event and get none of their own,
 * so that span is shared between them by length, each share starting at the nearest phoneme.
 * Word edges are then pulled in to where the voice actually sounds, so a highlight does not
 * linger through a pause.
 */
import type { TextWord, WordTiming } from '../../../../shared/narration.ts';

export interface SpeechEvent {
  type: 'word' | 'end' | 'sentence' | 'phoneme' | 'mark' | 'play' | 'msg_terminated' | 'list_terminated' | 'samplerate';
  /** 1-based code-point position in the text given to eSpeak. */
  textPosition: number;
  audioMs: number;
  /** A phoneme event's phoneme; empty (or `_…`) for a pause. */
  phoneme?: string;
}

export interface ParagraphTimingInput {
  /** The paragraph's words, in order, as displayed. */
  words: TextWord[];
  /** For each word, its [start, end) code points in the spoken text. */
  spokenRanges: Array<[number, number]>;
  events: SpeechEvent[];
  durationMs: number;
  /** Mono PCM of the paragraph, to find where the voice is silent; omit to keep eSpeak's edges. */
  pcm?: Int16Array;
  sampleRate?: number;
}

/** Shortest highlight, so even a word squeezed into a neighbour can be seen. */
const minimumWordMs = 40;
const frameMs = 10;

function wordOfPosition(ranges: Array<[number, number]>, position: number): number {
  for (const [index, [start, end]] of ranges.entries()) {
    if (position >= start && position < end) return index;
    // Punctuation or a break before the word: the event belongs to the word that follows it.
    if (position < start) return index;
  }
  return ranges.length - 1;
}

/** Gives each word without a start its share of the neighbouring word's span, by length. */
export function fillMissingStarts(starts: ReadonlyArray<number | undefined>, lengths: readonly number[], endMs: number): number[] {
  const result = [...starts];
  const count = result.length;
  const startAfter = (index: number) => {
    for (let next = index + 1; next < count; next++) if (result[next] !== undefined) return result[next]!;
    return endMs;
  };
  let index = 0;
  while (index < count) {
    if (result[index] !== undefined) {
      index++;
      continue;
    }
    let runEnd = index;
    while (runEnd < count && result[runEnd] === undefined) runEnd++;
    let group: number[];
    let from: number;
    let to: number;
    if (index > 0) {
      // Merged into the word before: share that word's span.
      group = range(index - 1, runEnd);
      from = result[index - 1]!;
      to = runEnd < count ? result[runEnd]! : endMs;
    } else if (runEnd < count) {
      // The page opens with words merged into the first word eSpeak reported.
      group = range(0, runEnd + 1);
      from = result[runEnd]!;
      to = startAfter(runEnd);
    } else {
      group = range(0, count);
      from = 0;
      to = endMs;
    }
    const weight = (member: number) => Math.max(1, lengths[member] ?? 1);
    const total = group.reduce((sum, member) => sum + weight(member), 0);
    let at = from;
    for (const member of group) {
      result[member] = Math.round(at);
      at += ((to - from) * weight(member)) / total;
    }
    index = runEnd + (index === 0 && runEnd < count ? 1 : 0);
  }
  return result as number[];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, offset) => from + offset);
}

/** Loudness of each 10 ms frame, as a share of the loudest frame. */
export function frameLevels(pcm: ArrayLike<number>, sampleRate: number): Float32Array {
  const size = Math.max(1, Math.round((sampleRate * frameMs) / 1000));
  const levels = new Float32Array(Math.ceil(pcm.length / size));
  let loudest = 1;
  for (let frame = 0; frame < levels.length; frame++) {
    let sum = 0;
    const end = Math.min(pcm.length, (frame + 1) * size);
    for (let sample = frame * size; sample < end; sample++) sum += pcm[sample]! * pcm[sample]!;
    levels[frame] = Math.sqrt(sum / Math.max(1, end - frame * size));
    loudest = Math.max(loudest, levels[frame]!);
  }
  for (let frame = 0; frame < levels.length; frame++) levels[frame]! /= loudest;
  return levels;
}

export const silenceLevel = 0.02;

/**
 * The next word's first sound (a "th", an "s", a breath) can start up to this long before the
 * moment its word begins, so a word ending in a pause would otherwise run on through the pause.
 */
const onsetFrames = 8;
/** Silence this long inside a word's span is a pause, never a stop consonant's closure. */
const pauseFrames = 12;

/** Moves a word's edges inwards past silence, never making it shorter than the minimum. */
export function trimSilence(levels: Float32Array, startMs: number, endMs: number, silence = silenceLevel): [number, number] {
  let first = Math.floor(startMs / frameMs);
  let last = Math.ceil(endMs / frameMs) - 1;
  const minimumFrames = minimumWordMs / frameMs;
  const silent = (frame: number) => (levels[frame] ?? 0) < silence;
  while (last - first > minimumFrames && silent(first)) first++;
  while (last - first > minimumFrames && silent(last)) last--;
  last = beforeNextOnset(silent, first + minimumFrames, last);
  return [Math.max(startMs, first * frameMs), Math.min(endMs, (last + 1) * frameMs)];
}

/**
 * When only a short sound follows a pause at a span's end, that sound is the next word starting
 * early (its "s" or "th", a breath), whether or not it runs on to the span's very end: the word
 * ends where the pause begins.
 */
function beforeNextOnset(silent: (frame: number) => boolean, earliest: number, last: number): number {
  let onset = last;
  while (onset > earliest && last - onset < onsetFrames && !silent(onset)) onset--;
  if (!silent(onset)) return last;
  let pause = onset;
  while (pause > earliest && silent(pause)) pause--;
  return onset - pause >= pauseFrames && !silent(pause) ? pause : last;
}

interface PhonemeSpans {
  /** Each word's first phoneme, where it has one of its own. */
  firsts: Array<number | undefined>;
  /** Where the next phoneme that is not the word's own begins (the next word's, or a pause). */
  ends: Array<number | undefined>;
  /** Every phoneme's start, in order. */
  onsets: number[];
}

const isPause = (phoneme: string) => phoneme === '' || phoneme.startsWith('_');

function phonemeSpans(events: SpeechEvent[], ranges: Array<[number, number]>, durationMs: number): PhonemeSpans {
  const phonemes = events.filter((event) => event.type === 'phoneme' && event.phoneme !== undefined);
  const firsts: Array<number | undefined> = ranges.map(() => undefined);
  const ends: Array<number | undefined> = ranges.map(() => undefined);
  const owners = phonemes.map((event) => (isPause(event.phoneme!) ? -1 : wordOfPosition(ranges, event.textPosition - 1)));
  for (const [index, event] of phonemes.entries()) {
    const owner = owners[index]!;
    if (owner < 0) continue;
    firsts[owner] ??= event.audioMs;
    let next = index + 1;
    while (next < phonemes.length && owners[next] === owner) next++;
    ends[owner] = next < phonemes.length ? phonemes[next]!.audioMs : durationMs;
  }
  return { firsts, ends, onsets: phonemes.filter((event) => !isPause(event.phoneme!)).map((event) => event.audioMs) };
}

/** A shared-out start moved to the nearest phoneme start between its neighbours, when there is one. */
function nearestOnset(onsets: number[], at: number, after: number, before: number): number {
  let best = at;
  let distance = Infinity;
  for (const onset of onsets) {
    if (onset <= after || onset >= before || Math.abs(onset - at) >= distance) continue;
    best = onset;
    distance = Math.abs(onset - at);
  }
  return best;
}

/** Timings of one paragraph's words, in ms from the paragraph's own start. */
export function paragraphTimings(input: ParagraphTimingInput): WordTiming[] {
  const { words, spokenRanges, events, durationMs } = input;
  const phonemes = phonemeSpans(events, spokenRanges, durationMs);
  const starts: Array<number | undefined> = words.map(() => undefined);
  const clauseEnds: number[] = [];
  for (const event of events) {
    if (event.type === 'end') clauseEnds.push(event.audioMs);
    if (event.type !== 'word') continue;
    const index = wordOfPosition(spokenRanges, event.textPosition - 1);
    if (starts[index] === undefined || event.audioMs < starts[index]!) starts[index] = event.audioMs;
  }
  for (const [index, first] of phonemes.firsts.entries()) if (first !== undefined && starts[index] !== undefined) starts[index] = Math.max(starts[index]!, first);
  // Later words never start before earlier ones: a stray event cannot reorder the page.
  for (let index = 1; index < starts.length; index++) {
    if (starts[index] !== undefined && starts[index - 1] !== undefined && starts[index]! < starts[index - 1]!) starts[index] = undefined;
  }
  const filled = fillMissingStarts(
    starts,
    words.map((word) => word.word.length),
    durationMs,
  );
  for (let index = 1; index < filled.length; index++) {
    if (starts[index] !== undefined) continue;
    const before = index + 1 < filled.length ? filled[index + 1]! : durationMs;
    filled[index] = nearestOnset(phonemes.onsets, filled[index]!, filled[index - 1]!, before);
  }
  const levels = input.pcm ? frameLevels(input.pcm, input.sampleRate ?? 22050) : null;
  return words.map((word, index) => {
    const start = filled[index]!;
    let end = index + 1 < filled.length ? filled[index + 1]! : durationMs;
    // Where its own phonemes stop (before a pause), or else a clause end between it and the next word.
    const ownEnd = phonemes.ends[index];
    const clauseEnd = clauseEnds.find((at) => at > start && at < end);
    if (ownEnd !== undefined && ownEnd > start && ownEnd < end) end = ownEnd;
    else if (ownEnd === undefined && clauseEnd !== undefined) end = clauseEnd;
    let [startMs, endMs] = levels ? trimSilence(levels, start, end) : [start, end];
    if (endMs - startMs < minimumWordMs) endMs = Math.min(Math.max(end, startMs + minimumWordMs), durationMs);
    startMs = Math.min(startMs, Math.max(0, endMs - minimumWordMs));
    return { word: word.word, startMs: Math.round(startMs), endMs: Math.round(endMs), charStart: word.charStart, charEnd: word.charEnd };
  });
}

/** Shifts a paragraph's timings onto the page's clock. */
export function offsetTimings(timings: WordTiming[], offsetMs: number): WordTiming[] {
  return timings.map((timing) => ({ ...timing, startMs: Math.round(timing.startMs + offsetMs), endMs: Math.round(timing.endMs + offsetMs) }));
}

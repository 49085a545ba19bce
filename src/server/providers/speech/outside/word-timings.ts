/**
 * Turning an outside voice's timings into ours: a timing for every displayed word of the page text,
 * in order, with offsets into the text as shown. ElevenLabs times every character it read;
 * a transcription times the words it heard, which are matched back onto the page's words.
 */
import { splitWords, type TextWord, type WordTiming } from '../../../../shared/narration.ts';

const ms = (seconds: number) => Math.max(0, Math.round(seconds * 1000));

/** Per-character times (seconds) of the text as sent, as ElevenLabs' `alignment` gives them. */
export interface CharacterAlignment {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
}

/**
 * Each displayed word spans the characters that say it. The provider's characters are matched to
 * the text one by one (skipping any it added or dropped), so a changed space or quote does not shift
 * every later word.
 */
export function timingsFromCharacters(text: string, alignment: CharacterAlignment): WordTiming[] {
  const starts: Array<number | undefined> = new Array(text.length);
  const ends: Array<number | undefined> = new Array(text.length);
  let at = 0;
  alignment.characters.forEach((character, index) => {
    const found = text.indexOf(character, at);
    // A character the text does not have nearby (the provider normalised it) is skipped.
    if (found === -1 || found - at > 8) return;
    starts[found] = alignment.character_start_times_seconds[index];
    ends[found] = alignment.character_end_times_seconds[index];
    at = found + character.length;
  });
  const words = splitWords(text);
  const timed = words.map((word) => {
    const spanStarts = starts.slice(word.charStart, word.charEnd).filter((value): value is number => value !== undefined);
    const spanEnds = ends.slice(word.charStart, word.charEnd).filter((value): value is number => value !== undefined);
    return spanStarts.length > 0 ? { start: ms(Math.min(...spanStarts)), end: ms(Math.max(...spanEnds)) } : null;
  });
  return fillGaps(words, timed);
}

/** A word the transcription heard, with its time in seconds. */
export interface HeardWord {
  word: string;
  start: number;
  end: number;
}

const normalise = (word: string) => word.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Matches the heard words onto the page's words in order: a page word takes the next heard word
 * that says the same thing (looking a few words ahead, so a dropped or extra word does not derail
 * the rest). Words left unmatched ("7:30" heard as "seven thirty") share the time between their
 * matched neighbours by length.
 */
export function timingsFromTranscript(text: string, heard: readonly HeardWord[]): WordTiming[] {
  const words = splitWords(text);
  const lookAhead = 4;
  let next = 0;
  const timed = words.map((word) => {
    const target = normalise(word.word);
    for (let offset = 0; offset < lookAhead && next + offset < heard.length; offset++) {
      const candidate = heard[next + offset]!;
      if (normalise(candidate.word) === target) {
        next += offset + 1;
        return { start: ms(candidate.start), end: ms(candidate.end) };
      }
    }
    return null;
  });
  const lastHeard = heard.at(-1);
  return fillGaps(words, timed, lastHeard ? ms(lastHeard.end) : undefined);
}

/** Gives unmatched words the time between their matched neighbours, shared by length; keeps order. */
function fillGaps(words: readonly TextWord[], timed: Array<{ start: number; end: number } | null>, endMs?: number): WordTiming[] {
  const result: WordTiming[] = [];
  let index = 0;
  while (index < words.length) {
    if (timed[index]) {
      const previousEnd = result.at(-1)?.endMs ?? 0;
      const start = Math.max(timed[index]!.start, previousEnd);
      result.push({ ...words[index]!, startMs: start, endMs: Math.max(start + 1, timed[index]!.end) });
      index++;
      continue;
    }
    let last = index;
    while (last < words.length && !timed[last]) last++;
    const from = result.at(-1)?.endMs ?? 0;
    const to = last < words.length ? Math.max(from, timed[last]!.start) : Math.max(from, endMs ?? from + 300 * (last - index));
    const gap = words.slice(index, last);
    const letters = gap.reduce((sum, word) => sum + word.word.length, 0);
    let cursor = from;
    for (const word of gap) {
      const share = ((to - from) * word.word.length) / letters;
      result.push({ ...word, startMs: Math.round(cursor), endMs: Math.max(Math.round(cursor) + 1, Math.round(cursor + share)) });
      cursor += share;
    }
    index = last;
  }
  return result;
}

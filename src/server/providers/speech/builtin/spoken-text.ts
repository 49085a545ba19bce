/**
 * Turns displayed page text into what eSpeak is asked to say, paragraph by paragraph, while keeping
 * for every displayed word the range of the spoken text that says it. The displayed text is never
 * changed: timings found in the spoken text are carried back to the displayed word's offsets.
 */
import { splitWords, type TextWord } from '../../../../shared/narration.ts';

export interface SpokenParagraph {
  /** SSML for eSpeak: escaped text with breaks after sentences. */
  ssml: string;
  /** Indexes into the page's word list of the words in this paragraph, in order. */
  wordIndexes: number[];
  /** For each of those words, its [start, end) in code points of `ssml` (eSpeak counts code points). */
  spokenRanges: Array<[number, number]>;
}

export interface SpokenPage {
  words: TextWord[];
  paragraphs: SpokenParagraph[];
}

export interface SpeechOptions {
  /** Names said the same way every time, whatever their case on the page ("MIA!" is not spelled out). */
  names?: readonly string[];
  /** The pause added after a sentence, on top of eSpeak's own. */
  sentencePauseMs?: number;
}

const abbreviations: Record<string, string> = {
  mr: 'Mister',
  mrs: 'Missus',
  ms: 'Miz',
  dr: 'Doctor',
  st: 'Saint',
  prof: 'Professor',
  capt: 'Captain',
  vs: 'versus',
  etc: 'et cetera',
  approx: 'approximately',
};

/** Short words in capitals that are said as letters; other capitalised words are shouted words. */
const spelledOut = new Set(['TV', 'OK', 'UK', 'USA', 'DJ', 'ID']);

const ones = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** English words for 0 to 999,999; larger numbers are left to eSpeak. */
export function numberToWords(value: number): string {
  if (value < 20) return ones[value]!;
  if (value < 100) return tens[Math.floor(value / 10)]! + (value % 10 ? `-${ones[value % 10]}` : '');
  if (value < 1000) {
    const rest = value % 100;
    return `${ones[Math.floor(value / 100)]} hundred${rest ? ` and ${numberToWords(rest)}` : ''}`;
  }
  const rest = value % 1000;
  return `${numberToWords(Math.floor(value / 1000))} thousand${rest ? (rest < 100 ? ' and ' : ' ') + numberToWords(rest) : ''}`;
}

function speakNumber(word: string): string {
  const time = /^(\d{1,2}):(\d{2})$/.exec(word);
  if (time) {
    const minutes = Number(time[2]);
    const hour = numberToWords(Number(time[1]));
    if (minutes === 0) return `${hour} o'clock`;
    return `${hour} ${minutes < 10 ? `oh ${numberToWords(minutes)}` : numberToWords(minutes)}`;
  }
  const plain = word.replace(/,(?=\d{3}\b)/g, '');
  if (/^\d+$/.test(plain) && plain.length <= 6) return numberToWords(Number(plain));
  const decimal = /^(\d+)\.(\d+)$/.exec(plain);
  if (decimal && decimal[1]!.length <= 6) {
    return `${numberToWords(Number(decimal[1]))} point ${[...decimal[2]!].map((digit) => ones[Number(digit)]).join(' ')}`;
  }
  return word;
}

function spokenWord(word: string, nextChar: string | undefined, names: Map<string, string>): string {
  const plain = word.replace(/[’‑]/g, (char) => (char === '’' ? "'" : '-'));
  const bare = plain.replace(/'s$/i, '');
  const name = names.get(bare.toLowerCase());
  if (name) return name + plain.slice(bare.length).toLowerCase();
  if (nextChar === '.' && Object.hasOwn(abbreviations, plain.toLowerCase())) return abbreviations[plain.toLowerCase()]!;
  if (/^\d/.test(plain)) return speakNumber(plain);
  if (plain.length > 1 && plain === plain.toUpperCase() && /\p{Lu}/u.test(plain) && !spelledOut.has(plain)) return plain.toLowerCase();
  return plain;
}

function escapeSsml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What is said between two words: punctuation kept for intonation, symbols said as words. */
function spokenGap(gap: string, afterAbbreviation: boolean, sentencePauseMs: number): string {
  let text = afterAbbreviation ? gap.replace(/^\./, '') : gap;
  text = text
    .replace(/[“”„«»]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/…/g, '...')
    .replace(/\s*[—–]\s*/g, ', ')
    .replace(/&/g, ' and ')
    .replace(/%/g, ' percent ')
    .replace(/\s+/g, ' ');
  const escaped = escapeSsml(text);
  // A sentence end gets a little more room than eSpeak gives it: children need time to follow.
  if (sentencePauseMs > 0 && /[.!?]/.test(text) && !/^\.\.\.$/.test(text.trim())) {
    return `${escaped} <break time="${sentencePauseMs}ms"/> `;
  }
  return escaped.length === 0 ? ' ' : escaped;
}

/** Paragraphs are separated by a blank line (or more); each is synthesised on its own. */
export function paragraphSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const separator = /\n[ \t]*\n\s*/g;
  let start = 0;
  for (const match of text.matchAll(separator)) {
    spans.push([start, match.index]);
    start = match.index + match[0].length;
  }
  spans.push([start, text.length]);
  return spans.filter(([from, to]) => text.slice(from, to).trim().length > 0);
}

const codePoints = (text: string) => Array.from(text).length;

export function spokenPage(text: string, options: SpeechOptions = {}): SpokenPage {
  const words = splitWords(text);
  const names = new Map((options.names ?? []).filter(Boolean).map((name) => [name.toLowerCase(), name]));
  const pause = options.sentencePauseMs ?? 0;
  const paragraphs: SpokenParagraph[] = [];
  let wordIndex = 0;
  for (const [from, to] of paragraphSpans(text)) {
    const paragraph: SpokenParagraph = { ssml: '', wordIndexes: [], spokenRanges: [] };
    let cursor = from;
    let afterAbbreviation = false;
    while (wordIndex < words.length && words[wordIndex]!.charStart < to) {
      const word = words[wordIndex]!;
      paragraph.ssml += spokenGap(text.slice(cursor, word.charStart), afterAbbreviation, pause);
      const spoken = escapeSsml(spokenWord(word.word, text[word.charEnd], names));
      afterAbbreviation = text[word.charEnd] === '.' && Object.hasOwn(abbreviations, word.word.toLowerCase());
      const start = codePoints(paragraph.ssml);
      paragraph.ssml += spoken;
      paragraph.wordIndexes.push(wordIndex);
      paragraph.spokenRanges.push([start, start + codePoints(spoken)]);
      cursor = word.charEnd;
      wordIndex++;
    }
    paragraph.ssml += spokenGap(text.slice(cursor, to), afterAbbreviation, 0);
    if (paragraph.wordIndexes.length > 0) paragraphs.push(paragraph);
  }
  return { words, paragraphs };
}

/**
 * The last pass over rendered text: spacing, a/an, curly quotes and capitals. Names arrive wrapped
 * in guard marks so that a child called "An" or "de Luca" is never "corrected".
 */
import { namesALetter, startsWithVowelSound } from '../critic/grammar.ts';

export const nameOpen = '\uE000';
export const nameClose = '\uE001';
/** Around each mention of the story's place, until the story is told and the first is said in full (short-place.ts). */
export const placeOpen = '\uE003';
export const placeClose = '\uE004';

/** Ends a name set off by a comma ("her rabbit, Mr Floppy"): a comma when the sentence goes on, nothing at a pause. */
export const appositionEnd = '\uE002';

export function guardName(name: string): string {
  return `${nameOpen}${name}${nameClose}`;
}

/** “Mia’s”, with the name guarded like guardName's. */
export function guardedPossessive(name: string): string {
  return `${guardName(name)}’s`;
}

/** “Leo, Ava and Sam”. */
export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function stripGuards(text: string): string {
  return text.replaceAll(nameOpen, '').replaceAll(nameClose, '');
}

function fixArticles(text: string): string {
  return text.replace(
    /(^|[^\p{L}\uE000'’])(a|an|A|An)(\s+)([“"‘]?)(\uE000?)(\p{L}[\p{L}'’-]*)/gu,
    (whole, before: string, article: string, space: string, quote: string, guard: string, word: string, offset: number) => {
      if (namesALetter(article, text.slice(0, offset + before.length))) return whole;
      const wantsAn = startsWithVowelSound(word);
      const capital = article[0] === 'A';
      const fixed = wantsAn ? (capital ? 'An' : 'an') : capital ? 'A' : 'a';
      return `${before}${fixed}${space}${quote}${guard}${word}`;
    },
  );
}

function curlyQuotes(text: string): string {
  let out = '';
  let previous = '';
  for (const char of text) {
    if (char === '"') out += previous === '' || /[\s([—–-]/.test(previous) ? '“' : '”';
    else if (char === "'") out += '’';
    else out += char;
    // Guard marks are invisible: the quote before a name opens, the one after it closes.
    if (char !== nameOpen && char !== nameClose && char !== placeOpen && char !== placeClose) previous = char;
  }
  return out;
}

function upper(char: string): string {
  return char.toUpperCase();
}

function capitalise(text: string): string {
  // The first letter of the text, of every sentence (also after speech ending in a full stop; after
  // “Stop!” a sentence may go on), and of speech introduced by a comma or colon
  // ("said, “yes”") or following finished speech. A word quoted inside a sentence ("the word
  // “please”") stays as written.
  return text
    .replace(/^([\s“‘\uE000\uE003]*)(\p{Ll})/u, (_, lead: string, letter: string) => lead + upper(letter))
    .replace(/([.!?]|\.”)(\s+)([“‘]?[\uE000\uE003]?)(\p{Ll})/gu, (match, stop: string, space: string, lead: string, letter: string, offset: number, whole: string) =>
      afterInitials(whole, offset) ? match : stop + space + lead + upper(letter),
    )
    .replace(/((?:[,:]|[.!?]”)\s+“[\uE000\uE003]?)(\p{Ll})/gu, (match, lead: string, letter: string, offset: number, whole: string) =>
      isContinuation(whole, offset + lead.indexOf('“')) ? match : lead + upper(letter),
    );
}

/** "E.M. sat here": the full stop after someone's initials ends no sentence. */
function afterInitials(text: string, stopAt: number): boolean {
  return /(?:^|[\s(“\uE000])(?:\p{Lu}\.){2,}$/u.test(text.slice(Math.max(0, stopAt - 12), stopAt + 1));
}

/** `"Hedgehogs," it explained, "do not climb."` — the second quote goes on with the same sentence. */
function isContinuation(text: string, quoteAt: number): boolean {
  if (text.slice(Math.max(0, quoteAt - 2), quoteAt) !== ', ') return false;
  const close = text.lastIndexOf('”', quoteAt);
  if (close < 0 || quoteAt - close > 160) return false;
  return !/[.!?]\s/.test(text.slice(close + 1, quoteAt));
}

export function polish(text: string): string {
  const spaced = text
    .replace(/\uE002(?=\s+[^\s.,!?;:…—–)”’])/gu, ',')
    .replaceAll(appositionEnd, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.!?;:])/g, '$1')
    .replace(/,{2,}/g, ',')
    // A join point after a comma, told as two sentences: "said,. She" is "said. She".
    .replace(/,(\s*[.!?])/g, '$1')
    .replace(/\.{2,}(?!\.)/g, '.')
    .replace(/([!?]),/g, '$1')
    .trim();
  return capitalise(curlyQuotes(fixArticles(spaced)));
}

/** Words that may start a joined sentence in lower case; any other capital may begin a name. */
const commonStart = /^(?:The|A|An|It|Its|He|She|They|There|This|That|These|Those|Then|His|Her|Their|Everything|Nothing|Someone|Somewhere|Something|One|All|Some|Every|Each|No|Now|For|In|On|At|With|Once|When|While|After|Before|Outside|Inside|Only|Even|Nobody|Everyone|Both|Neither|Either|Here|Two|Three|Above|Below|Behind|Beside|Under|Up|Down|Out|Through|Across|Just|Still|Slowly|Somehow)\b/;

export interface JoinStyle {
  rate: number;
  /** The longest sentence a join may make. */
  maxWords: number;
  /** Older readers also get semicolons. */
  semicolons: boolean;
}

function countWords(sentence: string): number {
  return sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Joins neighbouring plain sentences ("Mia sighed. The wind dropped.") into one longer sentence at
 * the level's rate, so sentence length grows with reading level. Sentences with speech, and the
 * sentences inside someone's speech, are left alone, and a name keeps its capital.
 */
export function joinSentences(text: string, style: JoinStyle, chance: () => number): string {
  if (style.rate <= 0) return text;
  return text
    .split('\n\n')
    .map((paragraph) => {
      const parts = paragraph.split(/(?<=[.!?])\s+/);
      const out: string[] = [];
      // Whether each sentence told so far starts inside someone's speech: “Feet flat. Big breath. Eyes up.” is said as it was said.
      const quoted: boolean[] = [];
      let open = 0;
      for (const part of parts) {
        const previous = out.at(-1);
        const inside = open > 0;
        open = Math.max(0, open + (part.match(/“/g)?.length ?? 0) - (part.match(/”/g)?.length ?? 0));
        // One join per sentence: a chain of "and"s reads as breathless, not grown-up.
        const joinable = (sentence: string) => sentence.endsWith('.') && !/[“”"]/.test(sentence) && !sentence.endsWith('….') && !/, and |; /.test(sentence);
        if (previous && !inside && !quoted.at(-1) && joinable(previous) && joinable(part) && !/^(But|And|So|Then|Or|Yet|Because|Still)\b/.test(part) && countWords(previous) + countWords(part) <= style.maxWords && chance() < style.rate) {
          // A sentence led by the place (“In Porthwenna, …”) is read from the words inside its mark.
          const mark = part.startsWith(placeOpen) ? placeOpen : '';
          const body = part.slice(mark.length);
          const rest = body.startsWith(nameOpen) || /^I\b/.test(body) ? part : mark + body[0]!.toLowerCase() + body.slice(1);
          // A name the library writes out (“Juno found the tin”) keeps its capital: such a sentence is not joined.
          if (!body.startsWith(nameOpen) && !/^I\b/.test(body) && !commonStart.test(body)) {
            out.push(part);
            quoted.push(inside);
            continue;
          }
          const glue = style.semicolons && chance() < 0.6 ? '; ' : ', and ';
          out[out.length - 1] = `${previous.slice(0, -1)}${glue}${rest}`;
        } else {
          out.push(part);
          quoted.push(inside);
        }
      }
      return out.join(' ');
    })
    .join('\n\n');
}

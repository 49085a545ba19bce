/**
 * The last pass over rendered text: spacing, a/an, curly quotes and capitals. Names arrive wrapped
 * in guard marks so that a child called "An" or "de Luca" is never "corrected".
 */
export const nameOpen = '\uE000';
export const nameClose = '\uE001';

export function guardName(name: string): string {
  return `${nameOpen}${name}${nameClose}`;
}

export function stripGuards(text: string): string {
  return text.replaceAll(nameOpen, '').replaceAll(nameClose, '');
}

const consonantSoundPrefixes = ['uni', 'use', 'usu', 'uti', 'ure', 'eu', 'one', 'once', 'ufo', 'ewe', 'uk'];
const vowelSoundPrefixes = ['hour', 'honest', 'honour', 'honor', 'heir'];

function startsWithVowelSound(word: string): boolean {
  const lower = word.toLowerCase();
  if (vowelSoundPrefixes.some((prefix) => lower.startsWith(prefix))) return true;
  if (consonantSoundPrefixes.some((prefix) => lower.startsWith(prefix))) return false;
  return /^[aeiou]/.test(lower);
}

function fixArticles(text: string): string {
  return text.replace(
    /(^|[^\p{L}\uE000'’])(a|an|A|An)(\s+)([“"‘]?)(\uE000?)(\p{L}[\p{L}'’-]*)/gu,
    (whole, before: string, article: string, space: string, quote: string, guard: string, word: string) => {
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
    if (char !== nameOpen && char !== nameClose) previous = char;
  }
  return out;
}

function upper(char: string): string {
  return char.toUpperCase();
}

function capitalise(text: string): string {
  // The first letter of the text, of every sentence, and of everything said aloud.
  return text
    .replace(/^([\s“‘\uE000]*)(\p{Ll})/u, (_, lead: string, letter: string) => lead + upper(letter))
    .replace(/([.!?])(\s+)([“‘]?\uE000?)(\p{Ll})/gu, (_, stop: string, space: string, lead: string, letter: string) => stop + space + lead + upper(letter))
    .replace(/(“\uE000?)(\p{Ll})/gu, (_, lead: string, letter: string) => lead + upper(letter));
}

export function polish(text: string): string {
  const spaced = text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.!?;:])/g, '$1')
    .replace(/,{2,}/g, ',')
    .replace(/\.{2,}(?!\.)/g, '.')
    .replace(/([!?]),/g, '$1')
    .trim();
  return capitalise(curlyQuotes(fixArticles(spaced)));
}

/**
 * Plain-English text measures: words, sentences, a syllable estimate and the Flesch–Kincaid grade.
 * The story engines use them to hit a word count; tests and the benchmark use them to check levels.
 */

const wordPattern = /[\p{L}\p{N}]/u;

export function words(text: string): string[] {
  return text.split(/\s+/).filter((token) => wordPattern.test(token));
}

export function wordCount(text: string): number {
  return words(text).length;
}

const closers = new Set(['"', '”', '’', "'", ')']);
const openers = new Set(['"', '“', '‘', "'", '(']);

/**
 * Sentences end at . ! or ? (after any closing quote) when the next one starts with a capital or an
 * opening quote. So `“Look!” said Mia.` stays one sentence, as a reader hears it.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char !== '.' && char !== '!' && char !== '?') continue;
    let end = i + 1;
    while (end < text.length && (text[end] === '.' || text[end] === '!' || text[end] === '?')) end++;
    while (end < text.length && closers.has(text[end]!)) end++;
    let next = end;
    while (next < text.length && /\s/.test(text[next]!)) next++;
    const following = text[next];
    const atEnd = next >= text.length;
    if (atEnd || (next > end && following !== undefined && (isUpper(following) || openers.has(following)))) {
      const sentence = text.slice(start, end).trim();
      if (sentence) sentences.push(sentence);
      start = next;
      i = next - 1;
    } else {
      i = end - 1;
    }
  }
  const rest = text.slice(start).trim();
  if (rest && wordPattern.test(rest)) sentences.push(rest);
  return sentences;
}

function isUpper(char: string): boolean {
  return char !== char.toLowerCase() && char === char.toUpperCase();
}

export function sentenceCount(text: string): number {
  return Math.max(1, splitSentences(text).length);
}

/** A common English estimate: vowel groups, less a silent final e, at least one per word. */
export function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return word.trim() ? 1 : 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (match) => match[0]!);
  w = w.replace(/^y/, '');
  const groups = w.match(/[aeiouy]+/g);
  return Math.max(1, groups ? groups.length : 1);
}

export interface Readability {
  words: number;
  sentences: number;
  syllables: number;
  wordsPerSentence: number;
  syllablesPerWord: number;
  fleschKincaidGrade: number;
}

export function readability(text: string): Readability {
  const wordList = words(text);
  const wordTotal = Math.max(1, wordList.length);
  const sentenceTotal = sentenceCount(text);
  const syllableTotal = wordList.reduce((sum, word) => sum + syllables(word), 0);
  const wordsPerSentence = wordTotal / sentenceTotal;
  const syllablesPerWord = syllableTotal / wordTotal;
  return {
    words: wordList.length,
    sentences: sentenceTotal,
    syllables: syllableTotal,
    wordsPerSentence,
    syllablesPerWord,
    fleschKincaidGrade: 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59,
  };
}

export function fleschKincaidGrade(text: string): number {
  return readability(text).fleschKincaidGrade;
}

/** The form used to compare sentences: case, quotes and punctuation do not make two sentences differ. */
export function normalizeSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The critic's measures of meaning: the words that carry a phrase, echoes between sentences, how often a detail comes up. */
import type { ReadingLevel } from '../../../../shared/reading.ts';
import { wordCount } from '../readability.ts';
import type { StoryRequest } from '../types.ts';

const stopwords = new Set(
  ('a an the and or but so of for with to in on at by from into onto up down out over under near beside it its is are was were be been being ' +
    'i me my we us our you your yours he him his she her they them their this that these those there here then than very just even ' +
    'fine ok okay good always never others other when can could will would should must do does did dont don’t not no if all ' +
    'important lesson learn learning about how what thing things something someone everyone people time sometimes really way ' +
    'had has have said went got came come one two little big very too also').split(' '),
);

/** "Asking" and "ask", "sharing" and "share" meet at their stem. */
function stem(word: string): string {
  const base = word.replace(/(ing|ed|es|s)$/, '').replace(/e$/, '');
  return base.length >= 3 ? base : word;
}

/** Lower case with curly apostrophes made straight: the parent types "Grandma's", the story prints “Grandma’s”. */
export function foldForMatching(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'");
}

export function contentStems(text: string): string[] {
  const words = foldForMatching(text).match(/\p{L}[\p{L}'-]*/gu) ?? [];
  return [...new Set(words.filter((word) => !stopwords.has(word) && word.length >= 3).map(stem))];
}

/** Meaningful words, without names: capitalised words are left out, since a name may be anyone's. */
function contentWords(sentence: string, names: readonly string[]): string[] {
  const lowerNames = new Set(names.map((name) => name.toLowerCase()));
  return (sentence.match(/\p{L}[\p{L}'’-]*/gu) ?? [])
    .filter((word) => !/^\p{Lu}/u.test(word))
    .filter((word) => !lowerNames.has(word) && !stopwords.has(word) && word.length >= 3);
}

/** Two sentences that say the same thing in nearly the same words. */
export function nearRepeat(earlier: string, later: string, names: readonly string[]): boolean {
  const a = new Set(contentWords(earlier, names));
  const b = new Set(contentWords(later, names));
  if (a.size < 4 || b.size < 4) return false;
  return isNearRepeat(a.size, b.size, [...a].filter((word) => b.has(word)).length);
}

/** Seven in ten of their meaningful words in common, and at least four words each. */
function isNearRepeat(sizeA: number, sizeB: number, shared: number): boolean {
  return sizeA >= 4 && sizeB >= 4 && shared / (sizeA + sizeB - shared) >= 0.7;
}

/** How often one detail may come up: three times in a short story (met, used at the turn, remembered), once more for every 600 words. */
export function detailBudget(words: number): number {
  return 3 + Math.floor(words / 600);
}

/** For each personal detail, the sentences that mention it. */
export function detailMentions(request: StoryRequest, sentences: readonly string[]): Array<[string, string, string[]]> {
  const { favourites, interests } = request.hero;
  const details: Array<[string, string | undefined]> = [
    ['favourite colour', favourites.colour],
    ['favourite animal', favourites.animal],
    ['favourite toy', favourites.toyName ?? favourites.toy],
    // An interest that is the theme itself (dinosaurs in a dinosaur story) is the story's subject, not a detail.
    ...interests.filter((interest) => !request.theme.startsWith(interest.trim().toLowerCase().replace(/s$/, ''))).map((interest): [string, string] => ['interest', interest]),
  ];
  return details
    .filter((detail): detail is [string, string] => !!detail[1]?.trim())
    .map(([label, value]) => {
      const pattern = new RegExp(`(?<![\\p{L}])${value.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu');
      return [label, value.trim(), sentences.filter((sentence) => pattern.test(sentence))];
    });
}

/** The most words a sentence may wrap around the parent's lesson, by reading level: a toddler hears it plainly. */
const lessonFrameWords: Partial<Record<ReadingLevel, number>> = {
  toddler: 12,
  'pre-reader': 12,
  'early-reader': 16,
  'emergent-reader': 16,
  'transitional-reader': 22,
  'fluent-reader': 22,
};

/**
 * The parent's lesson is said once, near the end, in a sentence fit for the age: slips where it is
 * said again, or wrapped in more words than a child of the level follows in one breath.
 */
export function lessonSaidSlips(sentences: readonly string[], lesson: string, level: ReadingLevel): Array<{ sentence: string; message: string }> {
  const phrase = new RegExp(`(?<![\\p{L}])${lesson.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu');
  const saying = sentences.filter((sentence) => phrase.test(sentence));
  const slips = saying.slice(1).map((sentence) => ({ sentence, message: 'The parent’s lesson is said again; once, near the end, is enough.' }));
  const most = lessonFrameWords[level];
  const frame = saying[0] ? wordCount(saying[0]) - wordCount(lesson) : 0;
  if (most !== undefined && frame > most) slips.push({ sentence: saying[0]!, message: `The lesson is wrapped in ${frame} more words; at most ${most} for this age.` });
  return slips;
}

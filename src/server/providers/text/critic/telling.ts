/**
 * How a story is told, beyond grammar: stock frames that return episode after episode ("kept on
 * going", "no luck"), lines said by the wrong person (the hero offering to help themselves), and a
 * cast listed before anything happens ("Sam was nine.", "Omar’s very best colour was green"), and
 * a pet doing what its kind cannot ("Mr Whiskers barked", "Bubbles the goldfish came running").
 */
import { petFor } from '../builtin/cast.ts';
import type { ExtraCharacter } from '../types.ts';

/** Frames a story may use once; a second one makes episodes sound alike. */
export const stockFrames: ReadonlyArray<readonly [string, RegExp]> = [
  ['kept on going', /\bkept (?:on )?going\b/i],
  ['no luck', /\bno luck\b/i],
  ['did not give up', /\b(?:did not|didn’t|would not|wouldn’t) give up\b|\bnot giving up\b/i],
  ['tried again', /\btried again\b|\blet’s try again\b/i],
  ['that did not work', /\b(?:that|it) (?:did not|didn’t) work\b/i],
  ['it was not there', /\b(?:it|the \w+) (?:was not|wasn’t) there\b/i],
];

/** The stock frame a sentence uses, if any. */
export function stockFrame(sentence: string): string | undefined {
  return stockFrames.find(([, pattern]) => pattern.test(sentence))?.[0];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A line the hero says that only makes sense from someone else: offering the hero help
 * (“Can we help?” asked Mia) or cheering the hero on by name (“Try again, Mia!” said Mia).
 * Reads a paragraph, since a speech may run over several sentences.
 */
export function selfSpeech(paragraph: string, hero: string): string | undefined {
  const name = escape(hero);
  const verbs = '(?:said|asked|called|cried|shouted|sang out|whispered|added|told \\p{L}+)';
  const tagAfter = new RegExp(`^\\s*(?:\\p{Ll}+\\s+)?${verbs}\\s+${name}\\b`, 'u');
  const tagBefore = new RegExp(`\\b${name}\\s+${verbs}[^“”.!?]*,\\s*$`, 'u');
  const toHero = new RegExp(`,\\s*${name}\\b|\\b${name}\\s*[,!.?]\\s*$`, 'u');
  for (const match of paragraph.matchAll(/“([^”]*)”/g)) {
    const before = paragraph.slice(0, match.index);
    const after = paragraph.slice(match.index + match[0].length);
    if (!tagAfter.test(after) && !tagBefore.test(before)) continue;
    const quote = match[1]!;
    if (/\b(?:can|shall|may) (?:we|I) help\b/i.test(quote) || toHero.test(quote)) return quote;
  }
  return undefined;
}

const ageWords = 'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|\\d+';

/** A sentence that lists the cast instead of telling the story: an age, a favourite said as a fact. */
export function castListing(sentence: string): string | undefined {
  const age = new RegExp(`^[\\p{Lu}][\\p{L}’'-]* (?:was|is) (?:${ageWords})(?: years old)?\\.$`, 'u').exec(sentence.trim());
  if (age) return age[0];
  const favourite = /\b(?:favourite|very best|best) (?:colour|animal|toy)\b(?: in the whole world)? (?:was|is)\b|\bwas [\p{L}’-]+ (?:favourite|very best) (?:colour|animal)\b/u.exec(sentence);
  return favourite?.[0];
}

/** Whether a sentence starts with the hero's name (“Mia ran”, “Mia’s hands”): a storyteller soon says “she”. */
export function ledByName(sentence: string, first: string): boolean {
  return new RegExp(`^${escape(first)}(?:’s)?(?![\\p{L}-])`, 'u').test(sentence.trim());
}

/**
 * A page that leans on the hero's name: more than a third of its sentences (and at least four)
 * start with it, or three sentences in a row do. Returns the sentence where it shows.
 */
export function nameLedPage(sentences: readonly string[], first: string): string | undefined {
  // “Look!” Mia said. — the name after a speech is who said it, not a sentence led by the name.
  const led = sentences.map((sentence, index) => ledByName(sentence, first) && !/[”"]$/.test(sentences[index - 1] ?? ''));
  const count = led.filter(Boolean).length;
  const third = led.findIndex((value, index) => index >= 2 && value && led[index - 1] && led[index - 2]);
  if (third >= 0) return sentences[third];
  if (count >= 4 && count > sentences.length / 3) return sentences[led.lastIndexOf(true)];
  return undefined;
}

const dogOnly = /\b(?:bark(?:s|ed|ing)?|woof(?:s|ed)?|wag(?:s|ged|ging)?)\b/i;

/** What a pet of each kind cannot do, besides barking and wagging: a goldfish does not run or sniff, a bird has no paws, a tortoise does not scamper. */
const cannot: Readonly<Record<string, RegExp>> = {
  fish: /\b(?:run|runs|ran|running|trot(?:s|ted|ting)?|scamper(?:s|ed|ing)?|sniff(?:s|ed|ing)?|fetch(?:es|ed|ing)?|jump(?:s|ed|ing)?|bound(?:ed|ing)|leap(?:s|t|ed|ing)?|paws?|walk(?:s|ed|ing)?|lick(?:s|ed|ing)?|pounce[sd]?|pouncing)\b/i,
  bird: /\b(?:trot(?:s|ted|ting)?|scamper(?:s|ed|ing)?|sniff(?:s|ed|ing)?|fetch(?:es|ed|ing)?|paws?|lick(?:s|ed|ing)?|pounce[sd]?|pouncing)\b/i,
  tortoise: /\b(?:run|runs|ran|running|trot(?:s|ted|ting)?|scamper(?:s|ed|ing)?|fetch(?:es|ed|ing)?|jump(?:s|ed|ing)?|bound(?:ed|ing)|leap(?:s|t|ed|ing)?|pounce[sd]?|pouncing|dash(?:es|ed|ing)?|raced)\b/i,
};

/**
 * What a pet in the sentence cannot do, for the kind of animal the parent described: a cat or a
 * rabbit neither barks nor wags, and a goldfish does not come running. A pet whose kind is not
 * known is left alone.
 */
export function petSlip(sentence: string, extras: readonly ExtraCharacter[]): { pet: string; word: string; kind: string } | undefined {
  for (const extra of extras) {
    if (extra.kind !== 'pet' || !extra.name.trim()) continue;
    const species = petFor(`${extra.description ?? ''} ${extra.name}`);
    if (!species || species.noun === 'dog' || !new RegExp(`(?<![\\p{L}])${escape(extra.name.trim())}(?![\\p{L}])`, 'u').test(sentence)) continue;
    const word = dogOnly.exec(sentence)?.[0] ?? cannot[species.noun]?.exec(sentence)?.[0];
    if (word) return { pet: extra.name.trim(), word, kind: species.noun === 'pet' ? 'that kind of animal' : `a ${species.noun}` };
  }
  return undefined;
}

/**
 * Grammar the critic can check without a parser: a/an, capitals after dialogue and at the start of
 * sentences, pronouns that agree with the hero's, and a word or phrase doubled by accident.
 */
import type { Pronouns } from '../types.ts';

const consonantSoundPrefixes = ['uni', 'use', 'usu', 'uti', 'ure', 'eu', 'one', 'once', 'ufo', 'ewe', 'uk'];
const vowelSoundPrefixes = ['hour', 'honest', 'honour', 'honor', 'heir'];

export function startsWithVowelSound(word: string): boolean {
  // A letter said by its name: "an X", "an F", "a U".
  if (/^\p{Lu}$/u.test(word)) return /[AEFHILMNORSX]/.test(word);
  const lower = word.toLowerCase();
  if (vowelSoundPrefixes.some((prefix) => lower.startsWith(prefix))) return true;
  if (consonantSoundPrefixes.some((prefix) => lower.startsWith(prefix))) return false;
  return /^[aeiou]/.test(lower);
}

/** "a owl", "an dog". */
/** A capital “A” straight after a word is a name, not an article: “Plan A is off”. `before` is the text before it. */
export function namesALetter(article: string, before: string): boolean {
  return article === 'A' && /\p{L}\s*$/u.test(before);
}

export function articleSlips(sentence: string): string[] {
  const slips: string[] = [];
  for (const match of sentence.matchAll(/(?:^|[^\p{L}'’])(a|an|A|An)\s+[“‘]?(\p{L}[\p{L}'’-]*)/gu)) {
    if (namesALetter(match[1]!, sentence.slice(0, match.index + match[0].indexOf(match[1]!)))) continue;
    const wantsAn = startsWithVowelSound(match[2]!);
    if (wantsAn !== (match[1]!.toLowerCase() === 'an')) slips.push(`${match[1]} ${match[2]}`);
  }
  return slips;
}

const speechVerbs = 'said|asked|cried|called|whispered|shouted|replied|laughed|added|answered|giggled|gasped|sighed|yelled|murmured|agreed|explained';
const taggedCapital = new RegExp(`[,!?]” (?:He|She|They|It|We) (?:${speechVerbs})\\b|[,!?]” (?:Said|Asked|Cried|Called|Whispered|Shouted|Replied|Added|Answered)\\b`);

/** `“Look!” She said` and `“Look,” Said Mia` both want a small letter after the speech. */
export function dialogueCapitalSlip(paragraph: string): string | undefined {
  return taggedCapital.exec(paragraph)?.[0];
}

export function startsWithCapital(sentence: string): boolean {
  return /^[“‘"'(—–-]*[\p{Lu}\d]/u.test(sentence.trim());
}

const wrongPronouns: Record<Pronouns, RegExp> = {
  she: /\b(he|him|his|himself)\b/i,
  he: /\b(she|her|hers|herself)\b/i,
  they: /\b(he|him|his|himself|she|her|hers|herself)\b/i,
};

const ownPronouns: Record<'she' | 'he', RegExp> = { she: /^(she|her|hers|herself)$/i, he: /^(he|him|his|himself)$/i };

/** Anyone else in a sentence, named or not ("the comet", "a girl"), whom a pronoun may mean. */
const someoneElse = /\b(the|a|an|another|every|each|his|her|their|its)\s+(\w+\s+)?(man|woman|boy|girl|king|queen|prince|princess|knight|giant|wizard|teacher|friend|dad|mum|mother|father|grandad|grandma|granny|uncle|aunt|brother|sister|baby|lady|gentleman|captain|keeper|farmer)\b/i;

function escapeName(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * “Ava laughed so hard that Ava’s hat fell off”: a companion named, then named again as the owner
 * of something in the same sentence, where a storyteller says “her”. Only when nobody else is
 * named or met in between, whom the pronoun could mean. Returns where the second name stands.
 */
export function ownerNamedAgain(text: string, name: string, names: readonly string[]): { index: number; length: number } | undefined {
  const said = escapeName(name);
  const pattern = new RegExp(`(?<![\\p{L}])${said}(?![\\p{L}])([^.!?“”"]*?)(?<![\\p{L}])${said}’s(?![\\p{L}])`, 'gu');
  for (const match of text.matchAll(pattern)) {
    const index = match.index + match[0].length - `${name}’s`.length;
    // The sentence so far: “Mia and Ava laughed until her sides hurt” could mean either of them.
    const before = text.slice(Math.max(0, text.slice(0, match.index).search(/[^.!?“”"]*$/)), index);
    if (someoneElse.test(before) || names.some((other) => other && other !== name && before.includes(other))) continue;
    return { index, length: `${name}’s`.length };
  }
  return undefined;
}

/**
 * A sentence about the hero alone — the hero's name is the only name in it, and nobody speaks —
 * must use the hero's pronouns. "They was" is wrong for anyone. `alsoTheirs` is someone else the
 * sentence is known to be about without naming them (a template's "sat down beside her", about a
 * new girl): their pronouns are not slips.
 */
export function pronounSlip(sentence: string, pronouns: Pronouns, heroNames: readonly string[], otherNames: readonly string[], alsoTheirs?: 'she' | 'he'): string | undefined {
  const theyWas = /\bthey (was|is|has|does)\b/i.exec(sentence);
  if (theyWas) return theyWas[0];
  // "Biscuit put Biscuit’s nose": someone's own thing wants a pronoun, not the name again.
  const ownName = /\b(\p{Lu}[\p{L}-]+) \p{Ll}+ \1’s\b/u.exec(sentence);
  if (ownName) return ownName[0];
  if (/[“”"]/.test(sentence)) return undefined;
  if (!heroNames.some((name) => sentence.includes(name))) return undefined;
  if (otherNames.some((name) => sentence.includes(name))) return undefined;
  // Anyone else in the sentence, named or not ("the comet", "a girl"), may be the one the pronoun means.
  if (someoneElse.test(sentence)) return undefined;
  const theirs = alsoTheirs ? ownPronouns[alsoTheirs] : undefined;
  return [...sentence.matchAll(new RegExp(wrongPronouns[pronouns], 'gi'))].map((match) => match[0]).find((word) => !theirs?.test(word));
}

/** Repeats that are English, not slips: "round and round", "closer and closer", "very, very". */
const idiomaticDoubles = new Set(['long', 'thought', 'dig', 'dug', 'ran', 'swam', 'flew', 'climb', 'climbed', 'spun', 'search', 'push', 'pull', 'pulls', 'pushes', 'huff', 'blew', 'wait', 'try', 'tried', 'walk', 'walked', 'looked', 'round', 'on', 'over', 'again', 'more', 'by', 'up', 'out', 'through', 'back', 'down', 'in', 'far', 'bit', 'step', 'drip', 'tap', 'knock', 'pitter', 'patter', 'splash', 'swish', 'whoosh', 'zoom', 'boing', 'hop', 'puff', 'tick', 'tock', 'buzz', 'crunch', 'munch', 'nibble', 'clip', 'clop', 'pop', 'plop', 'drum', 'flap', 'sniff', 'woof', 'twinkle', 'peep', 'toot', 'chug', 'ding', 'dong', 'la', 'ha', 'ho', 'hee', 'yum', 'row', 'higher', 'deeper', 'worse', 'less', 'very', 'so', 'yes', 'no', 'wait', 'there', 'shh', 'hush', 'slowly', 'quietly', 'softly', 'sleep', 'bye', 'night', 'now', 'go', 'come', 'quick', 'left', 'right', 'one']);

/** "strong and strong", "the the", "a little a little". Names and sound words are left alone. */
export function doubledPhrase(sentence: string): string | undefined {
  // "scrape, scrape", "Roar! Roar!" and "long, long" are said that way on purpose; only a bare or "and" repeat is a slip.
  const plain = sentence.replace(/(\p{L}+)(?:[,!] \1\b)+/giu, '$1').replace(/[“”"‘’.,!?;:—–()]/g, ' ').replace(/\s+/g, ' ').trim();
  for (const match of plain.matchAll(/\b(\p{L}+(?: \p{L}+){0,3}) (?:and |or )?\1\b/giu)) {
    const phrase = match[1]!;
    // "listened and listened and" is "listened and listened" seen one word later.
    const words = phrase.toLowerCase().split(' ').filter((word, index, all) => index === 0 || index < all.length - 1 || !['and', 'or'].includes(word));
    // "listened and listened", "pulls and pulls": a doing word said twice is how English says "for a long time".
    if (words.length === 1 && (idiomaticDoubles.has(words[0]!) || /er$/.test(words[0]!) || (match[0].includes(' and ') && /\p{L}{3}(ed|s)$/u.test(words[0]!)))) continue;
    if (/^\p{Lu}/u.test(phrase) && words.length === 1 && !match[0].includes(' and ')) continue;
    // "that that" and "had had" are English when the sentence needs them.
    if (words.length === 1 && ['that', 'had'].includes(words[0]!)) continue;
    return match[0];
  }
  return undefined;
}

/** "her hat and a hat": the same thing named twice in one breath. */
export function doubledThing(sentence: string): string | undefined {
  // "peeping out of into the bag": two places in one breath is a slip too.
  return /\b(\p{L}{3,}) and (?:a|an|the|some|his|her|their|its|my|your) \1\b|\b(?:out of|into|onto) (?:into|onto|out of)\b/iu.exec(sentence)?.[0];
}

/** A paragraph whose speech marks do not pair up: `“Practise!” said Ada. “Roar! But…`. */
export function unpairedQuote(paragraph: string): boolean {
  const opens = paragraph.match(/“/g)?.length ?? 0;
  const closes = paragraph.match(/”/g)?.length ?? 0;
  const straight = paragraph.match(/"/g)?.length ?? 0;
  return opens !== closes || straight % 2 === 1;
}

const questionOpeners = 'Can|Could|Will|Would|Shall|Should|Where|Who|Why|Is|Are|Do|Does|Did|May|Have|Has';
const exclaimedQuestion = new RegExp(`[“"](?:${questionOpeners}) [^“”"!?.]*!(?=[”"])`);

/** `“Can I come!”`: a question said with an exclamation mark. */
export function exclaimedQuestionSlip(sentence: string): string | undefined {
  return exclaimedQuestion.exec(sentence)?.[0];
}

/** Narration about the story instead of the story: "This story begins in…", "It all began in…". */
export function storyTalk(sentence: string): boolean {
  return /^(?:This story (?:begins|starts)|Our story (?:begins|starts)|It all (?:began|started) (?:in|at|on|by|under|inside|beside)\b)/i.test(sentence.trim());
}

/** What each simile object looks like, so "green, like a plum" is caught. */
const simileColours: Readonly<Record<string, readonly string[]>> = {
  plum: ['purple'], berry: ['red', 'blue', 'purple', 'black'], cherry: ['red'], strawberry: ['red'], tomato: ['red'], lemon: ['yellow'],
  banana: ['yellow'], sunflower: ['yellow'], buttercup: ['yellow'], leaf: ['green'], frog: ['green'], pea: ['green'], grass: ['green'],
  sky: ['blue'], sea: ['blue', 'green', 'turquoise'], snow: ['white'], cloud: ['white', 'grey'], orange: ['orange'], carrot: ['orange'],
  pumpkin: ['orange'], coal: ['black'], crow: ['black'], flamingo: ['pink'], mouse: ['grey', 'brown'], chocolate: ['brown'],
};

/** A colour likened to something that is not that colour. */
export function colourSimileSlip(sentence: string): string | undefined {
  for (const match of sentence.matchAll(/\b(red|blue|green|yellow|purple|pink|orange|white|black|grey|brown|turquoise),? like (?:a |an |the )?(\p{L}+)/giu)) {
    const colours = simileColours[match[2]!.toLowerCase()];
    if (colours && !colours.includes(match[1]!.toLowerCase())) return match[0];
  }
  return undefined;
}

/** Lines about looking for something lost, which only a search story has room for. */
const searchTalk = /\b(?:(?:it|they|he|she) (?:was|were) not there|was not there this time|Where could (?:it|they|\p{L}+) be\?|looked high and low)/iu;

export function searchSlip(sentence: string): string | undefined {
  return searchTalk.exec(sentence)?.[0];
}

/** `“Back to the start,” gave a small sigh Mia`: a speech tag that is not a way of saying something. */
export function brokenSpeechTag(sentence: string): string | undefined {
  return /[,!?]” (?:gave|let out|took|heaved) (?:a|an) [\p{Ll} ]+ \p{Lu}\p{L}+/u.exec(sentence)?.[0];
}

/**
 * Turns the parent's words into the story's cast: tidy names, pronoun forms, pets' species and the
 * words each slot is filled with.
 */
import { isOrdinaryDetail, tidyDetail } from '../../../../shared/story-details.ts';
import type { ExtraCharacter, Pronouns, StoryHero } from '../types.ts';
import { petSpecies, unknownPet } from './library/pets.ts';
import { pronounOfWord } from './pronoun-words.ts';

export interface Companion {
  name: string;
  kind: ExtraCharacter['kind'];
  /** "a golden retriever", when the parent's description reads as one. */
  desc?: string;
  /** "dog", "owl"; absent when unknown. */
  noun?: string;
  /** "her", "his", or "its" for a pet whose sex is not said; absent for a person the parent's words do not say. */
  their?: string;
}

export interface Hero {
  name: string;
  pronouns: Pronouns;
  age: number;
  interests: string[];
  /** `toy` is what the toy is ("knitted rabbit"); `toyName` what the child calls it. */
  favourites: { colour?: string; animal?: string; toy?: string; toyName?: string };
}

const pronounForms: Record<Pronouns, Record<string, string>> = {
  she: { they: 'she', them: 'her', their: 'her', theirs: 'hers', self: 'herself', was: 'was', is: 'is', has: 'has', does: 'does', kid: 'girl' },
  he: { they: 'he', them: 'him', their: 'his', theirs: 'his', self: 'himself', was: 'was', is: 'is', has: 'has', does: 'does', kid: 'boy' },
  they: { they: 'they', them: 'them', their: 'their', theirs: 'theirs', self: 'themself', was: 'were', is: 'are', has: 'have', does: 'do', kid: 'child' },
};

export function heroForms(pronouns: Pronouns): Record<string, string> {
  return pronounForms[pronouns];
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

export function ageWords(age: number): string | undefined {
  const whole = Math.floor(age);
  return whole >= 2 && whole < numberWords.length ? numberWords[whole] : undefined;
}

/** "mia" → "Mia", "mary-jane o'neil" → "Mary-Jane O'Neil"; names someone already capitalised stay as typed. */
export function tidyName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name !== name.toLowerCase()) return name;
  return name.replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function tidyPhrase(raw: string | undefined): string | undefined {
  // Anything that is not ordinary words is left out of the story rather than guessed at.
  const text = raw === undefined ? undefined : tidyDetail(raw).replace(/[.!]+$/, '');
  if (!text || !isOrdinaryDetail(text)) return undefined;
  // Single words like "Purple" or "Dinosaurs" read as ordinary words mid-sentence; names like "Mr Bun" keep their capitals.
  return /^\p{Lu}\p{Ll}+$/u.test(text) ? text.toLowerCase() : text;
}

function withoutArticle(text: string | undefined): string | undefined {
  return text?.replace(/^(a|an|the|my|our|his|her|their)\s+/i, '');
}

function singular(word: string): string {
  if (/[^aeiou]ies$/i.test(word)) return word.slice(0, -3) + 'y';
  if (/(s|x|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  if (/[^su]s$/i.test(word) && !/(ss|us|is)$/i.test(word)) return word.slice(0, -1);
  return word;
}

function matchesKeyword(text: string, keyword: string): boolean {
  return new RegExp(`\\b${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text);
}

export function buildHero(input: StoryHero): Hero {
  const interests = input.interests.map((interest) => tidyPhrase(interest)).filter((value): value is string => !!value);
  const animal = withoutArticle(tidyPhrase(input.favourites.animal));
  return {
    name: tidyName(input.name),
    pronouns: input.pronouns,
    age: input.age,
    interests,
    favourites: {
      colour: tidyPhrase(input.favourites.colour)?.toLowerCase(),
      animal: animal ? singular(animal) : undefined,
      ...toyParts(input.favourites.toy, input.favourites.toyName),
    },
  };
}

/**
 * A toy is what it is and, if it has one, its name: "knitted rabbit" and "Mr Floppy". A name typed
 * into the toy field ("Bubbles the seal", "Mr Floppy") is told apart from the kind of toy.
 */
function toyParts(rawToy: string | undefined, rawName: string | undefined): { toy?: string; toyName?: string } {
  let toy = withoutArticle(tidyPhrase(rawToy));
  let toyName = tidyPhrase(rawName);
  if (toy && !toyName) {
    const named = /^(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*) the (\p{Ll}[\p{L} -]*)$/u.exec(toy);
    if (named) [toyName, toy] = [named[1], named[2]];
    else if (/^\p{Lu}/u.test(toy) && !/^\p{Lu}\p{Ll}+$/u.test(toy)) [toyName, toy] = [toy, undefined];
  }
  if (toy && /^\p{Lu}\p{Ll}+$/u.test(toy)) toy = toy.toLowerCase();
  return { ...(toy ? { toy } : {}), ...(toyName ? { toyName: tidyName(toyName) } : {}) };
}

/** The species a pet's name and description read as ("an old ginger cat"), when one is recognised. */
export function petFor(text: string): (typeof petSpecies)[number] | undefined {
  return petSpecies.find((species) => species.keywords.some((keyword) => matchesKeyword(text, keyword)));
}

/** A description is used only when it reads as "a …"/"an …", so it can follow a name: "Biscuit, a golden retriever". */
function appositive(description: string | undefined): string | undefined {
  const text = description && /^[\p{L}\p{M}' ’,-]+$/u.test(description.trim()) ? description.trim().replace(/\s+/g, ' ') : undefined;
  if (!text || text.length > 80 || !/^(a|an)\s+\p{L}/iu.test(text)) return undefined;
  // The story is told in the past: "a girl who loves kites" becomes "a girl who loved kites".
  const past = text.replace(/\b(who|that) (loves|likes|has|is|lives|knows|wants)\b/gi, (_, who: string, verb: string) => `${who} ${pastTense[verb.toLowerCase()]}`);
  return past[0]!.toLowerCase() + past.slice(1);
}

const pastTense: Record<string, string> = { loves: 'loved', likes: 'liked', has: 'had', is: 'was', lives: 'lived', knows: 'knew', wants: 'wanted' };

/**
 * The companion's possessive, from the parent's words: the first word that says it (“a girl who
 * loves kites”, “Mr Whiskers”). A pet whose sex is not said is “its”; a person's is not guessed.
 */
export function companionTheir(extra: ExtraCharacter): string | undefined {
  for (const word of `${extra.name} ${extra.description ?? ''}`.split(/[^\p{L}]+/u)) {
    const pronoun = pronounOfWord(word);
    if (pronoun) return pronoun === 'she' ? 'her' : 'his';
  }
  return extra.kind === 'pet' ? 'its' : undefined;
}

export function buildCompanions(extras: readonly ExtraCharacter[]): Companion[] {
  return extras.map((extra) => {
    const name = tidyName(extra.name);
    const their = companionTheir(extra);
    if (extra.kind === 'pet') {
      const species = petFor(`${extra.description ?? ''} ${extra.name}`) ?? unknownPet;
      return { name, kind: 'pet', desc: appositive(extra.description), noun: species === unknownPet ? undefined : species.noun, ...(their ? { their } : {}) };
    }
    return { name, kind: extra.kind, desc: appositive(extra.description), ...(their ? { their } : {}) };
  });
}

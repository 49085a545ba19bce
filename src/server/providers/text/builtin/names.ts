/**
 * Names as a storyteller uses them: the hero's full name once, then the first name, and a pronoun
 * where the hero was the subject of the sentence before and nobody else who could be “she” (or
 * “he”, or “they”) came between. Runs over the finished story in reading order, once every episode
 * is told.
 */
import { splitSentences, wordCount } from '../readability.ts';
import type { Hero } from './cast.ts';

const subject = { she: 'She', he: 'He', they: 'They' } as const;
const possessive = { she: 'Her', he: 'His', they: 'Their' } as const;
const theyVerbs: Record<string, string> = { was: 'were', is: 'are', has: 'have', does: 'do', 'wasn’t': 'weren’t', 'isn’t': 'aren’t', 'hasn’t': 'haven’t', 'doesn’t': 'don’t' };
/**
 * How many sentences back the hero may have led for a pronoun to still mean them, with nobody else
 * named since (“Mia stopped. The creak stopped. She wriggled again.”); for a hero who goes by
 * “they”, a group named since counts as someone else.
 */
const reach = 2;
/** A pronoun said this many times running at the head of a sentence gives way to the name again. */
const pronounRun = 2;

/** Someone else, by a noun, a title or a kinship word: the pronoun could mean them. */
const otherPerson =
  /\b(?:the|a|an|another|every|each|his|her|their|its|my|your)\s+(?:[\p{Ll}-]+\s+)?(?:grown-ups?|man|men|woman|women|boy|girl|king|queen|prince|princess|knight|giant|wizard|witch|teacher|friend|dad|mum|mother|father|grandad|grandma|grandpa|granny|uncle|aunt|brother|sister|baby|lady|gentleman|captain|keeper|farmer|troll|twins|children|kids|people)\b|\b(?:Mum|Dad|Grandma|Grandpa|Granny|Grandad|Nana|Mr|Mrs|Ms|Miss|Dr|King|Queen|Prince|Princess|Sir|Lady)\b|\b(?:everyone|everybody|nobody|someone|somebody)\b/u;
/** For a hero who goes by “they”, any group could be meant too: “the ducks”, “both of them”. */
const group = /\b(?:the|all|both|two|three|some)\s+(?:[\p{Ll}-]+\s+)?[\p{Ll}]+s\b|\b(?:both|we|us)\b/u;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A little word a sentence may open with before its subject: “Then Mia ran.” */
const opener = /^(?:Then|So|But|And|Now|Soon|Still|At last|At first|Slowly|Quietly|Softly|Carefully),? /;

/** "Mia looked" → "She looked"; "Then Mia looked" → "Then she looked"; "Mia’s hands" → "Her hands"; for they, "was" becomes "were". */
function withPronoun(sentence: string, first: string, hero: Hero): string | undefined {
  const lead = opener.exec(sentence)?.[0];
  if (lead) {
    const swapped = withPronoun(sentence.slice(lead.length), first, hero);
    return swapped && `${lead}${swapped[0]!.toLowerCase()}${swapped.slice(1)}`;
  }
  if (sentence.startsWith(`${first}’s `)) return `${possessive[hero.pronouns]} ${sentence.slice(first.length + 3)}`;
  if (!sentence.startsWith(`${first} `)) return undefined;
  const rest = sentence.slice(first.length + 1);
  if (/^(and|or|with)\b/.test(rest)) return undefined;
  if (hero.pronouns !== 'they') return `${subject[hero.pronouns]} ${rest}`;
  const verb = rest.split(' ')[0]!;
  if (theyVerbs[verb]) return `They ${theyVerbs[verb]}${rest.slice(verb.length)}`;
  // "They likes" would be wrong; a present-tense verb keeps the name.
  return /s$/.test(verb) ? undefined : `They ${rest}`;
}

/** Reads who each sentence of a paragraph is about, and swaps the name for a pronoun where a storyteller would. */
class NameTeller {
  private readonly first: string;
  private readonly others: RegExp | undefined;

  constructor(
    private readonly hero: Hero,
    others: readonly string[],
  ) {
    this.first = hero.name.split(' ')[0]!;
    const names = others.map((name) => name.trim()).filter((name) => name && name !== this.first && name !== hero.name);
    this.others = names.length > 0 ? new RegExp(`(?<![\\p{L}])(?:${names.map(escape).join('|')})(?![\\p{L}])`, 'u') : undefined;
  }

  /** The sentence begins with the hero: by name ("Mia ran", "Mia’s legs"), not "Mia and Leo". */
  private ledByName(text: string): boolean {
    const { first } = this;
    const sentence = text.replace(opener, '');
    if (sentence.startsWith(`${first}’s `)) return true;
    return sentence.startsWith(`${first} `) && !/^(and|or|with)\b/.test(sentence.slice(first.length + 1));
  }

  private ledByPronoun(text: string): boolean {
    const sentence = text.replace(opener, '');
    const { pronouns } = this.hero;
    if (sentence !== text) return sentence.startsWith(`${subject[pronouns].toLowerCase()} `) || sentence.startsWith(`${possessive[pronouns].toLowerCase()} `);
    return sentence.startsWith(`${subject[this.hero.pronouns]} `) || sentence.startsWith(`${possessive[this.hero.pronouns]} `);
  }

  /** The full name, told once at the first mention, stays as it is. */
  private fullNamed(sentence: string): boolean {
    return this.hero.name !== this.first && sentence.replace(opener, '').startsWith(this.hero.name);
  }

  /** Someone besides the hero is in the sentence who a pronoun could be taken for. */
  private namesAnother(sentence: string): boolean {
    const plain = sentence.replace(new RegExp(`(?<![\\p{L}])${escape(this.first)}(?![\\p{L}])`, 'gu'), '');
    if (this.others?.test(plain) || otherPerson.test(plain)) return true;
    if (/[“”"]/.test(plain)) return true;
    return this.hero.pronouns === 'they' && group.test(plain);
  }


  tell(sentences: readonly string[]): string[] {
    // Sentences since the hero last led one, with nobody else named; Infinity when someone was.
    let since = Infinity;
    let run = 0;
    return sentences.map((sentence) => {
      const byName = this.ledByName(sentence);
      const swapped = byName && since < reach && run < pronounRun && !this.fullNamed(sentence) ? withPronoun(sentence, this.first, this.hero) : undefined;
      const told = swapped ?? sentence;
      const byPronoun = this.ledByPronoun(told);
      // A pronoun at the head of a sentence means the hero only while the hero is the one talked about.
      if (this.namesAnother(told)) since = Infinity;
      else if (byName || (byPronoun && since < reach)) since = 0;
      else since++;
      run = byPronoun ? run + 1 : 0;
      return told;
    });
  }
}

/**
 * The full name at the first mention, then the first name; and the name swapped for a pronoun where
 * the sentence before was about the hero and named nobody else. `others` are the other people by
 * name (companions who are people, a tale's own characters), whom a pronoun could be taken for.
 */
export function tellNames(units: ReadonlyArray<{ text: string; words: number }>, hero: Hero, others: readonly string[] = []): void {
  const full = hero.name;
  const first = full.split(' ')[0]!;
  const fullPattern = new RegExp(`(?<![\\p{L}])${escape(full)}(?![\\p{L}])`, 'gu');
  const firstPattern = new RegExp(`(?<![\\p{L}-])${escape(first)}(?![\\p{L}-])`, 'u');
  const teller = new NameTeller(hero, others);
  let fullTold = false;
  for (const unit of units) {
    let text = unit.text;
    if (full !== first) {
      text = text.replace(fullPattern, (match) => {
        if (fullTold) return first;
        fullTold = true;
        return match;
      });
      // Lines are drafted with the first name: the first mention in reading order gets the full one.
      if (!fullTold && firstPattern.test(text)) {
        text = text.replace(firstPattern, full);
        fullTold = true;
      }
    }
    text = teller.tell(splitSentences(text)).join(' ');
    if (text !== unit.text) {
      unit.text = text;
      unit.words = wordCount(text);
    }
  }
}

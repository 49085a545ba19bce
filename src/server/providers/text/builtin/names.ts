/**
 * Names as a storyteller uses them: the hero's full name once, then the first name, and a pronoun
 * where the same person led the sentence before. Runs over the finished story in reading order,
 * since beats are written out of order.
 */
import { splitSentences, wordCount } from '../readability.ts';
import type { Hero } from './cast.ts';

const subject = { she: 'She', he: 'He', they: 'They' } as const;
const possessive = { she: 'Her', he: 'His', they: 'Their' } as const;
const theyVerbs: Record<string, string> = { was: 'were', is: 'are', has: 'have', does: 'do', 'wasn’t': 'weren’t', 'isn’t': 'aren’t', 'hasn’t': 'haven’t', 'doesn’t': 'don’t' };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "Mia looked" → "She looked"; "Mia’s hands" → "Her hands"; for they, "was" becomes "were". */
function withPronoun(sentence: string, first: string, hero: Hero): string | undefined {
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

export function tellNames(units: ReadonlyArray<{ text: string; words: number }>, hero: Hero): void {
  const full = hero.name;
  const first = full.split(' ')[0]!;
  const fullPattern = new RegExp(`(?<![\\p{L}])${escape(full)}(?![\\p{L}])`, 'gu');
  const firstPattern = new RegExp(`(?<![\\p{L}-])${escape(first)}(?![\\p{L}-])`, 'u');
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
    const sentences = splitSentences(text);
    let previousLed = false;
    const told = sentences.map((sentence) => {
      const leads = sentence.startsWith(`${first} `) || sentence.startsWith(`${first}’s `);
      const replaced = leads && previousLed && !sentence.includes(full) ? withPronoun(sentence, first, hero) : undefined;
      previousLed = leads && !replaced;
      return replaced ?? sentence;
    });
    text = told.join(' ');
    if (text !== unit.text) {
      unit.text = text;
      unit.words = wordCount(text);
    }
  }
}

/**
 * Words that say whether someone is a she or a he: "a new girl", "Mrs Adeyemi", "Mr Whiskers".
 * Names never do: a person's pronouns are not guessed from a name.
 */
const sheWords = /^(?:she|girl|woman|lady|mother|mum|mummy|mom|grandma|granny|grandmother|gran|nan|nana|aunt|auntie|sister|daughter|niece|queen|princess|duchess|dame|mrs|ms|miss|madam)$/i;
const heWords = /^(?:he|boy|man|gentleman|father|dad|daddy|grandad|grandpa|grandfather|uncle|brother|son|nephew|king|prince|duke|lord|mr|sir)$/i;

/** The pronoun one word says, if it says one. */
export function pronounOfWord(word: string): 'she' | 'he' | undefined {
  if (sheWords.test(word)) return 'she';
  if (heWords.test(word)) return 'he';
  return undefined;
}

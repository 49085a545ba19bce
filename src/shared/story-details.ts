/**
 * What a personal detail (an interest, a favourite, a toy's name) must look like before a story may
 * use it: ordinary words. Anything else — code, symbols, a pasted sentence — is refused at the form
 * and left out of the story, so the engine never has to guess what it means.
 */

/** Words of letters (any script) or digits, with single spaces, hyphens or apostrophes between them. */
const ordinaryWords = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:(?: |-|'|’|' |’ )[\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*$/u;
export const maxDetailWords = 5;
export const maxDetailLength = 40;

/** "Mr. Floppy" reads as "Mr Floppy": a title's full stop is the one mark worth forgiving. */
export function tidyDetail(value: string): string {
  return value.trim().replace(/\s+/g, ' ').replace(/\b(Mr|Mrs|Ms|Dr|St)\./g, '$1');
}

export function isOrdinaryDetail(value: string): boolean {
  const text = tidyDetail(value);
  if (text.length === 0 || text.length > maxDetailLength) return false;
  if (!ordinaryWords.test(text) || !/\p{L}/u.test(text)) return false;
  if (text.split(' ').length > maxDetailWords) return false;
  // "aaaaaa" or "xxxx": a key held down is not a word.
  return !/(\p{L})\1{3}/u.test(text.toLowerCase());
}

export const detailMessage = (label: string) =>
  `Please describe ${label} in a few ordinary words: letters, spaces, hyphens or apostrophes.`;

/**
 * The parent's lesson as the hero can say it aloud ("it is fine to ask for help"), or nothing when
 * it is not a plain sentence of words; a story never repeats text it cannot read.
 */
export function plainLesson(text: string | undefined): string | undefined {
  const line = text?.trim().replace(/\s+/g, ' ').replace(/[.!]+$/, '');
  if (!line || line.length > 100 || !/^\p{L}[\p{L}\p{M}' ’,-]*(?: [\p{L}\p{M}' ’,-]+)*$/u.test(line)) return undefined;
  return /^I\b/.test(line) ? line : line[0]!.toLowerCase() + line.slice(1);
}

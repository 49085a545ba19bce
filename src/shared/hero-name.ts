/**
 * Replacing a child's real name in a story that is published to the community library (docs/product.md
 * "Sharing"): whole words only, keeping the capitals the text used, and possessives that still read
 * well ("Maya's" → "Leo's", "James'" → "Leo's").
 */

const letter = '[\\p{L}\\p{M}\\p{N}]';

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The new name in the capitals of the word it replaces: MAYA → LEO, maya → leo, Maya → Leo. */
function inCaseOf(found: string, replacement: string): string {
  if (found.length > 1 && found === found.toUpperCase() && found !== found.toLowerCase()) return replacement.toUpperCase();
  if (found === found.toLowerCase()) return replacement.toLowerCase();
  return replacement;
}

/** The full name first, then each part of it of two letters or more ("Mary Ann", then "Mary" and "Ann"). */
export function nameVariants(name: string): string[] {
  const full = name.trim().replace(/\s+/g, ' ');
  if (!full) return [];
  const parts = full.split(/[\s-]+/).filter((part) => part.length >= 2);
  return [...new Set([full, ...parts])].sort((a, b) => b.length - a.length);
}

export function replaceName(text: string, realName: string, newName: string): string {
  const variants = nameVariants(realName);
  if (variants.length === 0) return text;
  const alternatives = variants.map(escapeRegExp).join('|');
  // A name ending in s may take a bare apostrophe as its possessive; the new name gets a full "'s".
  const pattern = new RegExp(`(?<!${letter})(${alternatives})(?:(['’])(?!${letter}))?(?!${letter})`, 'giu');
  return text.replace(pattern, (_match, found: string, apostrophe: string | undefined) => {
    const name = inCaseOf(found, newName);
    if (!apostrophe) return name;
    const s = found === found.toUpperCase() && found !== found.toLowerCase() ? 'S' : 's';
    return /s$/i.test(found) ? `${name}${apostrophe}${s}` : `${name}${apostrophe}`;
  });
}

/** Every replacement in turn: the hero's, then each companion's. */
export function replaceNames(text: string, renames: ReadonlyArray<{ from: string; to: string }>): string {
  return renames.reduce((current, { from, to }) => replaceName(current, from, to), text);
}

/** Whether any variant of the name is still in the text as a whole word (any capitals). */
export function containsName(text: string, realName: string): boolean {
  const variants = nameVariants(realName);
  if (variants.length === 0) return false;
  return new RegExp(`(?<!${letter})(${variants.map(escapeRegExp).join('|')})(?!${letter})`, 'iu').test(text);
}

/**
 * The rule for people's names — a child's and the parent's display name alike: letters (any
 * alphabet, with their accents), then letters, spaces, apostrophes, hyphens or full stops. Nothing
 * that reads as markup ("<img"), so a name is safe to show as initials or in a greeting. Zod-free,
 * so the identity layer's hook and small forms can use it.
 */
export const personNamePattern = /^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u;

export const nameCharactersMessage = 'Please use letters, spaces, hyphens or apostrophes only.';

/** The parent's display name: how Storyloom greets them. */
export const displayNameMaxLength = 120;

export const displayNameMessages = {
  missing: 'Please tell us what to call you.',
  tooLong: `Please keep your name to ${displayNameMaxLength} characters or fewer.`,
  characters: nameCharactersMessage,
} as const;

/** What is wrong with a display name (surrounding spaces ignored), or null when it is fine. */
export function displayNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return displayNameMessages.missing;
  if (trimmed.length > displayNameMaxLength) return displayNameMessages.tooLong;
  if (!personNamePattern.test(trimmed)) return displayNameMessages.characters;
  return null;
}

/** Up to two initials, taken from the letters of the first two words only; '?' when there are none. */
export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .map((word) => word.match(/\p{L}/u)?.[0])
      .filter((letter): letter is string => Boolean(letter))
      .slice(0, 2)
      .map((letter) => letter.toUpperCase())
      .join('') || '?'
  );
}

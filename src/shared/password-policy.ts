/**
 * The one password policy (OWASP ASVS 5): 8 to 128 characters, any characters at all, no
 * composition rules. The server adds a check against common passwords; this part is the one both
 * sides can apply, zod-free so small pages can use it.
 */
export const passwordPolicy = { minLength: 8, maxLength: 128 } as const;

export const passwordRuleMessages = {
  tooShort: `Please use at least ${passwordPolicy.minLength} characters.`,
  tooLong: `Please use at most ${passwordPolicy.maxLength} characters.`,
  hint: `At least ${passwordPolicy.minLength} characters.`,
} as const;

/** The problem with a new password, or null when it meets the length rule. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < passwordPolicy.minLength) return passwordRuleMessages.tooShort;
  if (password.length > passwordPolicy.maxLength) return passwordRuleMessages.tooLong;
  return null;
}

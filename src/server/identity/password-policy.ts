import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Password rules (OWASP ASVS 5): at least 8 characters, up to 128, any characters, no composition
 * rules, and not one of the ~49,000 most common passwords shipped with zxcvbn-ts.
 */
export const passwordPolicy = { minLength: 8, maxLength: 128 } as const;

const commonPasswords = new Set(dictionary['passwords-common'] as string[]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

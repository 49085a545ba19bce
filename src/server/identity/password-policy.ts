import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordPolicy } from '../../shared/password-policy.ts';

/**
 * The shared length rule plus what only the server can afford to check: not one of the ~49,000
 * most common passwords shipped with zxcvbn-ts (the list is too large for the browser).
 */
export { passwordPolicy };

const commonPasswords = new Set(dictionary['passwords-common'] as string[]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

import { passwordPolicy } from '../../shared/password-policy.ts';
import { lazyModule } from '../lazy-module.ts';

/**
 * The shared length rule plus what only the server can afford to check: not one of the ~49,000
 * most common passwords shipped with zxcvbn-ts (the list is too large for the browser).
 */
export { passwordPolicy };

/** Loaded when the first password is chosen: the dictionaries hold several megabytes. */
const commonPasswords = lazyModule(async () => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'] as string[]);
});

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

import { APIError, isAPIError } from 'better-auth/api';
import { messages } from '../../shared/messages.ts';
import type { Database } from '../db/client.ts';
import { clearRateLimit, isRateLimited, recordHit, type RateLimit } from '../domain/rate-limit.ts';
import { limits } from '../domain/rate-limits.ts';

/**
 * Sign-in throttling after OWASP's advice: slow guessing down rather than lock accounts. Only
 * failed attempts count, and they count per account *and* address, so a stranger guessing at a
 * parent's address from elsewhere is slowed down without the parent being locked out. A second
 * count per address alone slows down one address trying many accounts (password spraying).
 */
function limitsFor(email: string, address: string): RateLimit[] {
  const account = email.trim().toLowerCase();
  return [limits.signInFailuresPerAccount.for(`${address}:${account}`), limits.signInFailuresPerAddress.for(address)];
}

export function createSignInThrottle(db: Database) {
  return {
    /** Before the password is checked: refuses a caller who has used up either allowance. */
    async check(email: string, address: string): Promise<void> {
      for (const limit of limitsFor(email, address)) {
        if (await isRateLimited(db, limit)) {
          throw new APIError('TOO_MANY_REQUESTS', { message: messages.login.tooManyRequests, code: 'TOO_MANY_ATTEMPTS' });
        }
      }
    },
    /** After the attempt: a wrong password counts; a success starts this account's count afresh. */
    async record(email: string, address: string, outcome: unknown): Promise<void> {
      const [pair, addressOnly] = limitsFor(email, address);
      if (!isAPIError(outcome)) {
        await clearRateLimit(db, pair!.key);
        return;
      }
      if (outcome.statusCode !== 401) return;
      await recordHit(db, pair!);
      await recordHit(db, addressOnly!);
    },
  };
}

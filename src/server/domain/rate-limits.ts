import { portraitLimits } from '../../shared/schemas/portraits.ts';
import type { RateLimit } from './rate-limit.ts';

/**
 * Every rate limit in one place, by name: what one hit is, how many are allowed and in what
 * window. Callers pass the subject (an address, an account) and get the counter to consume; the
 * numbers live nowhere else. docs/product.md explains where each one is counted.
 */
interface NamedLimit {
  /** What one hit is and whose count it lands in. */
  counts: string;
  limit: number;
  windowSeconds: number;
  /** The counter for one subject; the prefix keeps each limit's rows apart in `rate_limits`. */
  for: (subject: string) => RateLimit;
}

function named(prefix: string, counts: string, limit: number, windowSeconds: number): NamedLimit {
  return { counts, limit, windowSeconds, for: (subject) => ({ key: `${prefix}:${subject}`, limit, windowSeconds }) };
}

const minute = 60;
const hour = 3600;
const day = 86_400;

export const limits = {
  contact: named('contact:ip', 'contact messages sent from one address', 5, hour),
  newsletter: named('newsletter:ip', 'newsletter sign-ups from one address', 10, 10 * minute),
  checkout: named('checkout', 'checkouts started by one account', 20, hour),
  companionWrite: named('companion-write', 'companions added or changed by one account', 120, hour),
  libraryReport: named('library-report', 'community library reports sent by one account', 20, hour),
  libraryPublish: named('library-publish', 'stories published to the community library by one account', 20, day),
  parentConsentRequest: named('parent-consent', "requests for a parent's consent sent by one teen account", 5, day),
  parentConsentLink: named('parent-consent-link', 'opens and answers of emailed consent links from one address', 30, hour),
  portraitUpload: named(
    'portrait-upload',
    'portrait uploads by one account',
    portraitLimits.uploadsPerWindow,
    portraitLimits.uploadWindowSeconds,
  ),
  // Only failed sign-ins count (see identity/sign-in-throttle.ts); the subject is `address:email`.
  signInFailuresPerAccount: named('sign-in-failures', 'failed sign-ins for one account from one address', 10, 15 * minute),
  signInFailuresPerAddress: named('sign-in-failures', 'failed sign-ins from one address, any account', 30, 15 * minute),
} as const;

/**
 * The limits the auth library counts itself, per endpoint (its `rateLimit` option, in seconds).
 * `false` means not limited there: sign-in is throttled by failures instead, and session reads and
 * token minting need a valid session rather than being guesses worth limiting.
 */
export const authLimits = {
  default: { window: minute, max: 100 },
  perEndpoint: {
    '/sign-in/email': false,
    '/sign-up/email': { window: hour, max: 20 },
    '/request-password-reset': { window: hour, max: 10 },
    '/send-verification-email': { window: hour, max: 10 },
    // Both check the current password: as slow to guess with as signing in.
    '/verify-password': { window: minute, max: 10 },
    '/change-password': { window: minute, max: 10 },
    '/get-session': false,
    '/token': false,
  },
} as const;

import { randomUUID } from 'node:crypto';

let nextIp = 1;

/**
 * A caller address of its own (sent as X-Forwarded-For), so each test starts with a fresh
 * rate-limit window and tests never use up each other's allowance.
 */
export function freshClient(): { 'x-forwarded-for': string } {
  const n = nextIp++;
  return { 'x-forwarded-for': `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` };
}

/** An email address no other test uses. */
export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

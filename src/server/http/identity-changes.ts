import type { MiddlewareHandler } from 'hono';
import type { CallerCache } from '../identity/caller-cache.ts';

/** Where a request can end sessions or change a parent's account (sign-out, revoking, deleting). */
const identityPrefixes = ['/api/identity/', '/api/auth/', '/api/privacy/', '/api/admin/'];
/** Identity reads that change nothing a caller is made of. */
const identityReads = new Set(['/api/identity/get-session', '/api/identity/token', '/api/identity/jwks', '/api/identity/list-sessions']);

/**
 * The database announces such changes to every process, but an announcement can arrive a moment
 * after the answer: so this process forgets every signed-in caller it knows before it answers a
 * request that may have changed one, and the parent's next request is checked afresh.
 */
export function forgetCallersAfterIdentityChanges(callers: CallerCache): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const mayChange =
      identityPrefixes.some((prefix) => path.startsWith(prefix)) &&
      (c.req.method !== 'GET' || (path.startsWith('/api/identity/') && !identityReads.has(path)));
    if (!mayChange) return next();
    try {
      await next();
    } finally {
      callers.clear();
    }
  };
}

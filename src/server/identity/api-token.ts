import { and, eq, gt } from 'drizzle-orm';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { Auth } from './auth.ts';
import type { CallerCache } from './caller-cache.ts';

export interface Caller {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  sessionId: string;
}

export type TokenProblem = 'invalid-token' | 'token-expired' | 'session-ended';

export class TokenRejected extends Error {
  constructor(readonly problem: TokenProblem) {
    super(problem);
  }
}

/**
 * Verifies the API's bearer tokens: signature against the identity layer's public keys (cached,
 * reloaded once when a token names an unknown key), issuer, audience, expiry, and that the session
 * it was issued for still exists — so signing out or deleting an account ends its tokens too.
 * With a cache, a token verified once is known until its session changes (caller-cache.ts).
 */
export function createTokenVerifier(auth: Auth, db: Database, issuer: string, cache?: CallerCache) {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  const loadKeys = async () => {
    const jwksResponse = (await auth.api.getJwks()) as JSONWebKeySet;
    keySet = createLocalJWKSet(jwksResponse);
    return keySet;
  };

  async function verifySignature(token: string) {
    try {
      return await jwtVerify(token, keySet ?? (await loadKeys()), { issuer, audience: issuer });
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey) {
        return jwtVerify(token, await loadKeys(), { issuer, audience: issuer });
      }
      throw error;
    }
  }

  return async function verifyApiToken(token: string): Promise<Caller> {
    const known = cache?.get(token);
    if (known) return known;
    const generation = cache?.generation ?? 0;
    let payload;
    try {
      ({ payload } = await verifySignature(token));
    } catch (error) {
      throw new TokenRejected(error instanceof errors.JWTExpired ? 'token-expired' : 'invalid-token');
    }
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    if (!payload.sub || !sessionId) throw new TokenRejected('invalid-token');
    const [row] = await db
      .select({ email: users.email, name: users.name, emailVerified: users.emailVerified, sessionExpiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, payload.sub), gt(sessions.expiresAt, new Date())));
    if (!row) throw new TokenRejected('session-ended');
    const { sessionExpiresAt, ...account } = row;
    const caller: Caller = { userId: payload.sub, sessionId, ...account };
    const tokenExpiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
    cache?.set(token, caller, Math.min(tokenExpiresAt, sessionExpiresAt.getTime()), generation);
    return caller;
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

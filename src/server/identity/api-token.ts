import { and, eq, gt } from 'drizzle-orm';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { Auth } from './auth.ts';

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
 */
export function createTokenVerifier(auth: Auth, db: Database, issuer: string) {
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
    let payload;
    try {
      ({ payload } = await verifySignature(token));
    } catch (error) {
      throw new TokenRejected(error instanceof errors.JWTExpired ? 'token-expired' : 'invalid-token');
    }
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    if (!payload.sub || !sessionId) throw new TokenRejected('invalid-token');
    const [row] = await db
      .select({ email: users.email, name: users.name, emailVerified: users.emailVerified })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, payload.sub), gt(sessions.expiresAt, new Date())));
    if (!row) throw new TokenRejected('session-ended');
    return { userId: payload.sub, sessionId, ...row };
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/**
 * Short-lived links to a stored file, so an <img> can load it without a bearer token: the file's
 * key and the link's expiry are signed with HMAC-SHA-256 under a secret shared by every process.
 * Each kind of file signs under its own purpose, so a link made for one kind never opens another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { resolveSecret } from '../identity/secret.ts';

export interface LinkMessages {
  invalid: string;
  expired: string;
}

export function createFileUrlSigner(db: Database, purpose: string) {
  let secret: Promise<string> | undefined;
  const key = () => {
    secret ??= resolveSecret(db, 'file-url-secret', undefined).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };

  return {
    /** The signature of `path` valid until `expires` (seconds since the epoch). */
    async signature(path: string, expires: number): Promise<string> {
      return createHmac('sha256', await key()).update(`${purpose}\n${path}\n${expires}`).digest('base64url');
    },

    /** Seconds the link has left; throws 403 when it was altered or has expired. */
    async verify(path: string, expiresParam: string | undefined, signatureParam: string | undefined, messages: LinkMessages, now = Date.now()): Promise<number> {
      const invalid = new AppError('FORBIDDEN', messages.invalid);
      if (!expiresParam || !/^\d{1,12}$/.test(expiresParam) || !signatureParam) throw invalid;
      const expires = Number(expiresParam);
      const expected = Buffer.from(await this.signature(path, expires));
      const given = Buffer.from(signatureParam);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
      const remaining = expires - Math.floor(now / 1000);
      if (remaining <= 0) throw new AppError('FORBIDDEN', messages.expired);
      return remaining;
    },
  };
}

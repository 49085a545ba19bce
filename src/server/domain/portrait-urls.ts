/**
 * Short-lived links to a plain portrait's file, so an <img> can load it without a bearer token:
 * the path and expiry are signed with HMAC-SHA-256 under a secret shared by every process.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { portraitLimits, type SignedUrlResponse } from '../../shared/schemas/portraits.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { resolveSecret } from '../identity/secret.ts';

export const portraitFileRoute = '/api/portraits/file';

export function createPortraitUrlSigner(db: Database) {
  let secret: Promise<string> | undefined;
  const key = () => {
    secret ??= resolveSecret(db, 'file-url-secret', undefined).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const signature = async (path: string, expires: number) =>
    createHmac('sha256', await key()).update(`portrait-file\n${path}\n${expires}`).digest('base64url');

  return {
    async sign(path: string, now = Date.now()): Promise<SignedUrlResponse> {
      const expires = Math.floor(now / 1000) + portraitLimits.signedUrlSeconds;
      const query = new URLSearchParams({ path, expires: String(expires), signature: await signature(path, expires) });
      return { url: `${portraitFileRoute}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
    },

    /** Seconds the link has left; throws 403 when it was altered or has expired. */
    async verify(path: string, expiresParam: string | undefined, signatureParam: string | undefined, now = Date.now()): Promise<number> {
      const invalid = new AppError('FORBIDDEN', 'This portrait link is not valid. Please reload the page.');
      if (!expiresParam || !/^\d{1,12}$/.test(expiresParam) || !signatureParam) throw invalid;
      const expires = Number(expiresParam);
      const expected = Buffer.from(await signature(path, expires));
      const given = Buffer.from(signatureParam);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
      const remaining = expires - Math.floor(now / 1000);
      if (remaining <= 0) throw new AppError('FORBIDDEN', 'This portrait link has expired. Please reload the page.');
      return Math.min(remaining, portraitLimits.signedUrlSeconds);
    },
  };
}

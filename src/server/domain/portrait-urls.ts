/** Short-lived links to a plain portrait's file, so an <img> can load it without a bearer token. */
import { portraitLimits, type SignedUrlResponse } from '../../shared/schemas/portraits.ts';
import type { Database } from '../db/client.ts';
import { createFileUrlSigner } from './file-url-signer.ts';

export const portraitFileRoute = '/api/portraits/file';

const linkMessages = {
  invalid: 'This portrait link is not valid. Please reload the page.',
  expired: 'This portrait link has expired. Please reload the page.',
};

export function createPortraitUrlSigner(db: Database) {
  const signer = createFileUrlSigner(db, 'portrait-file');
  return {
    async sign(path: string, now = Date.now()): Promise<SignedUrlResponse> {
      const expires = Math.floor(now / 1000) + portraitLimits.signedUrlSeconds;
      const query = new URLSearchParams({ path, expires: String(expires), signature: await signer.signature(path, expires) });
      return { url: `${portraitFileRoute}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
    },

    /** Seconds the link has left; throws 403 when it was altered or has expired. */
    async verify(path: string, expiresParam: string | undefined, signatureParam: string | undefined, now = Date.now()): Promise<number> {
      const remaining = await signer.verify(path, expiresParam, signatureParam, linkMessages, now);
      return Math.min(remaining, portraitLimits.signedUrlSeconds);
    },
  };
}

/**
 * Short-lived signed links to a story's pictures (illustrations and covers, whoever drew them), so
 * the reader's <img> tags load them without a bearer token. Only the story's owner is given them.
 *
 * The key is in the link's path and the signature in its query, so an offline copy is found by
 * path whatever the signature. Expiry is rounded to the hour: within an hour every link to a
 * picture is the same address, and the browser's cache keeps answering for it.
 */
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { isValidStorageKey } from '../providers/storage/storage.ts';
import { createFileUrlSigner } from './file-url-signer.ts';

export const pictureFileRoute = '/api/pictures';

/** A link is handed out for at least this long, and at most twice as long. */
export const pictureLinkSeconds = 3600;

const linkMessages = {
  invalid: 'This picture link is not valid. Please reload the page.',
  expired: 'This picture link has expired. Please reload the page.',
};

const signers = new WeakMap<Database, ReturnType<typeof createFileUrlSigner>>();
const signerFor = (db: Database) => {
  let signer = signers.get(db);
  if (!signer) signers.set(db, (signer = createFileUrlSigner(db, 'picture-file')));
  return signer;
};

/** Only pictures drawn for stories are served this way. */
export function isPictureKey(key: string): boolean {
  return key.startsWith('illustrations/') && isValidStorageKey(key);
}

export async function signPictureUrl(db: Database, key: string, now = Date.now()): Promise<string> {
  if (!isPictureKey(key)) throw new Error(`Not a picture: ${key}`);
  const expires = (Math.floor(now / 1000 / pictureLinkSeconds) + 2) * pictureLinkSeconds;
  const query = new URLSearchParams({ expires: String(expires), signature: await signerFor(db).signature(key, expires) });
  return `${pictureFileRoute}/${key}?${query}`;
}

/** Seconds the link has left; 404 for anything that is not a picture, 403 for a bad or old link. */
export async function verifyPictureUrl(db: Database, key: string, expires: string | undefined, signature: string | undefined, now = Date.now()): Promise<number> {
  if (!isPictureKey(key)) throw AppError.notFound('No such picture.');
  return signerFor(db).verify(key, expires, signature, linkMessages, now);
}

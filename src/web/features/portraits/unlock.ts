/**
 * Opening encrypted portraits. The ciphertext comes from the server; the password never leaves
 * this tab; a wrong password changes nothing, so the parent can simply try again.
 */
import { requestPassword } from '../../components/ui/password-dialog.tsx';
import { fetchEncryptedBlob, type PortraitRecord } from './api.ts';
import { decryptPortrait, readMetadata } from './crypto.ts';
import { vault } from './vault.ts';

export type UnlockOutcome = { status: 'unlocked'; url: string } | { status: 'cancelled' };

/**
 * With a key this tab already holds, decrypts without asking; returns null when no key is unlocked.
 * The preloader uses this, so it never prompts.
 */
export async function openWithUnlockedKey(portrait: PortraitRecord, userId: string, ciphertext?: Promise<Uint8Array<ArrayBuffer>>): Promise<string | null> {
  const cached = vault.imageFor(portrait.id);
  if (cached) return cached;
  const metadata = readMetadata(portrait.encryptionMetadata);
  const key = vault.keyFor(metadata.salt);
  if (!key) return null;
  const { plaintext } = await decryptPortrait({
    ciphertext: await (ciphertext ?? fetchEncryptedBlob(portrait.path)),
    metadata,
    userId,
    portraitId: portrait.id,
    key,
  });
  return vault.rememberImage(portrait.id, plaintext);
}

/**
 * Asks for the password (docs/product.md §2 dialog) unless a key is already unlocked. Throws
 * DecryptionFailedError for a wrong password; resolves 'cancelled' when the parent closes the dialog.
 */
export async function unlockPortrait(
  portrait: PortraitRecord,
  userId: string,
  options: { neighbours?: readonly PortraitRecord[]; askPassword?: () => Promise<string | null> } = {},
): Promise<UnlockOutcome> {
  const metadata = readMetadata(portrait.encryptionMetadata);
  const ciphertext = fetchEncryptedBlob(portrait.path);
  // Handled below; without this a failed download while the dialog is open reads as unhandled.
  ciphertext.catch(() => undefined);
  const quick = await openWithUnlockedKey(portrait, userId, ciphertext).catch(() => null);
  if (quick) return { status: 'unlocked', url: quick };

  const password = await (options.askPassword ?? requestPassword)();
  if (password === null) return { status: 'cancelled' };
  const { plaintext, key } = await decryptPortrait({ ciphertext: await ciphertext, metadata, userId, portraitId: portrait.id, password });
  vault.rememberKey(metadata.salt, key);
  const url = vault.rememberImage(portrait.id, plaintext);
  void unlockOthersWith(password, userId, portrait.id, options.neighbours ?? []);
  return { status: 'unlocked', url };
}

/**
 * Parents usually use one password for all their portraits: after one opens, the same password is
 * tried, quietly and one at a time, on the others on screen, then forgotten.
 */
async function unlockOthersWith(password: string, userId: string, openedId: string, others: readonly PortraitRecord[]): Promise<void> {
  for (const portrait of others) {
    if (portrait.id === openedId || !portrait.isEncrypted || vault.imageFor(portrait.id)) continue;
    try {
      const metadata = readMetadata(portrait.encryptionMetadata);
      const { plaintext, key } = await decryptPortrait({
        ciphertext: await fetchEncryptedBlob(portrait.path),
        metadata,
        userId,
        portraitId: portrait.id,
        password,
      });
      vault.rememberKey(metadata.salt, key);
      vault.rememberImage(portrait.id, plaintext);
    } catch {
      // A different password: that portrait stays locked until it is asked for.
    }
  }
}

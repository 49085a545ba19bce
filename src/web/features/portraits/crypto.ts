/**
 * Portrait encryption in the browser: the server stores ciphertext it cannot read.
 * PBKDF2-SHA-256 (600,000 iterations, 16-byte random salt, OWASP 2023) turns the parent's password
 * into an AES-GCM-256 key; every image gets a fresh 12-byte IV. The additional data binds the
 * ciphertext to its owner and its portrait (`${userId}:${portraitId}`, the id chosen here before
 * upload and kept by the server), so a blob moved to another account or swapped with another
 * portrait's row fails to decrypt instead of showing the wrong child.
 */
import type { EncryptionMetadataInput } from '@shared/schemas/portraits.ts';

export const encryptionSettings = {
  algorithm: 'AES-GCM',
  keyDerivation: 'PBKDF2-SHA-256',
  iterations: 600_000,
  saltBytes: 16,
  ivBytes: 12,
} as const;

/** As stored; read back with any sane iteration count, so a future increase still decrypts old portraits. */
export type EncryptionMetadata = Omit<EncryptionMetadataInput, 'iterations'> & { iterations: number };

/** The password (or the data) does not match: nothing was changed, the parent may simply try again. */
export class DecryptionFailedError extends Error {
  override name = 'DecryptionFailedError';
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export const additionalData = (userId: string, portraitId: string) => new TextEncoder().encode(`${userId}:${portraitId}`);

/** Metadata from the server may be an object or a JSON string (docs/product.md §3). */
export function readMetadata(value: unknown): EncryptionMetadata {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object') throw new DecryptionFailedError('missing encryption metadata');
  const metadata = parsed as EncryptionMetadata;
  if (metadata.algorithm !== 'AES-GCM' || metadata.keyDerivation !== 'PBKDF2-SHA-256') {
    throw new DecryptionFailedError('unsupported encryption');
  }
  // A hostile or corrupted value must not freeze the tab in a billion-round derivation.
  if (!Number.isInteger(metadata.iterations) || metadata.iterations < 1000 || metadata.iterations > 10_000_000) {
    throw new DecryptionFailedError('unsupported iteration count');
  }
  return metadata;
}

export async function deriveKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number = encryptionSettings.iterations): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export interface EncryptInput {
  plaintext: Uint8Array<ArrayBuffer>;
  password: string;
  userId: string;
  portraitId: string;
  mimeType: EncryptionMetadata['mimeType'];
  /** Only tests lower this: the server accepts exactly 600,000. */
  iterations?: number;
}

export async function encryptPortrait(input: EncryptInput): Promise<{ ciphertext: Uint8Array<ArrayBuffer>; metadata: EncryptionMetadata; key: CryptoKey }> {
  const iterations = input.iterations ?? encryptionSettings.iterations;
  const salt = crypto.getRandomValues(new Uint8Array(encryptionSettings.saltBytes));
  const iv = crypto.getRandomValues(new Uint8Array(encryptionSettings.ivBytes));
  const key = await deriveKey(input.password, salt, iterations);
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(input.userId, input.portraitId) },
    key,
    input.plaintext,
  );
  const metadata = {
    algorithm: encryptionSettings.algorithm,
    keyDerivation: encryptionSettings.keyDerivation,
    iterations,
    salt: toBase64(salt),
    iv: toBase64(iv),
    mimeType: input.mimeType,
  } satisfies EncryptionMetadata;
  return { ciphertext: new Uint8Array(ciphertext), metadata, key };
}

export interface DecryptInput {
  ciphertext: Uint8Array<ArrayBuffer>;
  metadata: EncryptionMetadata;
  userId: string;
  portraitId: string;
  /** A key already unlocked this session, or the password to derive one. */
  key?: CryptoKey;
  password?: string;
}

/** Decrypts, or throws DecryptionFailedError for a wrong password or altered data. */
export async function decryptPortrait(input: DecryptInput): Promise<{ plaintext: Uint8Array<ArrayBuffer>; key: CryptoKey }> {
  const key = input.key ?? (await deriveKey(input.password ?? '', fromBase64(input.metadata.salt), input.metadata.iterations));
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(input.metadata.iv), additionalData: additionalData(input.userId, input.portraitId) },
      key,
      input.ciphertext,
    );
    return { plaintext: new Uint8Array(plaintext), key };
  } catch (error) {
    throw new DecryptionFailedError('could not decrypt the portrait', { cause: error });
  }
}

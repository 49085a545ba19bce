import { describe, expect, it } from 'vitest';
import { encryptionMetadataSchema } from '@shared/schemas/portraits.ts';
import {
  DecryptionFailedError,
  decryptPortrait,
  encryptPortrait,
  fromBase64,
  readMetadata,
  toBase64,
} from '@web/features/portraits/crypto.ts';

const userId = 'user-1';
const portraitId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const plaintext = new TextEncoder().encode('\xff\xd8\xff pretend this is a JPEG');
/** Fast derivations for the cases that are about the cipher, not the key stretching. */
const quick = { iterations: 2000 };

const encrypt = (password = 'lantern-otter') =>
  encryptPortrait({ plaintext, password, userId, portraitId, mimeType: 'image/jpeg', ...quick });

describe('portrait encryption', () => {
  it('round-trips with the real settings and metadata the server accepts', async () => {
    const { ciphertext, metadata } = await encryptPortrait({ plaintext, password: 'lantern-otter', userId, portraitId, mimeType: 'image/jpeg' });
    expect(encryptionMetadataSchema.parse(metadata)).toEqual(metadata);
    expect(metadata).toMatchObject({ algorithm: 'AES-GCM', keyDerivation: 'PBKDF2-SHA-256', iterations: 600_000 });
    expect(fromBase64(metadata.salt)).toHaveLength(16);
    expect(fromBase64(metadata.iv)).toHaveLength(12);
    expect(JSON.stringify(metadata)).not.toContain('lantern-otter');
    expect(ciphertext.byteLength).toBe(plaintext.byteLength + 16);
    const { plaintext: decrypted } = await decryptPortrait({ ciphertext, metadata, userId, portraitId, password: 'lantern-otter' });
    expect(decrypted).toEqual(plaintext);
  });

  it('uses a fresh salt and IV for every image', async () => {
    const [first, second] = await Promise.all([encrypt(), encrypt()]);
    expect(first.metadata.salt).not.toBe(second.metadata.salt);
    expect(first.metadata.iv).not.toBe(second.metadata.iv);
    expect(first.ciphertext).not.toEqual(second.ciphertext);
  });

  it('decrypts with a key unlocked earlier, without the password', async () => {
    const { ciphertext, metadata, key } = await encrypt();
    const { plaintext: decrypted } = await decryptPortrait({ ciphertext, metadata, userId, portraitId, key });
    expect(decrypted).toEqual(plaintext);
  });

  it('refuses a wrong password', async () => {
    const { ciphertext, metadata } = await encrypt();
    await expect(decryptPortrait({ ciphertext, metadata, userId, portraitId, password: 'lantern-otters' })).rejects.toBeInstanceOf(
      DecryptionFailedError,
    );
    await expect(decryptPortrait({ ciphertext, metadata, userId, portraitId, password: '' })).rejects.toBeInstanceOf(
      DecryptionFailedError,
    );
  });

  it('refuses a tampered ciphertext', async () => {
    const { ciphertext, metadata } = await encrypt();
    const tampered = ciphertext.slice();
    tampered[3] = tampered[3]! ^ 1;
    await expect(decryptPortrait({ ciphertext: tampered, metadata, userId, portraitId, password: 'lantern-otter' })).rejects.toBeInstanceOf(
      DecryptionFailedError,
    );
  });

  it('refuses a tampered IV', async () => {
    const { ciphertext, metadata } = await encrypt();
    const iv = fromBase64(metadata.iv);
    iv[0] = iv[0]! ^ 1;
    const altered = { ...metadata, iv: toBase64(iv) };
    await expect(decryptPortrait({ ciphertext, metadata: altered, userId, portraitId, password: 'lantern-otter' })).rejects.toBeInstanceOf(
      DecryptionFailedError,
    );
  });

  it('refuses a portrait moved to another account or another portrait (additional data)', async () => {
    const { ciphertext, metadata } = await encrypt();
    await expect(
      decryptPortrait({ ciphertext, metadata, userId: 'user-2', portraitId, password: 'lantern-otter' }),
    ).rejects.toBeInstanceOf(DecryptionFailedError);
    await expect(
      decryptPortrait({ ciphertext, metadata, userId, portraitId: 'aaaaaaaa-4b5a-4c6d-8e7f-9a0b1c2d3e4f', password: 'lantern-otter' }),
    ).rejects.toBeInstanceOf(DecryptionFailedError);
  });
});

describe('readMetadata', () => {
  const metadata = { algorithm: 'AES-GCM', keyDerivation: 'PBKDF2-SHA-256', iterations: 600_000, salt: 'AAAA', iv: 'AAAA', mimeType: 'image/jpeg' };

  it('accepts an object or a JSON string (docs/product.md §3)', () => {
    expect(readMetadata(metadata)).toEqual(metadata);
    expect(readMetadata(JSON.stringify(metadata))).toEqual(metadata);
  });

  it('refuses other algorithms and absurd iteration counts', () => {
    expect(() => readMetadata({ ...metadata, algorithm: 'AES-CBC' })).toThrow(DecryptionFailedError);
    expect(() => readMetadata({ ...metadata, iterations: 5_000_000_000 })).toThrow(DecryptionFailedError);
    expect(() => readMetadata(null)).toThrow(DecryptionFailedError);
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../../src/server/domain/portrait-images.ts';
import { assertPortraitPath } from '../../src/server/domain/portraits.ts';
import { encryptionMetadataSchema } from '../../src/shared/schemas/portraits.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, 'rest of the file');
};

describe('sniffImageType', () => {
  it('knows JPEG, PNG, WebP and HEVC-coded HEIF from their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', [0x1a, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffImageType(ftyp('heix', 'mif1'))).toBe('image/heic');
    expect(sniffImageType(ftyp('mif1', 'mif1', 'heic'))).toBe('image/heif');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffImageType(bytes('GIF89a'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(ftyp('avif', 'mif1', 'avif'))).toBeNull();
    expect(sniffImageType(ftyp('mif1', 'mif1'))).toBeNull();
    expect(sniffImageType(ftyp('isom', 'mp42'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
  });
});

describe('assertPortraitPath', () => {
  const user = 'Xr4kQ9b2LmN7pT0vW1yZ3aB5cD6eF8gH';
  const id = '0b6f7c5e-2d1a-4c3b-9e8f-7a6b5c4d3e2f';

  it('accepts only keys the server generates', () => {
    expect(() => assertPortraitPath(`portraits/${user}/${id}.jpg`)).not.toThrow();
    expect(() => assertPortraitPath(`portraits/${user}/${id}.bin`)).not.toThrow();
    for (const malformed of [`portraits/${user}/${id}.png`, `portraits/${id}.jpg`, `stories/${user}/${id}.jpg`, 'portrait.jpg', '']) {
      expect(() => assertPortraitPath(malformed), malformed).toThrow(/not a portrait path/);
    }
  });

  it('names attempts to leave the storage root as such', () => {
    for (const escaping of ['../secret', `portraits/${user}/../../${id}.jpg`, '/etc/passwd', 'C:/Windows/win.ini', 'a\\b', '%2e%2e/x', `portraits/${user}/${id}.jpg\0`]) {
      expect(() => assertPortraitPath(escaping), escaping).toThrow(/outside portrait storage/);
    }
  });
});

describe('encryptionMetadataSchema', () => {
  const valid = {
    algorithm: 'AES-GCM',
    keyDerivation: 'PBKDF2-SHA-256',
    iterations: 600_000,
    salt: randomBytes(16).toString('base64'),
    iv: randomBytes(12).toString('base64'),
    mimeType: 'image/jpeg',
  };

  it('accepts the parameters the browser uses', () => {
    expect(encryptionMetadataSchema.parse(valid)).toEqual(valid);
  });

  it('never accepts a key or password, and no weaker parameters', () => {
    expect(encryptionMetadataSchema.safeParse({ ...valid, key: 'AAAA' }).success).toBe(false);
    expect(encryptionMetadataSchema.safeParse({ ...valid, password: 'hunter2' }).success).toBe(false);
    expect(encryptionMetadataSchema.safeParse({ ...valid, iterations: 1000 }).success).toBe(false);
    expect(encryptionMetadataSchema.safeParse({ ...valid, salt: randomBytes(15).toString('base64') }).success).toBe(false);
    expect(encryptionMetadataSchema.safeParse({ ...valid, iv: 'not base64!' }).success).toBe(false);
    expect(encryptionMetadataSchema.safeParse({ ...valid, mimeType: 'text/html' }).success).toBe(false);
  });
});

import { z } from 'zod';
import { cleanText } from './text.ts';

/** What a parent may upload: the limits the server enforces and the upload form explains. */
export const portraitLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** AES-GCM appends a 16-byte authentication tag to the encrypted image. */
  gcmTagBytes: 16,
  /** Pixels read from the header before anything is decoded; more is refused as a decompression bomb. */
  maxPixels: 40_000_000,
  /** Stored portraits fit inside this many pixels on each side. */
  maxEdge: 2048,
  /** A signed file URL is good for this long. */
  signedUrlSeconds: 300,
  uploadsPerWindow: 30,
  uploadWindowSeconds: 600,
} as const;

/** Every upload problem, worded once: the server answers with these and the browser checks early with them. */
export const portraitMessages = {
  empty: 'This file is empty. Please choose a photo.',
  tooLarge: 'This photo is larger than 10 MB. Please choose a smaller one.',
  notAnImage: 'This file is not a photo Storyloom can use. Please choose a JPEG, PNG, WebP or HEIC image.',
  damaged: 'This photo looks damaged or incomplete, so it could not be read. Please export it again and retry.',
  tooManyPixels: (width: number, height: number) =>
    `This photo is too big to process (${width} × ${height} pixels). Please choose one under ${portraitLimits.maxPixels / 1_000_000} megapixels.`,
  encryptedEmpty: 'This encrypted portrait is empty or incomplete. Please try encrypting it again.',
  encryptedTooLarge: 'This encrypted portrait is larger than 10 MB. Please choose a smaller photo.',
} as const;

export const acceptedPortraitTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export type PortraitSourceType = (typeof acceptedPortraitTypes)[number];

const base64OfLength = (bytes: number, label: string) =>
  cleanText()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, `${label} must be base64.`)
    .refine((value) => decodedLength(value) === bytes, `${label} must be ${bytes} bytes.`);

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return base64.length % 4 === 0 ? (base64.length / 4) * 3 - padding : -1;
}

/**
 * How the browser encrypted a portrait (PBKDF2-SHA-256 → AES-GCM-256). Strict: it names the
 * parameters only, so a password or key sent by mistake is refused rather than stored.
 */
export const encryptionMetadataSchema = z.strictObject({
  algorithm: z.literal('AES-GCM', { error: 'algorithm must be AES-GCM.' }),
  keyDerivation: z.literal('PBKDF2-SHA-256', { error: 'keyDerivation must be PBKDF2-SHA-256.' }),
  iterations: z.literal(600_000, { error: 'iterations must be 600000.' }),
  salt: base64OfLength(16, 'salt'),
  iv: base64OfLength(12, 'iv'),
  mimeType: z.enum(acceptedPortraitTypes, { error: 'mimeType must be an accepted image type.' }),
});
export type EncryptionMetadataInput = z.infer<typeof encryptionMetadataSchema>;

/** The text fields of the multipart upload (the `file` part is checked separately). */
export const portraitUploadFields = z.strictObject({
  childId: z.uuid('Please choose which child this portrait is of.'),
  encrypted: z.enum(['true', 'false']).default('false'),
  /** JSON text of `encryptionMetadataSchema`; required when `encrypted` is `true`. */
  encryptionMetadata: cleanText().max(2000).optional(),
  /**
   * The id the browser chose before encrypting, so the ciphertext can be bound to it as
   * additional data; the server generates one when absent.
   */
  portraitId: z.uuid('portraitId must be a UUID.').optional(),
});

export const portraitUpdate = z.strictObject({ isMain: z.boolean() });

export const portraitPathQuery = z.object({ path: cleanText({ error: 'path is required.' }).min(1, 'path is required.') });

/** Metadata as stored and listed: what the browser needs to derive the key and decrypt. */
export const storedEncryptionMetadata = z.object({
  algorithm: z.literal('AES-GCM'),
  keyDerivation: z.literal('PBKDF2-SHA-256'),
  iterations: z.number(),
  salt: z.string(),
  iv: z.string(),
  mimeType: z.string(),
});

export const portraitRecord = z.object({
  id: z.string(),
  /** The storage key, used with the signed-url and encrypted-blob routes. */
  path: z.string(),
  isEncrypted: z.boolean(),
  encryptionMetadata: storedEncryptionMetadata.nullable(),
  childId: z.string(),
  /** Plain portraits are stored as JPEG; encrypted ones keep their type in encryptionMetadata. */
  mimeType: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  createdAt: z.string(),
  isMain: z.boolean(),
});
export type PortraitRecord = z.infer<typeof portraitRecord>;

export const portraitList = z.object({ portraits: z.array(portraitRecord) });
export type PortraitList = z.infer<typeof portraitList>;

export const signedUrlResponse = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedUrlResponse = z.infer<typeof signedUrlResponse>;

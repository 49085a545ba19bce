/**
 * Turns an uploaded photo into the JPEG we store: the type comes from the bytes (never the name
 * or the declared type), the size from the header before anything is decoded, and the output is
 * re-encoded from pixels so no metadata (EXIF, GPS, camera serials) survives.
 */
import type { Sharp } from 'sharp';
import { portraitLimits, portraitMessages, type PortraitSourceType } from '../../shared/schemas/portraits.ts';
import { AppError } from '../errors.ts';
import { lazyModule } from '../lazy-module.ts';

// libheif's WebAssembly alone holds about 26 MB: loaded when the first HEIC photo arrives.
const loadHeicDecode = lazyModule(async () => (await import('heic-decode')).default);
const loadSharp = lazyModule(async () => (await import('sharp')).default);

const invalidFile = (message: string) => new AppError('VALIDATION_FAILED', message, 'file');

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** HEVC-coded HEIF brands; AVIF and other ISO-BMFF files are not accepted. */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

/** The real type of an upload from its magic bytes, or null when it is not an accepted image. */
export function sniffImageType(bytes: Uint8Array): PortraitSourceType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, 256, bytes.length);
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((brand) => heicBrands.has(brand))) return brands[0] === 'mif1' ? 'image/heif' : 'image/heic';
  }
  return null;
}

/**
 * Image work is memory-hungry (a 40-megapixel photo decodes to ~160 MB), so a process runs only a
 * couple at a time and the rest wait their turn instead of adding up.
 */
const maxConcurrentImages = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < maxConcurrentImages) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function assertPixelBudget(width: number, height: number) {
  if (width * height > portraitLimits.maxPixels) throw invalidFile(portraitMessages.tooManyPixels(width, height));
}

/** Decodes a HEIC/HEIF (sharp's prebuilt libvips has no HEVC decoder) after checking its size. */
async function heicPipeline(bytes: Uint8Array): Promise<Sharp> {
  const [heicDecode, sharp] = await Promise.all([loadHeicDecode(), loadSharp()]);
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch {
    throw invalidFile(portraitMessages.damaged);
  }
  try {
    const primary = images[0];
    if (!primary) throw invalidFile(portraitMessages.damaged);
    assertPixelBudget(primary.width, primary.height);
    const { width, height, data } = await primary.decode().catch(() => {
      throw invalidFile(portraitMessages.damaged);
    });
    // libheif has already applied the container's rotation and mirroring to these pixels.
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
      limitInputPixels: portraitLimits.maxPixels,
    });
  } finally {
    images.dispose();
  }
}

export interface PreparedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Checks and re-encodes a plain upload: JPEG, upright, at most 2048 px a side, no metadata. */
export async function preparePlainImage(bytes: Uint8Array): Promise<PreparedImage> {
  if (bytes.byteLength === 0) throw invalidFile(portraitMessages.empty);
  if (bytes.byteLength > portraitLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', portraitMessages.tooLarge, 'file');
  const type = sniffImageType(bytes);
  if (!type) throw invalidFile(portraitMessages.notAnImage);

  const sharp = await loadSharp();
  // The header alone gives the dimensions; a bomb is refused before a single pixel is decoded.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw invalidFile(portraitMessages.damaged);
    });
  if (!header.width || !header.height) throw invalidFile(portraitMessages.damaged);
  assertPixelBudget(header.width, header.height);

  return withImageSlot(async () => {
    const input =
      type === 'image/heic' || type === 'image/heif'
        ? await heicPipeline(bytes)
        : sharp(bytes, { limitInputPixels: portraitLimits.maxPixels, failOn: 'truncated' });
    try {
      // rotate() turns the pixels upright by the EXIF orientation; sharp then writes no metadata
      // at all, because keepMetadata/withMetadata is never called.
      const { data, info } = await input
        .rotate()
        .resize({ width: portraitLimits.maxEdge, height: portraitLimits.maxEdge, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch (error) {
      if (error instanceof AppError) throw error;
      const message = error instanceof Error ? error.message : '';
      if (/pixel limit/i.test(message)) throw invalidFile(portraitMessages.tooManyPixels(header.width!, header.height!));
      throw invalidFile(portraitMessages.damaged);
    }
  });
}

/** The server cannot look inside an encrypted portrait; it can only check that its size is plausible. */
export function checkEncryptedImage(bytes: Uint8Array): void {
  if (bytes.byteLength <= portraitLimits.gcmTagBytes) throw invalidFile(portraitMessages.encryptedEmpty);
  if (bytes.byteLength > portraitLimits.maxBytes + portraitLimits.gcmTagBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', portraitMessages.encryptedTooLarge, 'file');
  }
}

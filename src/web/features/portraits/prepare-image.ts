/**
 * Before encrypting, the browser redraws the photo as a JPEG of at most 2048 px a side: the
 * server cannot clean a file it cannot read, so this is where EXIF and GPS data are left behind,
 * and where the image becomes the image/jpeg the app shows after unlocking.
 */
import { portraitLimits } from '@shared/schemas/portraits.ts';
import { isHeic, portraitFileMessages } from './file-checks.ts';

export class PreparationError extends Error {
  override name = 'PreparationError';
}

export const heicEncryptionMessage =
  'This browser cannot open HEIC photos, so it cannot encrypt them. Upload this one without encryption, or save it as a JPEG first.';
const unreadableMessage = 'This photo could not be opened here to encrypt it. Please export it again as a JPEG or PNG and retry.';

export async function prepareForEncryption(file: File): Promise<{ bytes: Uint8Array<ArrayBuffer>; width: number; height: number }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new PreparationError(isHeic(file) ? heicEncryptionMessage : unreadableMessage, { cause: error });
  }
  try {
    if (bitmap.width * bitmap.height > portraitLimits.maxPixels) {
      throw new PreparationError(portraitFileMessages.tooManyPixels(bitmap.width, bitmap.height));
    }
    const scale = Math.min(1, portraitLimits.maxEdge / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new PreparationError(unreadableMessage);
    // JPEG has no transparency: a transparent PNG gets the same white background the server gives it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.88 });
    return { bytes: new Uint8Array(await blob.arrayBuffer()), width, height };
  } finally {
    bitmap.close();
  }
}

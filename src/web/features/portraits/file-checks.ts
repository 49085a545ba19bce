/**
 * The checks the browser can make before uploading, in the server's own words (shared), so a
 * parent gets the same answer sooner and without sending the photo.
 */
import { acceptedPortraitTypes, portraitLimits, portraitMessages } from '@shared/schemas/portraits.ts';

export const portraitFileMessages = portraitMessages;

/** For the file picker's `accept`: types, plus extensions for systems that report HEIC without a type. */
export const portraitAccept = [...acceptedPortraitTypes, '.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'].join(',');

const extensionTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** The type a file says it has, falling back to its extension when the browser reports none. */
export function declaredType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return extensionTypes[extension] ?? '';
}

export const isHeic = (file: Pick<File, 'name' | 'type'>) => ['image/heic', 'image/heif'].includes(declaredType(file));

/** The first problem with a chosen file, or null. The server still checks the real bytes. */
export function checkPortraitFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (file.size === 0) return portraitFileMessages.empty;
  if (!(acceptedPortraitTypes as readonly string[]).includes(declaredType(file))) return portraitFileMessages.notAnImage;
  if (file.size > portraitLimits.maxBytes) return portraitFileMessages.tooLarge;
  return null;
}

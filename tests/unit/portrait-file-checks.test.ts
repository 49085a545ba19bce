import { describe, expect, it } from 'vitest';
import { portraitMessages } from '@shared/schemas/portraits.ts';
import { checkPortraitFile, declaredType, isHeic, portraitFileMessages } from '@web/features/portraits/file-checks.ts';

const megabyte = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('portrait file checks', () => {
  it('word each problem exactly as the server does', () => {
    expect(portraitFileMessages.empty).toBe(portraitMessages.empty);
    expect(portraitFileMessages.tooLarge).toBe(portraitMessages.tooLarge);
    expect(portraitFileMessages.notAnImage).toBe(portraitMessages.notAnImage);
    expect(portraitFileMessages.tooManyPixels(9000, 9000)).toBe(portraitMessages.tooManyPixels(9000, 9000));
  });

  it('accept JPEG, PNG, WebP and HEIC/HEIF up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']) {
      expect(checkPortraitFile(file('photo', type))).toBeNull();
    }
    expect(checkPortraitFile(file('photo.jpg', 'image/jpeg', 10 * megabyte))).toBeNull();
  });

  it('refuse empty files, other types and files over 10 MB', () => {
    expect(checkPortraitFile(file('photo.jpg', 'image/jpeg', 0))).toBe(portraitMessages.empty);
    expect(checkPortraitFile(file('notes.pdf', 'application/pdf'))).toBe(portraitMessages.notAnImage);
    expect(checkPortraitFile(file('anim.gif', 'image/gif'))).toBe(portraitMessages.notAnImage);
    expect(checkPortraitFile(file('photo.jpg', 'image/jpeg', 10 * megabyte + 1))).toBe(portraitMessages.tooLarge);
  });

  it('fall back to the extension when the browser reports no type (HEIC on some systems)', () => {
    expect(declaredType(file('IMG_0001.HEIC', ''))).toBe('image/heic');
    expect(isHeic(file('IMG_0001.heif', ''))).toBe(true);
    expect(checkPortraitFile(file('IMG_0001.HEIC', ''))).toBeNull();
    expect(checkPortraitFile(file('archive', ''))).toBe(portraitMessages.notAnImage);
  });
});

/**
 * An encrypted portrait of the hero, unlocked in this tab, sent with one story so the outside image
 * model draws that story's reference picture from it (docs/decisions/020). It is offered only where
 * an outside image model is configured and the parent gave consent 2.
 */
import type { ChildRecord } from '@shared/schemas/children.ts';
import { unlockedPortraitMaxBytes, type CreateStoryRequest } from '@shared/schemas/stories.ts';
import type { PortraitRecord } from '../portraits/api.ts';
import { vault } from '../portraits/vault.ts';

/** The hero's encrypted portrait that could shape the pictures: the main one, else the first locked one. */
export function heroLockedPortrait(hero: ChildRecord | undefined, portraits: readonly PortraitRecord[] | undefined): PortraitRecord | undefined {
  if (!hero || !portraits) return undefined;
  const own = portraits.filter((portrait) => portrait.childId === hero.id);
  const main = own.find((portrait) => portrait.id === hero.mainPortraitId);
  // A plain main portrait already shapes the pictures on the server: nothing to send.
  if (main) return main.isEncrypted ? main : undefined;
  return own.find((portrait) => portrait.isEncrypted);
}

/** Redraws the picture smaller until it fits the 2 MB the server takes. */
async function fitted(blob: Blob): Promise<Blob> {
  if (blob.size <= unlockedPortraitMaxBytes) return blob;
  const bitmap = await createImageBitmap(blob);
  try {
    for (let scale = 0.75; ; scale *= 0.75) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
      const smaller = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
      if (smaller.size <= unlockedPortraitMaxBytes || width < 64) return smaller;
    }
  } finally {
    bitmap.close();
  }
}

const base64 = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The portrait could not be read.'));
    reader.readAsDataURL(blob);
  });

/** What the create request carries for the chosen portrait; null when this tab no longer holds it unlocked. */
export async function unlockedPortraitField(portraitId: string | null): Promise<CreateStoryRequest['unlockedPortrait'] | null> {
  const held = portraitId ? vault.pictureFor(portraitId) : undefined;
  if (!portraitId || !held) return null;
  const picture = await fitted(held);
  return { portraitId, image: await base64(picture) };
}

/**
 * An encrypted portrait the parent unlocked in the browser, sent decrypted for one story so the
 * outside image model can draw that story's reference picture from it (docs/decisions/020). The
 * server accepts it only for the hero's own encrypted portrait, with consent 2 and an outside model
 * configured; it is re-encoded (no metadata), kept in the story's folder only until the reference
 * picture is made, then deleted. It is never stored beside the portrait, nor used for another story.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { unlockedPortraitInput } from '../../shared/schemas/stories.ts';
import type { Database } from '../db/client.ts';
import { portraits } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { OutsideIllustrator } from '../providers/images/outside/index.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { currentConsents } from './consents.ts';
import { preparePlainImage } from './portrait-images.ts';

type UnlockedPortraitInput = z.output<typeof unlockedPortraitInput>;

export const unlockedPortraitKey = (story: { id: string; userId: string }) => `illustrations/${story.userId}/${story.id}/unlocked-portrait.jpg`;

const field = 'unlockedPortrait';

/** The picture to keep for the story, re-encoded as JPEG; throws when it may not be used. */
export async function acceptUnlockedPortrait(
  deps: { db: Database; outsideIllustrator: OutsideIllustrator | null },
  userId: string,
  heroChildId: string,
  input: UnlockedPortraitInput,
): Promise<Uint8Array> {
  if (!deps.outsideIllustrator) throw new AppError('VALIDATION_FAILED', 'Pictures are drawn by the built-in illustrator here: it needs no portrait.', field);
  if (!(await currentConsents(deps.db, userId))['ai-provider'].granted) {
    throw new AppError('VALIDATION_FAILED', 'A portrait shapes the pictures only with consent 2 (Privacy).', field);
  }
  const [portrait] = await deps.db
    .select({ childId: portraits.childId, isEncrypted: portraits.isEncrypted })
    .from(portraits)
    .where(and(eq(portraits.id, input.portraitId), eq(portraits.userId, userId)));
  if (!portrait || portrait.childId !== heroChildId) throw new AppError('VALIDATION_FAILED', 'Please choose one of the hero’s portraits.', `${field}.portraitId`);
  if (!portrait.isEncrypted) throw new AppError('VALIDATION_FAILED', 'This portrait is not locked: the server uses it as it is.', `${field}.portraitId`);
  try {
    const prepared = await preparePlainImage(new Uint8Array(Buffer.from(input.image, 'base64')));
    return new Uint8Array(prepared.data);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.message, `${field}.image`);
    throw error;
  }
}

/** The unlocked portrait kept for this story, if any. */
export async function keptUnlockedPortrait(storage: FileStorage, story: { id: string; userId: string }): Promise<Uint8Array | null> {
  return (await storage.get(unlockedPortraitKey(story)))?.body ?? null;
}

export async function forgetUnlockedPortrait(storage: FileStorage, story: { id: string; userId: string }): Promise<void> {
  await storage.delete(unlockedPortraitKey(story));
}

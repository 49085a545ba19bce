/**
 * The hero's reference picture for an outside image model: made once per story, before any page,
 * then sent with every page so the hero looks the same throughout. It is made from the hero's main
 * portrait when that portrait is plain, or from an encrypted portrait the parent unlocked in the
 * browser and sent for this story (the server cannot see inside a locked one, so a locked portrait
 * never leaves), otherwise from the appearance in words. The caller has already checked
 * consent 2: without it no outside model is asked anything.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { children, portraits } from '../db/schema.ts';
import type { ReferencePicture } from '../providers/images/outside/model.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { keptUnlockedPortrait } from './unlocked-portraits.ts';

/**
 * The portrait the reference is made from: the one unlocked for this story, else the hero's main
 * portrait when it is one the server may send (plain, with its file present).
 */
export async function usablePortrait(deps: { db: Database; storage: FileStorage }, story: { id: string; userId: string; heroChildId: string }): Promise<ReferencePicture | null> {
  const unlocked = await keptUnlockedPortrait(deps.storage, story);
  if (unlocked) return { body: unlocked, contentType: 'image/jpeg' };
  const { heroChildId } = story;
  const [row] = await deps.db
    .select({ path: portraits.path, isEncrypted: portraits.isEncrypted })
    .from(children)
    .innerJoin(portraits, eq(portraits.id, children.mainPortraitId))
    .where(eq(children.id, heroChildId));
  if (!row || row.isEncrypted) return null;
  const file = await deps.storage.get(row.path);
  return file ? { body: file.body, contentType: 'image/jpeg' } : null;
}

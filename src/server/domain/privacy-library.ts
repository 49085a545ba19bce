/**
 * The privacy dashboard's view of the stories a parent published to the community library: in the
 * export, and deleted with their files when the account is closed (one is unpublished on
 * /library/my-shared-stories). Loves, saves and reports go with the account through their keys.
 */
import { eq, inArray } from 'drizzle-orm';
import { libraryPages, libraryStories } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import type { Section } from './privacy.ts';
import { sharedStories } from './library-publishing.ts';

export const librarySection: Section = {
  name: 'sharedStories',
  erasable: false,
  read: (db, caller) => sharedStories({ db }, caller.userId),
  erase: (tx, caller) => unpublishAll(tx, caller.userId),
};

/**
 * Takes every story a parent published out of the library, whatever its status: when the account
 * closes, and at once when the parent withdraws consent 3. Returns the files to delete once the
 * transaction has committed.
 */
export async function unpublishAll(tx: Tx, userId: string): Promise<string[]> {
  const owned = await tx.select({ id: libraryStories.id, cover: libraryStories.coverPath }).from(libraryStories).where(eq(libraryStories.ownerId, userId));
  if (owned.length === 0) return [];
  const pages = await tx.select().from(libraryPages).where(inArray(libraryPages.libraryStoryId, owned.map((row) => row.id)));
  // Pages, loves, saves and reports go with their stories.
  await tx.delete(libraryStories).where(eq(libraryStories.ownerId, userId));
  return [
    ...owned.flatMap((row) => (row.cover ? [row.cover] : [])),
    ...pages.flatMap((page) => [page.illustrationPath, page.narrationPath].filter((path): path is string => Boolean(path))),
  ];
}

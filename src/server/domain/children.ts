import { and, asc, eq } from 'drizzle-orm';
import { ageOn } from '../../shared/compliance.ts';
import { readingLevelForAge, wordsPerMinute } from '../../shared/reading.ts';
import type { ChildRecord } from '../../shared/schemas/children.ts';
import type { childInput, childUpdate } from '../../shared/schemas/children.ts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { children, portraits, stories, storyPages } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { AppError } from '../errors.ts';
import { authorize, policies } from '../policies/index.ts';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import { recordingFiles, recordingsOfChild } from './page-recording-files.ts';

type ChildRow = typeof children.$inferSelect;
interface Deps {
  config: Config;
  db: Database;
  queue: JobQueue;
}

export const maxChildrenPerAccount = 12;

export function presentChild(row: ChildRow, today = new Date()): ChildRecord {
  const age = ageOn(row.birthDate, today);
  const derived = readingLevelForAge(age);
  const level = row.readingLevelOverride ?? derived;
  return {
    id: row.id,
    name: row.name,
    birthDate: row.birthDate,
    age,
    pronouns: row.pronouns,
    interests: row.interests,
    favourites: row.favourites,
    appearance: row.appearance,
    readingLevel: level,
    readingLevelOverridden: row.readingLevelOverride !== null && row.readingLevelOverride !== derived,
    wordsPerMinute: wordsPerMinute(level),
    mainPortraitId: row.mainPortraitId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listChildren(db: Database, userId: string): Promise<ChildRecord[]> {
  const rows = await db.select().from(children).where(eq(children.userId, userId)).orderBy(asc(children.createdAt));
  return rows.map((row) => presentChild(row));
}

/** A child of this parent, or 404 — another parent's child looks exactly like a missing one. */
export async function findOwnChild(db: Database, userId: string, childId: string): Promise<ChildRow> {
  if (!/^[0-9a-f-]{36}$/i.test(childId)) throw AppError.notFound('No such child.');
  const [row] = await db.select().from(children).where(and(eq(children.id, childId), eq(children.userId, userId)));
  if (!row) throw AppError.notFound('No such child.');
  return row;
}

export async function createChild(deps: Deps, userId: string, input: z.output<typeof childInput>): Promise<ChildRecord> {
  await authorize(deps, userId, policies.holdChildData);
  const existing = await deps.db.$count(children, eq(children.userId, userId));
  if (existing >= maxChildrenPerAccount) {
    throw new AppError('CONFLICT', `An account can hold up to ${maxChildrenPerAccount} children.`);
  }
  const [row] = await deps.db
    .insert(children)
    .values({
      userId,
      name: input.name,
      birthDate: input.birthDate,
      pronouns: input.pronouns,
      interests: [...new Set(input.interests)],
      favourites: input.favourites,
      appearance: input.appearance,
      readingLevelOverride: input.readingLevel ?? null,
    })
    .returning();
  return presentChild(row!);
}

export async function updateChild(
  deps: Deps,
  userId: string,
  childId: string,
  input: z.output<typeof childUpdate>,
): Promise<ChildRecord> {
  await authorize(deps, userId, policies.holdChildData);
  await findOwnChild(deps.db, userId, childId);
  const changes: Partial<typeof children.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.birthDate !== undefined) changes.birthDate = input.birthDate;
  if (input.pronouns !== undefined) changes.pronouns = input.pronouns;
  if (input.interests !== undefined) changes.interests = [...new Set(input.interests)];
  if (input.favourites !== undefined) changes.favourites = input.favourites;
  if (input.appearance !== undefined) changes.appearance = input.appearance;
  if (input.readingLevel !== undefined) changes.readingLevelOverride = input.readingLevel;
  const [row] = await deps.db.update(children).set(changes).where(eq(children.id, childId)).returning();
  return presentChild(row!);
}

/**
 * Deletes a child with everything made from them: portraits (rows and files) and stories go with
 * the row. Files are removed after the rows commit, so a failed delete never leaves rows pointing
 * at missing files; a file that cannot be removed is logged, not turned into a failed request.
 */
export async function deleteChild(deps: Deps & { storage: FileStorage; log: Logger }, userId: string, childId: string): Promise<void> {
  await findOwnChild(deps.db, userId, childId);
  const files = await transaction(deps.db, async (tx) => {
    // The lock makes a portrait upload still in flight wait, then fail its foreign key and remove
    // its own file, instead of being deleted by the cascade with its file left behind.
    await tx.select({ id: children.id }).from(children).where(eq(children.id, childId)).for('update');
    const portraitFiles = await tx.select({ path: portraits.path }).from(portraits).where(eq(portraits.childId, childId));
    const pageFiles = await tx
      .select({ illustration: storyPages.illustrationPath, narration: storyPages.narrationPath })
      .from(storyPages)
      .innerJoin(stories, eq(stories.id, storyPages.storyId))
      .where(eq(stories.heroChildId, childId));
    const recordings = await recordingFiles(tx, recordingsOfChild(childId));
    await tx.delete(children).where(eq(children.id, childId));
    return [
      ...portraitFiles.map((file) => file.path),
      ...recordings,
      ...pageFiles.flatMap((page) => [page.illustration, page.narration]).filter((key): key is string => Boolean(key)),
    ];
  });
  await Promise.all(
    files.map((key) => deps.storage.delete(key).catch((error: unknown) => deps.log.error({ err: error, key }, 'could not delete a stored file'))),
  );
}

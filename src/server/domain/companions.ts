/**
 * A family's cast of companions — pets, friends, grandparents, cuddly toys — each with a saved look
 * the illustrator draws the same in every story. Owner-only, like children: another parent's
 * companion looks exactly like a missing one.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { maxCompanionsPerAccount, type companionInput, type CompanionRecord } from '../../shared/schemas/companions.ts';
import type { ExtraCharacter } from '../../shared/schemas/stories.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { companions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { authorize, policies } from '../policies/index.ts';

type CompanionRow = typeof companions.$inferSelect;
interface Deps {
  config: Config;
  db: Database;
  queue: JobQueue;
}

export function presentCompanion(row: CompanionRow): CompanionRecord {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    appearance: row.appearance,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCompanions(db: Database, userId: string): Promise<CompanionRecord[]> {
  const rows = await db.select().from(companions).where(eq(companions.userId, userId)).orderBy(asc(companions.createdAt));
  return rows.map(presentCompanion);
}

/** A companion of this parent, or 404. */
export async function findOwnCompanion(db: Database, userId: string, companionId: string): Promise<CompanionRow> {
  if (!/^[0-9a-f-]{36}$/i.test(companionId)) throw AppError.notFound('No such companion.');
  const [row] = await db.select().from(companions).where(and(eq(companions.id, companionId), eq(companions.userId, userId)));
  if (!row) throw AppError.notFound('No such companion.');
  return row;
}

/** A companion of this parent, or undefined (for a story's cast, where a wrong id is a validation error). */
export async function ownCompanion(db: Database, userId: string, companionId: string): Promise<CompanionRow | undefined> {
  const [row] = await db.select().from(companions).where(and(eq(companions.id, companionId), eq(companions.userId, userId)));
  return row;
}

/**
 * How a story keeps a companion: a pet as a pet of its species ("a dog"), a grandparent, a friend
 * or a cuddly toy as a character who talks, described so the story can say who they are
 * ("Grandma Rose, a loving grandparent"; "Mr Buttons, a much-loved cuddly toy"). A toy's animal
 * ("teddy bear") is left out of the words: the picture shows it, and the scene director would
 * otherwise add a real bear to pages that name one.
 */
export function storyCharacterOf(row: CompanionRow): ExtraCharacter {
  const look = row.appearance;
  const description =
    look.type === 'animal' ? `a ${look.species}` : look.type === 'toy' ? 'a much-loved cuddly toy' : row.kind === 'grandparent' ? 'a loving grandparent' : 'a good friend';
  return { kind: row.kind === 'pet' ? 'pet' : 'friend', name: row.name, description, companionId: row.id };
}

export async function createCompanion(deps: Deps, userId: string, input: z.output<typeof companionInput>): Promise<CompanionRecord> {
  await authorize(deps, userId, policies.holdChildData);
  const existing = await deps.db.$count(companions, eq(companions.userId, userId));
  if (existing >= maxCompanionsPerAccount) {
    throw new AppError('CONFLICT', `A family can keep up to ${maxCompanionsPerAccount} companions.`);
  }
  const [row] = await deps.db.insert(companions).values({ userId, name: input.name, kind: input.kind, appearance: input.appearance }).returning();
  return presentCompanion(row!);
}

export async function updateCompanion(
  deps: Deps,
  userId: string,
  companionId: string,
  input: z.output<typeof companionInput>,
): Promise<CompanionRecord> {
  await authorize(deps, userId, policies.holdChildData);
  await findOwnCompanion(deps.db, userId, companionId);
  const [row] = await deps.db
    .update(companions)
    .set({ name: input.name, kind: input.kind, appearance: input.appearance, updatedAt: new Date() })
    .where(eq(companions.id, companionId))
    .returning();
  return presentCompanion(row!);
}

export async function deleteCompanion(db: Database, userId: string, companionId: string): Promise<void> {
  await findOwnCompanion(db, userId, companionId);
  await db.delete(companions).where(eq(companions.id, companionId));
}

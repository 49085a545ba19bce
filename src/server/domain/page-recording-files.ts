/** Where the parent's recordings are stored, for deletions that take their rows with them. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pageRecordings } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';

export async function recordingFiles(tx: Tx | Database, where: SQL): Promise<string[]> {
  const rows = await tx.select({ path: pageRecordings.path }).from(pageRecordings).where(where);
  return rows.map((row) => row.path);
}

/** Recordings of the stories whose hero is this child. */
export const recordingsOfChild = (childId: string): SQL =>
  sql`${pageRecordings.storyId} in (select id from stories where hero_child_id = ${childId})`;

export const recordingsOfUser = (userId: string): SQL => eq(pageRecordings.userId, userId);

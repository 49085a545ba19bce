/**
 * Retention (docs/product.md "Children's privacy"): portraits of an account that has been inactive for
 * 12 months are deleted, rows first, then files. (Closing an account deletes everything at once.)
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { portraits, sessions, users } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { FileStorage } from '../providers/storage/storage.ts';

export const inactivityLimitMonths = 12;

/** Accounts whose last sign-in activity, or last change, is older than the limit and that hold portraits. */
async function inactiveAccountsWithPortraits(db: Database, now: Date): Promise<string[]> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - inactivityLimitMonths);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.updatedAt} < ${cutoff}
        and exists (select 1 from ${portraits} where ${portraits.userId} = ${users.id})
        and not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.updatedAt} >= ${cutoff})`,
    );
  return rows.map((row) => row.id);
}

export async function deletePortraitsOfInactiveAccounts(
  deps: { db: Database; storage: FileStorage; log: Logger },
  now = new Date(),
): Promise<{ accounts: number; portraits: number }> {
  const accounts = await inactiveAccountsWithPortraits(deps.db, now);
  if (accounts.length === 0) return { accounts: 0, portraits: 0 };
  const removed = await deps.db.delete(portraits).where(inArray(portraits.userId, accounts)).returning({ path: portraits.path });
  for (const { path } of removed) {
    await deps.storage.delete(path).catch((error: unknown) => deps.log.warn({ err: error, path }, 'retention: file not removed'));
  }
  return { accounts: accounts.length, portraits: removed.length };
}

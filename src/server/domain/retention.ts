/**
 * Retention (docs/product.md "Children's privacy"): portraits and voice samples of an account that
 * has been inactive for 12 months are deleted, rows first, then files. A voice sample goes with the
 * cloned voice made from it, which is deleted at the outside voice service too. (Closing an account
 * deletes everything at once.)
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clonedVoices, portraits, sessions, users } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { VoiceCloner } from '../providers/speech/outside/elevenlabs-voices.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { releaseVoices } from './cloned-voices.ts';

export const inactivityLimitMonths = 12;

/** Accounts whose last sign-in activity, or last change, is older than the limit and that hold portraits or voice samples. */
async function inactiveAccountsHoldingLikenesses(db: Database, now: Date): Promise<string[]> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - inactivityLimitMonths);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.updatedAt} < ${cutoff}
        and (exists (select 1 from ${portraits} where ${portraits.userId} = ${users.id})
          or exists (select 1 from ${clonedVoices} where ${clonedVoices.userId} = ${users.id}))
        and not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.updatedAt} >= ${cutoff})`,
    );
  return rows.map((row) => row.id);
}

export async function deleteLikenessesOfInactiveAccounts(
  deps: { db: Database; storage: FileStorage; log: Logger; voiceCloner: VoiceCloner | null },
  now = new Date(),
): Promise<{ accounts: number; portraits: number; voices: number }> {
  const accounts = await inactiveAccountsHoldingLikenesses(deps.db, now);
  if (accounts.length === 0) return { accounts: 0, portraits: 0, voices: 0 };
  const removed = await deps.db.delete(portraits).where(inArray(portraits.userId, accounts)).returning({ path: portraits.path });
  for (const { path } of removed) {
    await deps.storage.delete(path).catch((error: unknown) => deps.log.warn({ err: error, path }, 'retention: file not removed'));
  }
  const voices = await deps.db
    .delete(clonedVoices)
    .where(inArray(clonedVoices.userId, accounts))
    .returning({ samplePath: clonedVoices.samplePath, providerVoiceId: clonedVoices.providerVoiceId });
  await releaseVoices(deps, voices);
  return { accounts: accounts.length, portraits: removed.length, voices: voices.length };
}

import { desc, eq, sql } from 'drizzle-orm';
import { privacyNoticeVersion } from '../../shared/compliance.ts';
import { consentKinds, type ConsentKind, type ConsentState } from '../../shared/schemas/account.ts';
import type { Database } from '../db/client.ts';
import { consents } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';

export type ConsentMethod = 'account-holder' | 'parent-email-link';

/** Appends one consent decision; history is never rewritten. */
export async function recordConsent(
  tx: Tx | Database,
  userId: string,
  kind: ConsentKind,
  granted: boolean,
  method: ConsentMethod,
): Promise<void> {
  await tx.insert(consents).values({ userId, kind, granted, method, noticeVersion: privacyNoticeVersion });
}

/** The decision in force for each consent: the latest row per kind, or "not given". */
export async function currentConsents(db: Database | Tx, userId: string): Promise<Record<ConsentKind, ConsentState>> {
  const rows = await db
    .selectDistinctOn([consents.kind])
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(consents.kind, desc(consents.createdAt), desc(sql`${consents.id}`));
  const result = {} as Record<ConsentKind, ConsentState>;
  for (const kind of consentKinds) {
    const row = rows.find((r) => r.kind === kind);
    result[kind] = row
      ? { granted: row.granted, at: row.createdAt.toISOString(), method: row.method, noticeVersion: row.noticeVersion }
      : { granted: false, at: null, method: null, noticeVersion: null };
  }
  return result;
}

export async function consentHistory(db: Database, userId: string) {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.createdAt));
}

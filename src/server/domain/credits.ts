/**
 * The credits ledger (docs/product.md "Credits, plans and prices"): append-only rows, balance = sum of amounts, every
 * row keyed for idempotency. Reservations lock the parent's account row, so concurrent spends
 * are serialised and the balance can never go below zero.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { trialCredits } from '../../shared/pricing.ts';
import type { Database } from '../db/client.ts';
import { appUsers, creditLedger } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { AppError } from '../errors.ts';

type Handle = Database | Tx;
type LedgerRow = typeof creditLedger.$inferSelect;

export async function creditBalance(db: Handle, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.balance ?? 0);
}

async function append(db: Handle, row: typeof creditLedger.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(creditLedger)
    .values(row)
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  return inserted.length > 0;
}

/** The one-time welcome credits of a new account. */
export function grantTrialCredits(db: Handle, userId: string): Promise<boolean> {
  return append(db, { userId, kind: 'grant', amount: trialCredits, idempotencyKey: `trial:${userId}`, note: 'Welcome credits' });
}

/** Credits given by an admin (positive) or taken back (negative, never below zero). */
export async function adjustCredits(tx: Tx, userId: string, amount: number, idempotencyKey: string, note: string) {
  await lockAccount(tx, userId);
  if (amount < 0 && (await creditBalance(tx, userId)) + amount < 0) {
    throw new AppError('CONFLICT', 'That would take the balance below zero.');
  }
  return append(tx, { userId, kind: 'adjustment', amount, idempotencyKey, note });
}

async function lockAccount(tx: Tx, userId: string): Promise<void> {
  const locked = await tx.execute(sql`select id from ${appUsers} where ${appUsers.id} = ${userId} for update`);
  if (locked.rows.length === 0) throw AppError.notFound('No account record yet.');
}

export const reservationKey = (storyId: string, attempt: number) => `reserve:${storyId}:${attempt}`;

/**
 * Reserves `amount` for a story attempt inside the caller's transaction. Throws
 * INSUFFICIENT_CREDITS (402) when the balance is short; nothing is written then.
 */
export async function reserveCredits(tx: Tx, userId: string, storyId: string, attempt: number, amount: number) {
  if (amount === 0) return;
  await lockAccount(tx, userId);
  const balance = await creditBalance(tx, userId);
  if (balance < amount) {
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      `This story needs ${amount} credit${amount === 1 ? '' : 's'} and you have ${balance}. Get more credits to continue.`,
    );
  }
  await append(tx, {
    userId,
    kind: 'reserve',
    amount: -amount,
    storyId,
    idempotencyKey: reservationKey(storyId, attempt),
    note: 'Reserved for a story',
  });
}

async function reservation(db: Handle, storyId: string, attempt: number): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, reservationKey(storyId, attempt)));
  return row;
}

async function settled(db: Handle, storyId: string, attempt: number): Promise<boolean> {
  const rows = await db
    .select({ key: creditLedger.idempotencyKey })
    .from(creditLedger)
    .where(and(eq(creditLedger.storyId, storyId), sql`${creditLedger.idempotencyKey} in (${`commit:${storyId}:${attempt}`}, ${`refund:${storyId}:${attempt}`})`));
  return rows.length > 0;
}

/** Makes a reservation final when the story succeeds. Safe to call twice. */
export async function commitCredits(tx: Tx, storyId: string, attempt: number): Promise<void> {
  const reserved = await reservation(tx, storyId, attempt);
  if (!reserved) return;
  await lockAccount(tx, reserved.userId);
  if (await settled(tx, storyId, attempt)) return;
  await append(tx, { userId: reserved.userId, kind: 'commit', amount: 0, storyId, idempotencyKey: `commit:${storyId}:${attempt}`, note: 'Story finished' });
}

/** Gives a reservation back when the story fails or is cancelled. Safe to call twice. */
export async function refundCredits(tx: Tx, storyId: string, attempt: number, note = 'Refund: the story could not be made'): Promise<void> {
  const reserved = await reservation(tx, storyId, attempt);
  if (!reserved) return;
  await lockAccount(tx, reserved.userId);
  if (await settled(tx, storyId, attempt)) return;
  await append(tx, { userId: reserved.userId, kind: 'refund', amount: -reserved.amount, storyId, idempotencyKey: `refund:${storyId}:${attempt}`, note });
}

export async function creditHistory(db: Database, userId: string, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    entries: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      storyId: row.storyId,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > pageSize,
  };
}

/**
 * The credits ledger (docs/product.md "Credits, plans and prices"): append-only rows, balance = sum of amounts, every
 * row keyed for idempotency. Reservations lock the parent's account row, so concurrent spends
 * are serialised and the balance can never go below zero.
 */
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { trialCredits } from '../../shared/pricing.ts';
import type { Database } from '../db/client.ts';
import { appUsers, creditLedger, creditShortfalls } from '../db/schema.ts';
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

/** The balance query outside a transaction, prepared once per database handle: every page asks for it. */
function prepareBalance(db: Database) {
  return db
    .select({ balance: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, sql.placeholder('userId')))
    .prepare('credit_balance');
}

const balanceQueries = new WeakMap<Database, ReturnType<typeof prepareBalance>>();

/** A parent's balance as it stands, read in one round trip through a statement PostgreSQL has planned already. */
export async function currentBalance(db: Database, userId: string): Promise<number> {
  let query = balanceQueries.get(db);
  if (!query) {
    query = prepareBalance(db);
    balanceQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return Number(row?.balance ?? 0);
}

export async function appendLedger(db: Handle, row: typeof creditLedger.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(creditLedger)
    .values(row)
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  return inserted.length > 0;
}

/** The one-time welcome credits of a new account. */
export function grantTrialCredits(db: Handle, userId: string): Promise<boolean> {
  return appendLedger(db, { userId, kind: 'grant', amount: trialCredits, idempotencyKey: `trial:${userId}`, note: 'Welcome credits' });
}

/** Credits given by an admin (positive) or taken back (negative, never below zero). */
export async function adjustCredits(tx: Tx, userId: string, amount: number, idempotencyKey: string, note: string, actorId?: string) {
  await lockAccount(tx, userId);
  const balance = await creditBalance(tx, userId);
  if (amount < 0 && balance + amount < 0) {
    throw new AppError('CONFLICT', `That would take the balance below zero: it is ${balance}.`);
  }
  const added = await appendLedger(tx, { userId, kind: 'adjustment', amount, idempotencyKey, note, actorId: actorId ?? null });
  if (added && amount > 0) await settleShortfalls(tx, userId);
  return added;
}

/** Credits that came in (a pack, a plan's month, an admin's gift); an earlier shortfall is paid off first. */
export async function grantCredits(tx: Tx, userId: string, row: { kind: 'grant' | 'purchase'; amount: number; idempotencyKey: string; note: string }) {
  await lockAccount(tx, userId);
  const added = await appendLedger(tx, { userId, ...row });
  if (added) await settleShortfalls(tx, userId);
  return added;
}

/**
 * Takes back credits a refunded or disputed payment granted. What was already spent cannot be
 * taken: the balance stops at zero and the rest is recorded as a shortfall. Returns the shortfall.
 */
export async function reverseCredits(tx: Tx, userId: string, amount: number, idempotencyKey: string, note: string, paymentId: string) {
  await lockAccount(tx, userId);
  const taken = Math.min(amount, Math.max(0, await creditBalance(tx, userId)));
  if (taken > 0) await appendLedger(tx, { userId, kind: 'reversal', amount: -taken, idempotencyKey, note });
  const short = amount - taken;
  if (short > 0) await tx.insert(creditShortfalls).values({ userId, paymentId, amount: short, remaining: short });
  return short;
}

/** Credits still owed after reversals; while above zero, no new story may start. */
export async function outstandingShortfall(db: Handle, userId: string): Promise<number> {
  const [row] = await db
    .select({ owed: sql<string>`coalesce(sum(${creditShortfalls.remaining}), 0)` })
    .from(creditShortfalls)
    .where(and(eq(creditShortfalls.userId, userId), isNull(creditShortfalls.settledAt)));
  return Number(row?.owed ?? 0);
}

/** Pays off open shortfalls, oldest first, from the balance (the account row is locked by the caller). */
async function settleShortfalls(tx: Tx, userId: string): Promise<void> {
  const open = await tx
    .select()
    .from(creditShortfalls)
    .where(and(eq(creditShortfalls.userId, userId), isNull(creditShortfalls.settledAt)))
    .orderBy(asc(creditShortfalls.createdAt));
  let balance = await creditBalance(tx, userId);
  for (const shortfall of open) {
    const paid = Math.min(balance, shortfall.remaining);
    if (paid <= 0) break;
    await appendLedger(tx, {
      userId,
      kind: 'reversal',
      amount: -paid,
      idempotencyKey: `settle:${shortfall.id}:${shortfall.remaining}`,
      note: 'Pays off credits owed after a refunded payment',
    });
    const remaining = shortfall.remaining - paid;
    await tx
      .update(creditShortfalls)
      .set({ remaining, settledAt: remaining === 0 ? new Date() : null })
      .where(eq(creditShortfalls.id, shortfall.id));
    balance -= paid;
  }
}

export async function lockAccount(tx: Tx, userId: string): Promise<void> {
  const locked = await tx.execute(sql`select id from ${appUsers} where ${appUsers.id} = ${userId} for update`);
  if (locked.rows.length === 0) throw AppError.notFound('No account record yet.');
}

/**
 * What one reservation pays for, as its ledger keys read: a story attempt (`<story>:<attempt>`) or
 * a redo on a finished story (`narration-<redo>:1`). Its commit and refund carry the same key.
 */
export interface Spend {
  storyId: string;
  key: string;
  /** "This story needs 3 credits…" */
  what: string;
  note: string;
}

const storySpend = (storyId: string, attempt: number): Spend => ({ storyId, key: `${storyId}:${attempt}`, what: 'This story', note: 'Reserved for a story' });

/**
 * Reserves `amount` for a story attempt inside the caller's transaction. Throws
 * INSUFFICIENT_CREDITS (402) when the balance is short; nothing is written then.
 */
export function reserveCredits(tx: Tx, userId: string, storyId: string, attempt: number, amount: number) {
  return reserveSpend(tx, userId, storySpend(storyId, attempt), amount);
}

/** Reserves `amount` for a spend inside the caller's transaction (402 when the balance is short). */
export async function reserveSpend(tx: Tx, userId: string, spend: Spend, amount: number) {
  if (amount === 0) return;
  await lockAccount(tx, userId);
  await settleShortfalls(tx, userId);
  const owed = await outstandingShortfall(tx, userId);
  if (owed > 0) {
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      `A refunded payment left ${owed} credit${owed === 1 ? '' : 's'} owed on your account. New stories can start once more credits have paid it off.`,
    );
  }
  const balance = await creditBalance(tx, userId);
  if (balance < amount) {
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      `${spend.what} needs ${amount} credit${amount === 1 ? '' : 's'} and you have ${balance}. Get more credits to continue.`,
    );
  }
  await appendLedger(tx, {
    userId,
    kind: 'reserve',
    amount: -amount,
    storyId: spend.storyId,
    idempotencyKey: `reserve:${spend.key}`,
    note: spend.note,
  });
}

async function reservation(db: Handle, key: string): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, `reserve:${key}`));
  return row;
}

async function settled(db: Handle, storyId: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: creditLedger.idempotencyKey })
    .from(creditLedger)
    .where(and(eq(creditLedger.storyId, storyId), sql`${creditLedger.idempotencyKey} in (${`commit:${key}`}, ${`refund:${key}`})`));
  return rows.length > 0;
}

/** Makes a reservation final when the story succeeds. Safe to call twice. */
export function commitCredits(tx: Tx, storyId: string, attempt: number): Promise<void> {
  return commitSpend(tx, storySpend(storyId, attempt), 'Story finished');
}

/** Makes a spend's reservation final. Safe to call twice. */
export async function commitSpend(tx: Tx, spend: Pick<Spend, 'storyId' | 'key'>, note: string): Promise<void> {
  const reserved = await reservation(tx, spend.key);
  if (!reserved) return;
  await lockAccount(tx, reserved.userId);
  if (await settled(tx, spend.storyId, spend.key)) return;
  await appendLedger(tx, { userId: reserved.userId, kind: 'commit', amount: 0, storyId: spend.storyId, idempotencyKey: `commit:${spend.key}`, note });
}

/** Gives a reservation back when the story fails or is cancelled. Safe to call twice. */
export function refundCredits(tx: Tx, storyId: string, attempt: number, note = 'Refund: the story could not be made'): Promise<void> {
  return refundSpend(tx, storySpend(storyId, attempt), note);
}

/** Gives a spend's reservation back. Safe to call twice. */
export async function refundSpend(tx: Tx, spend: Pick<Spend, 'storyId' | 'key'>, note: string): Promise<void> {
  const reserved = await reservation(tx, spend.key);
  if (!reserved) return;
  await lockAccount(tx, reserved.userId);
  if (await settled(tx, spend.storyId, spend.key)) return;
  await appendLedger(tx, { userId: reserved.userId, kind: 'refund', amount: -reserved.amount, storyId: spend.storyId, idempotencyKey: `refund:${spend.key}`, note });
}

/**
 * The ledger as the parent reads it: one line per story attempt. The zero-amount commit that makes
 * a reservation final is folded into its reservation's line as its state, not shown on its own.
 */
export async function creditHistory(db: Database, userId: string, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), ne(creditLedger.kind, 'commit')))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const reservationKeys = rows.filter((row) => row.kind === 'reserve').map((row) => row.idempotencyKey.replace(/^reserve:/, ''));
  const settledKeys = new Set(
    reservationKeys.length === 0
      ? []
      : (
          await db
            .select({ key: creditLedger.idempotencyKey })
            .from(creditLedger)
            .where(
              and(
                eq(creditLedger.userId, userId),
                inArray(creditLedger.idempotencyKey, reservationKeys.flatMap((key) => [`commit:${key}`, `refund:${key}`])),
              ),
            )
        ).map((row) => row.key),
  );
  const stateOf = (row: LedgerRow) => {
    if (row.kind !== 'reserve') return null;
    const key = row.idempotencyKey.replace(/^reserve:/, '');
    if (settledKeys.has(`commit:${key}`)) return 'spent' as const;
    if (settledKeys.has(`refund:${key}`)) return 'refunded' as const;
    return 'reserved' as const;
  };
  return {
    entries: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      storyId: row.storyId,
      note: row.note,
      state: stateOf(row),
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > pageSize,
  };
}

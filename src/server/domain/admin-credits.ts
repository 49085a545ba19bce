/**
 * Credits in the admin area: find a parent, see their balance, ledger, payments and plan, and
 * grant or remove credits with a reason. Each hand adjustment is a ledger row naming the admin.
 */
import { randomUUID } from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, ilike, or } from 'drizzle-orm';
import type { ParentCreditsResponse, ParentSearchResponse } from '../../shared/schemas/admin-credits.ts';
import type { Database } from '../db/client.ts';
import { creditLedger, payments, users } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { adjustCredits, creditBalance, outstandingShortfall } from './credits.ts';
import { subscriptionSummary } from './subscriptions.ts';

const historyLimit = 100;

export async function searchParents(db: Database, query: string): Promise<ParentSearchResponse> {
  const pattern = `%${query.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
    .orderBy(users.email)
    .limit(20);
  return { parents: rows };
}

export async function parentCredits(db: Database, userId: string): Promise<ParentCreditsResponse> {
  const [parent] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!parent) throw AppError.notFound('No such parent.');
  const admins = alias(users, 'admins');
  const ledger = await db
    .select({ row: creditLedger, adminEmail: admins.email })
    .from(creditLedger)
    .leftJoin(admins, eq(admins.id, creditLedger.actorId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(historyLimit);
  const paid = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
  return {
    parent,
    credits: await creditBalance(db, userId),
    shortfall: await outstandingShortfall(db, userId),
    subscription: await subscriptionSummary(db, userId),
    payments: paid.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      description: payment.description,
      amountCents: payment.amountCents,
      credits: payment.credits,
      reversedCredits: payment.reversedCredits,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
    })),
    history: ledger.map(({ row, adminEmail }) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      storyId: row.storyId,
      note: row.note,
      state: null,
      createdAt: row.createdAt.toISOString(),
      adminEmail: adminEmail ?? null,
    })),
  };
}

export async function adjustParentCredits(db: Database, adminId: string, userId: string, amount: number, reason: string) {
  await transaction(db, (tx) => adjustCredits(tx, userId, amount, `admin:${randomUUID()}`, reason, adminId));
  return parentCredits(db, userId);
}

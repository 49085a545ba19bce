/**
 * Checks the books: no balance (the sum of a parent's ledger) below zero, every reservation
 * settled at most once, every paid pack or invoice granted exactly once and for the right amount,
 * every grant backed by a payment, and every payment's reversals matching what it says it lost.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface Reconciliation {
  accounts: number;
  payments: number;
  mismatches: string[];
}

type Row = Record<string, unknown>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute(query)).rows as Row[];
}

export async function reconcileCredits(db: Database): Promise<Reconciliation> {
  const mismatches: string[] = [];

  for (const row of await rows(db, sql`select user_id, sum(amount)::int as balance from credit_ledger group by user_id having sum(amount) < 0`)) {
    mismatches.push(`account ${String(row.user_id)}: balance is ${String(row.balance)}, below zero`);
  }

  for (const row of await rows(
    db,
    sql`select story_id, substring(idempotency_key from '^[a-z]+:(.*)$') as attempt_key, count(*)::int as settled
        from credit_ledger where kind in ('commit', 'refund') group by story_id, attempt_key having count(*) > 1`,
  )) {
    mismatches.push(`story ${String(row.story_id)}: a reservation was settled ${String(row.settled)} times`);
  }

  // Each payment's grant: purchase:<session> for a pack, invoice:<invoice> for a plan's month.
  for (const row of await rows(
    db,
    sql`select p.id, p.user_id, p.kind, p.stripe_ref, p.credits, count(l.id)::int as grants, coalesce(sum(l.amount), 0)::int as granted
        from payments p
        left join credit_ledger l on l.idempotency_key = (case when p.kind = 'pack' then 'purchase:' else 'invoice:' end) || p.stripe_ref
        group by p.id`,
  )) {
    if (row.grants !== 1) {
      mismatches.push(`payment ${String(row.stripe_ref)} (account ${String(row.user_id)}): ${String(row.grants)} grants instead of exactly one`);
    } else if (row.granted !== row.credits) {
      mismatches.push(`payment ${String(row.stripe_ref)} (account ${String(row.user_id)}): granted ${String(row.granted)} credits, paid for ${String(row.credits)}`);
    }
  }

  for (const row of await rows(
    db,
    sql`select l.user_id, l.idempotency_key, l.amount from credit_ledger l
        where (l.idempotency_key like 'purchase:%' or l.idempotency_key like 'invoice:%')
          and not exists (select 1 from payments p where p.stripe_ref = substring(l.idempotency_key from position(':' in l.idempotency_key) + 1))`,
  )) {
    mismatches.push(`account ${String(row.user_id)}: ${String(row.amount)} credits granted by ${String(row.idempotency_key)} with no payment behind them`);
  }

  for (const row of await rows(
    db,
    sql`select p.id, p.stripe_ref, p.user_id, p.reversed_credits,
          (select coalesce(-sum(l.amount), 0)::int from credit_ledger l where l.idempotency_key like 'reversal:' || p.id || ':%') as taken,
          (select coalesce(sum(s.amount), 0)::int from credit_shortfalls s where s.payment_id = p.id) as owed
        from payments p where p.reversed_credits > 0`,
  )) {
    const total = Number(row.taken) + Number(row.owed);
    if (total !== row.reversed_credits) {
      mismatches.push(
        `payment ${String(row.stripe_ref)} (account ${String(row.user_id)}): ${String(row.reversed_credits)} credits reversed, but ${String(row.taken)} taken and ${String(row.owed)} owed`,
      );
    }
  }

  const [counts] = await rows(db, sql`select (select count(distinct user_id) from credit_ledger)::int as accounts, (select count(*) from payments)::int as payments`);
  return { accounts: Number(counts?.accounts ?? 0), payments: Number(counts?.payments ?? 0), mismatches };
}

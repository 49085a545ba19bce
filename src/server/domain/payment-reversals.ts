/**
 * Refunds and disputes: the credits a payment granted go back out of the account. Credits already
 * spent cannot be taken, so the balance stops at zero and the rest is owed (see credits.ts).
 */
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { reverseCredits } from './credits.ts';

/** Reverses `share` (0–1) of the credits of the payment made by `paymentIntentId`; safe to repeat. */
export async function reversePayment(tx: Tx, paymentIntentId: string, share: number, cause: 'refund' | 'dispute'): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId)).for('update');
  if (!payment) return;
  const target = Math.min(payment.credits, Math.round(payment.credits * share));
  const delta = target - payment.reversedCredits;
  const status = cause === 'dispute' ? 'disputed' : target >= payment.credits ? 'refunded' : 'partly-refunded';
  if (delta > 0) {
    const note = cause === 'dispute' ? `Payment disputed: ${payment.description}` : `Payment refunded: ${payment.description}`;
    await reverseCredits(tx, payment.userId, delta, `reversal:${payment.id}:${target}`, note, payment.id);
  }
  await tx
    .update(payments)
    .set({ reversedCredits: Math.max(target, payment.reversedCredits), status })
    .where(eq(payments.id, payment.id));
}

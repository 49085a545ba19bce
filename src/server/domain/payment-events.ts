/**
 * Stripe webhooks. The signature is checked on the raw body; each event is handled once, its id
 * stored in the same transaction as the rows it writes; and every handler reads the object's
 * current state from Stripe rather than trusting the event, so order does not matter.
 */
import { eq } from 'drizzle-orm';
import { findPack, findPlan, type PlanId } from '../../shared/pricing.ts';
import { messages } from '../../shared/messages.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { billingCustomers, checkoutSessions, payments, stripeEvents, users } from '../db/schema.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import { planForPrice, stripeClient, type StripeClient, type StripeEvent } from '../providers/payments/stripe.ts';
import { grantCredits } from './credits.ts';
import { queueEmail } from './email.ts';
import { reversePayment } from './payment-reversals.ts';
import { markPaymentFailed, subscriptionOwner, syncSubscription } from './subscriptions.ts';

interface Deps {
  config: Config;
  db: Database;
  queue: JobQueue;
  log: Logger;
}

/** What an event does to our rows, decided after reading Stripe, run inside the event's transaction. */
type Effect = (tx: Tx) => Promise<void>;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export async function receiveStripeEvent(deps: Deps, rawBody: string, signature: string | undefined): Promise<{ duplicate: boolean }> {
  const stripe = await stripeClient(deps.config);
  if (!stripe || !deps.config.STRIPE_WEBHOOK_SECRET) throw AppError.notFound(messages.payments.notConfigured);
  let event: StripeEvent;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.config.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw new AppError('BAD_REQUEST', messages.payments.badSignature);
  }
  const [seen] = await deps.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return { duplicate: true };
  // Stripe is read before the transaction opens, so no lock is held across a network call.
  const effect = await effectOf(deps, stripe, event);
  return transaction(deps.db, async (tx) => {
    const recorded = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (recorded.length === 0) return { duplicate: true };
    await effect?.(tx);
    return { duplicate: false };
  });
}

async function effectOf(deps: Deps, stripe: StripeClient, event: StripeEvent): Promise<Effect | null> {
  const objectId = (event.data.object as { id: string }).id;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(deps, stripe, objectId);
    case 'invoice.paid':
      return invoicePaid(deps, stripe, objectId);
    case 'invoice.payment_failed':
      return invoiceFailed(deps, stripe, objectId);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(deps, stripe, objectId);
    case 'charge.refunded':
      return chargeReversed(stripe, objectId, 'refund');
    case 'charge.dispute.created': {
      const dispute = await stripe.disputes.retrieve(objectId);
      return chargeReversed(stripe, idOf(dispute.charge)!, 'dispute');
    }
    default:
      return null;
  }
}

async function ownerOf(db: Database, metadataUserId: string | null | undefined, customerId: string | null): Promise<string | null> {
  if (metadataUserId) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, metadataUserId));
    if (user) return user.id;
  }
  if (!customerId) return null;
  const [row] = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, customerId));
  return row?.userId ?? null;
}

async function checkoutCompleted(deps: Deps, stripe: StripeClient, sessionId: string): Promise<Effect | null> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const userId = await ownerOf(deps.db, session.metadata?.userId, idOf(session.customer));
  if (!userId) return null;
  const complete: Effect = (tx) => tx.update(checkoutSessions).set({ completedAt: new Date() }).where(eq(checkoutSessions.id, session.id)).then(() => undefined);
  if (session.mode === 'subscription') {
    const subscription = await stripe.subscriptions.retrieve(idOf(session.subscription)!);
    return async (tx) => {
      await syncSubscription(tx, deps.config, userId, subscription);
      const [opened] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
      if (opened?.launchOffer) await tx.update(billingCustomers).set({ launchOfferUsedAt: new Date() }).where(eq(billingCustomers.userId, userId));
      await complete(tx);
    };
  }
  const pack = findPack(session.metadata?.item ?? '');
  // An asynchronous payment method (a bank debit) completes Checkout before the money arrives.
  if (!pack || session.payment_status !== 'paid') return null;
  return async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        kind: 'pack',
        stripeRef: session.id,
        paymentIntentId: idOf(session.payment_intent),
        description: `${pack.credits} credits`,
        amountCents: session.amount_total ?? pack.priceCents,
        credits: pack.credits,
      })
      .onConflictDoNothing()
      .returning();
    if (payment) {
      await grantCredits(tx, userId, { kind: 'purchase', amount: pack.credits, idempotencyKey: `purchase:${session.id}`, note: `${pack.credits} credits` });
    }
    await complete(tx);
  };
}

type StripeInvoice = Awaited<ReturnType<StripeClient['invoices']['retrieve']>>;

function subscriptionIdOf(invoice: StripeInvoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The plan an invoice charged for, from its line; the subscription's price if the line has none. */
function invoicePlan(config: Config, invoice: StripeInvoice): PlanId | null {
  for (const line of invoice.lines.data) {
    const price = line.pricing?.price_details?.price;
    const plan = planForPrice(config, typeof price === 'string' ? price : price?.id);
    if (plan) return plan;
  }
  return null;
}

/** Monthly credits: once per paid invoice of a subscription's start (the trial's included) or renewal. */
async function invoicePaid(deps: Deps, stripe: StripeClient, invoiceId: string): Promise<Effect | null> {
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId || invoice.status !== 'paid') return null;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const userId = await ownerOf(deps.db, subscriptionOwner(subscription), idOf(invoice.customer));
  if (!userId) return null;
  const planId = invoicePlan(deps.config, invoice) ?? planForPrice(deps.config, subscription.items.data[0]?.price.id);
  const plan = planId ? findPlan(planId) : undefined;
  const grants = invoice.billing_reason === 'subscription_create' || invoice.billing_reason === 'subscription_cycle';
  const paymentIntent = idOf(invoice.payments?.data.find((entry) => entry.status === 'paid')?.payment.payment_intent);
  return async (tx) => {
    await syncSubscription(tx, deps.config, userId, subscription);
    await markPaymentFailed(tx, userId, false);
    if (!grants || !plan) return;
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        kind: 'plan',
        stripeRef: invoice.id,
        paymentIntentId: paymentIntent,
        description: `${plan.name} plan, ${plan.creditsPerMonth} monthly credits`,
        amountCents: invoice.amount_paid,
        credits: plan.creditsPerMonth,
      })
      .onConflictDoNothing()
      .returning();
    if (payment) {
      await grantCredits(tx, userId, { kind: 'grant', amount: plan.creditsPerMonth, idempotencyKey: `invoice:${invoice.id}`, note: `${plan.name} plan: monthly credits` });
    }
  };
}

async function invoiceFailed(deps: Deps, stripe: StripeClient, invoiceId: string): Promise<Effect | null> {
  const invoice = await stripe.invoices.retrieve(invoiceId);
  const subscriptionId = subscriptionIdOf(invoice);
  // Paid since (a retry succeeded before this event arrived): nothing to tell the parent.
  if (!subscriptionId || invoice.status === 'paid') return null;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const userId = await ownerOf(deps.db, subscriptionOwner(subscription), idOf(invoice.customer));
  if (!userId) return null;
  return async (tx) => {
    await syncSubscription(tx, deps.config, userId, subscription);
    await markPaymentFailed(tx, userId, true);
    const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (!user) return;
    await queueEmail(tx, deps.queue, {
      to: user.email,
      kind: 'payment-failed',
      subject: messages.payments.paymentFailedEmailSubject,
      text: [
        `Hello ${user.name},`,
        '',
        'We could not take the payment for your Storyloom plan. Stripe will try again over the next few days;',
        'until then your plan and credits stay as they are.',
        '',
        `Update your card or payment method here: ${deps.config.publicUrl}/credits`,
      ].join('\n'),
    });
  };
}

async function subscriptionChanged(deps: Deps, stripe: StripeClient, subscriptionId: string): Promise<Effect | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const userId = await ownerOf(deps.db, subscriptionOwner(subscription), idOf(subscription.customer));
  if (!userId || !planForPrice(deps.config, subscription.items.data[0]?.price.id)) return null;
  return (tx) => syncSubscription(tx, deps.config, userId, subscription);
}

async function chargeReversed(stripe: StripeClient, chargeId: string, cause: 'refund' | 'dispute'): Promise<Effect | null> {
  const charge = await stripe.charges.retrieve(chargeId);
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent) return null;
  // A dispute takes the whole payment; a refund takes the share of credits that was refunded.
  const share = cause === 'dispute' || charge.refunded ? 1 : charge.amount > 0 ? charge.amount_refunded / charge.amount : 0;
  return (tx) => reversePayment(tx, paymentIntent, share, cause);
}

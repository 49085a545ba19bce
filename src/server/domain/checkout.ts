/**
 * Buying: Stripe Checkout for a plan (a subscription, with the launch offer on a parent's first
 * one) or a credit pack (a one-time payment), and the billing portal. Nothing here grants credits:
 * only the webhook does, once Stripe says the money arrived.
 */
import { and, eq } from 'drizzle-orm';
import { findPack, findPlan, launchOffer } from '../../shared/pricing.ts';
import { messages } from '../../shared/messages.ts';
import type { CheckoutItem, CheckoutStatusResponse, PaymentSummaryResponse } from '../../shared/schemas/payments.ts';
import { paymentsEnabled, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { billingCustomers, checkoutSessions, payments, subscriptions, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { stripeClient, stripePrices, type StripeClient } from '../providers/payments/stripe.ts';
import { creditBalance, outstandingShortfall } from './credits.ts';
import { planInForce, presentSubscription } from './subscriptions.ts';

interface Deps {
  config: Config;
  db: Database;
}

async function requireStripe(config: Config): Promise<StripeClient> {
  const stripe = paymentsEnabled(config) ? await stripeClient(config) : null;
  if (!stripe) throw new AppError('CONFLICT', config.CREDITS_ENABLED ? messages.payments.notConfigured : messages.payments.creditsOff);
  return stripe;
}

async function customerRow(db: Database, userId: string) {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row;
}

/** The parent's Stripe customer, made on their first purchase and kept for every later one. */
async function ensureCustomer(deps: Deps, stripe: StripeClient, userId: string): Promise<string> {
  const existing = await customerRow(deps.db, userId);
  if (existing) return existing.stripeCustomerId;
  const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) throw AppError.notFound('No such account.');
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { userId } },
    { idempotencyKey: `customer:${userId}` },
  );
  await deps.db.insert(billingCustomers).values({ userId, stripeCustomerId: customer.id }).onConflictDoNothing();
  return (await customerRow(deps.db, userId))!.stripeCustomerId;
}

/** The launch offer is for a parent's first subscription only. */
async function launchOfferAvailable(db: Database, userId: string): Promise<boolean> {
  const customer = await customerRow(db, userId);
  if (customer?.launchOfferUsedAt) return false;
  const [previous] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return !previous;
}

export async function startCheckout(deps: Deps, userId: string, item: CheckoutItem): Promise<string> {
  const stripe = await requireStripe(deps.config);
  const price = stripePrices(deps.config)[item]!;
  const base = deps.config.publicUrl;
  const plan = findPlan(item);
  if (plan) {
    const [current] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    if (current && current.status !== 'canceled' && planInForce(current) !== 'free') {
      throw new AppError('CONFLICT', messages.payments.alreadySubscribed);
    }
  }
  const customer = await ensureCustomer(deps, stripe, userId);
  const offer = plan ? await launchOfferAvailable(deps.db, userId) : false;
  const metadata = { userId, item };
  const session = await stripe.checkout.sessions.create({
    customer,
    client_reference_id: userId,
    line_items: [{ price, quantity: 1 }],
    metadata,
    success_url: `${base}/credits?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${base}${plan ? '/subscribe' : '/credits'}?checkout=cancelled`,
    ...(plan
      ? {
          mode: 'subscription' as const,
          subscription_data: { metadata, ...(offer ? { trial_period_days: launchOffer.trialDays } : {}) },
          ...(offer ? { discounts: [{ coupon: deps.config.STRIPE_LAUNCH_COUPON! }] } : {}),
        }
      : { mode: 'payment' as const, payment_intent_data: { metadata } }),
  });
  if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
  await deps.db.insert(checkoutSessions).values({ id: session.id, userId, item, launchOffer: offer });
  return session.url;
}

export async function openPortal(deps: Deps, userId: string): Promise<string> {
  const stripe = await requireStripe(deps.config);
  const customer = await customerRow(deps.db, userId);
  if (!customer) throw new AppError('CONFLICT', messages.payments.noBillingYet);
  const portal = await stripe.billingPortal.sessions.create({ customer: customer.stripeCustomerId, return_url: `${deps.config.publicUrl}/credits` });
  return portal.url;
}

/** Polled by the page Checkout returns to: complete once the webhook has recorded the payment. */
export async function checkoutStatus(deps: Deps, userId: string, sessionId: string): Promise<CheckoutStatusResponse> {
  const [session] = await deps.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)));
  if (!session) throw AppError.notFound('No such checkout.');
  const item = session.item as CheckoutItem;
  let complete = session.completedAt !== null;
  if (complete && findPack(item)) {
    const [paid] = await deps.db.select({ id: payments.id }).from(payments).where(eq(payments.stripeRef, sessionId));
    complete = paid !== undefined;
  }
  return { status: complete ? 'complete' : 'pending', item, credits: await creditBalance(deps.db, userId) };
}

export async function paymentSummary(deps: Deps, userId: string): Promise<PaymentSummaryResponse> {
  const [subscription] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const customer = await customerRow(deps.db, userId);
  const enabled = paymentsEnabled(deps.config);
  return {
    paymentsEnabled: enabled,
    creditsEnabled: deps.config.CREDITS_ENABLED,
    credits: await creditBalance(deps.db, userId),
    shortfall: await outstandingShortfall(deps.db, userId),
    subscription: presentSubscription(subscription),
    launchOfferAvailable: enabled && !customer?.launchOfferUsedAt && !subscription,
    portalAvailable: enabled && customer !== undefined,
  };
}

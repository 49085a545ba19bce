/**
 * Which plan a parent is on and what it allows, from the subscription row that webhooks keep in
 * step with Stripe. Every plan limit asks `currentPlan` or `requirePlanFeature`; nothing else
 * decides what a plan allows.
 */
import { eq } from 'drizzle-orm';
import { findPlan, planRank, plansWith, type PlanFeature, type PlanId } from '../../shared/pricing.ts';
import type { SubscriptionSummary } from '../../shared/schemas/payments.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { planForPrice, type StripeClient } from '../providers/payments/stripe.ts';

type Handle = Database | Tx;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type StripeSubscription = Awaited<ReturnType<StripeClient['subscriptions']['retrieve']>>;

/** Stripe statuses in which the plan is in force (a failed renewal keeps it while Stripe retries). */
const liveStatuses = new Set(['trialing', 'active', 'past_due']);

/** The plan in force at `now`: the live plan, a downgraded plan's paid-for period, or free. */
export function planInForce(row: SubscriptionRow | undefined, now = new Date()): PlanId | 'free' {
  if (!row) return 'free';
  // A cancelled plan runs to the end of the period already paid for, then the account is free.
  const live = liveStatuses.has(row.status) || (row.status === 'canceled' && row.currentPeriodEnd > now);
  const plan = live ? row.plan : 'free';
  const carried = row.carriedPlan && row.carriedUntil && row.carriedUntil > now ? row.carriedPlan : 'free';
  return planRank(carried) > planRank(plan) ? carried : plan;
}

async function subscriptionOf(db: Handle, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function currentPlan(db: Handle, userId: string, now = new Date()): Promise<PlanId | 'free'> {
  return planInForce(await subscriptionOf(db, userId), now);
}

const featureLabels: Record<PlanFeature, string> = {
  clonedVoices: 'Cloned voices',
  pdfExport: 'PDF export',
  priorityGeneration: 'Priority generation',
};

/** Refuses a feature the parent's plan does not include, naming the plans that do. */
export async function requirePlanFeature(db: Handle, userId: string, feature: PlanFeature): Promise<void> {
  const plan = findPlan(await currentPlan(db, userId));
  const included = plan ? (feature === 'clonedVoices' ? plan.clonedVoices > 0 : plan[feature]) : false;
  if (!included) {
    throw new AppError('FORBIDDEN', `${featureLabels[feature]} come${feature === 'clonedVoices' ? '' : 's'} with the ${plansWith(feature)} plan.`);
  }
}

/** pg-boss priority of a parent's story jobs: Flourish stories are picked up first. */
export async function storyJobPriority(db: Handle, userId: string): Promise<number> {
  return findPlan(await currentPlan(db, userId))?.priorityGeneration ? 10 : 0;
}

/** What a parent sees of their subscription on /credits and /subscribe. */
export function presentSubscription(row: SubscriptionRow | undefined, now = new Date()): SubscriptionSummary {
  const plan = planInForce(row, now);
  if (!row) return { plan, status: null, renewsAt: null, endsAt: null, nextPlan: null, paymentFailed: false };
  const ending = row.status === 'canceled' || row.cancelAtPeriodEnd;
  const downgrading = plan !== 'free' && row.plan !== plan && liveStatuses.has(row.status);
  return {
    plan,
    status: row.status,
    renewsAt: !ending && liveStatuses.has(row.status) ? row.currentPeriodEnd.toISOString() : null,
    endsAt: ending && row.currentPeriodEnd > now ? row.currentPeriodEnd.toISOString() : null,
    nextPlan: downgrading ? row.plan : null,
    paymentFailed: row.paymentFailedAt !== null && row.status !== 'canceled',
  };
}

export async function subscriptionSummary(db: Handle, userId: string): Promise<SubscriptionSummary> {
  return presentSubscription(await subscriptionOf(db, userId));
}

/** The account a Stripe subscription belongs to: set by us in its metadata when Checkout made it. */
export function subscriptionOwner(subscription: StripeSubscription): string | null {
  return subscription.metadata?.userId ?? null;
}

/**
 * Writes Stripe's current state of a subscription. An upgrade takes effect at once; after a
 * downgrade the higher plan stays in force until the end of the period it was paid for.
 */
export async function syncSubscription(tx: Tx, config: Config, userId: string, subscription: StripeSubscription): Promise<void> {
  const item = subscription.items.data[0];
  const plan = planForPrice(config, item?.price.id);
  if (!plan || !item) throw new Error(`subscription ${subscription.id} has no Storyloom plan price`);
  const periodEnd = new Date(item.current_period_end * 1000);
  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  let carriedPlan = existing?.carriedPlan ?? null;
  let carriedUntil = existing?.carriedUntil ?? null;
  if (existing && existing.stripeSubscriptionId === subscription.id && planRank(plan) < planRank(existing.plan)) {
    carriedPlan = existing.plan;
    carriedUntil = existing.currentPeriodEnd;
  } else if (existing && existing.stripeSubscriptionId !== subscription.id) {
    carriedPlan = null;
    carriedUntil = null;
  }
  if (carriedPlan && planRank(carriedPlan) <= planRank(plan)) {
    carriedPlan = null;
    carriedUntil = null;
  }
  const values = {
    stripeSubscriptionId: subscription.id,
    plan,
    status: subscription.status,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    carriedPlan,
    carriedUntil,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

export async function markPaymentFailed(tx: Tx, userId: string, failed: boolean): Promise<void> {
  await tx.update(subscriptions).set({ paymentFailedAt: failed ? new Date() : null, updatedAt: new Date() }).where(eq(subscriptions.userId, userId));
}

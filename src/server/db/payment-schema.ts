/**
 * Plans and payments (docs/product.md "Credits, plans and prices"): the Stripe customer of a parent,
 * their subscription as last read from Stripe, the Checkout sessions they opened, every payment
 * that granted credits, the webhook events already handled, and credits owed after a reversal.
 */
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { planIds } from '../../shared/pricing.ts';
import { users } from './identity-schema.ts';

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const billingCustomers = pgTable('billing_customers', {
  userId: userRef().primaryKey(),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  /** Set when the first subscription with the launch offer starts: the offer is once per parent. */
  launchOfferUsedAt: timestamp('launch_offer_used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});


/** One subscription per parent, overwritten from Stripe's current state on every event about it. */
export const subscriptions = pgTable('subscriptions', {
  userId: userRef().primaryKey(),
  stripeSubscriptionId: text('stripe_subscription_id').notNull().unique(),
  plan: text('plan', { enum: planIds }).notNull(),
  /** Stripe's status: trialing, active, past_due, canceled, unpaid, incomplete… */
  status: text('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** After a downgrade the plan paid for stays in force until the period it was paid for ends. */
  carriedPlan: text('carried_plan', { enum: planIds }),
  carriedUntil: timestamp('carried_until', { withTimezone: true }),
  /** The latest renewal that could not be charged; cleared when an invoice is paid. */
  paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    /** A plan id or a pack id of src/shared/pricing.ts. */
    item: text('item').notNull(),
    launchOffer: boolean('launch_offer').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId)],
);

/**
 * A payment that granted credits: a pack (keyed by its Checkout session) or a plan's invoice
 * (keyed by the invoice). `reversedCredits` grows as refunds and disputes take credits back.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    kind: text('kind', { enum: ['pack', 'plan'] }).notNull(),
    stripeRef: text('stripe_ref').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    credits: integer('credits').notNull(),
    reversedCredits: integer('reversed_credits').notNull().default(0),
    status: text('status', { enum: ['paid', 'refunded', 'partly-refunded', 'disputed'] }).notNull().default('paid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_user_idx').on(table.userId, table.createdAt), index('payments_intent_idx').on(table.paymentIntentId)],
);

/** Every Stripe event handled, written in the same transaction as the rows it caused. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Credits a reversal could not take back because they were already spent. New stories wait until
 * later credits have paid it off (`settledAt`).
 */
export const creditShortfalls = pgTable(
  'credit_shortfalls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_shortfalls_user_idx').on(table.userId)],
);

import { z } from 'zod';
import { packIds, planIds } from '../pricing.ts';

const planOrFree = z.enum(['free', ...planIds]);

/** A parent's plan as shown on /credits and /subscribe. */
export const subscriptionSummary = z.object({
  /** The plan whose limits apply now. */
  plan: planOrFree,
  /** Stripe's status of the subscription, or null when there has never been one. */
  status: z.string().nullable(),
  renewsAt: z.string().nullable(),
  /** Set when the plan is cancelled and runs out on this date. */
  endsAt: z.string().nullable(),
  /** After a downgrade: the plan that takes over at the end of the period. */
  nextPlan: z.enum(planIds).nullable(),
  /** The latest renewal could not be charged. */
  paymentFailed: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** GET /api/payment/summary */
export const paymentSummaryResponse = z.object({
  /** Stripe is set up here and credits are on: plans and packs can be bought. */
  paymentsEnabled: z.boolean(),
  creditsEnabled: z.boolean(),
  credits: z.number(),
  /** Credits a refund or dispute could not take back; new stories wait until it is paid off. */
  shortfall: z.number(),
  subscription: subscriptionSummary,
  /** The first subscription gets the launch offer (50 % off the first month, 7-day trial): once per parent. */
  launchOfferAvailable: z.boolean(),
  /** The parent has a Stripe customer, so the billing portal can open. */
  portalAvailable: z.boolean(),
});
export type PaymentSummaryResponse = z.infer<typeof paymentSummaryResponse>;

export const checkoutItems = [...planIds, ...packIds] as const;
export type CheckoutItem = (typeof checkoutItems)[number];

/** POST /api/payment/checkout */
export const checkoutRequest = z.strictObject({
  item: z.enum(checkoutItems, { error: 'Please choose one of the plans or credit packs.' }),
});
export const redirectResponse = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponse>;

/** GET /api/payment/checkout/{id}: has the payment's webhook landed yet? */
export const checkoutStatusResponse = z.object({
  status: z.enum(['pending', 'complete']),
  item: z.enum(checkoutItems),
  credits: z.number(),
});
export type CheckoutStatusResponse = z.infer<typeof checkoutStatusResponse>;

/** A payment as the admin area lists it. */
export const paymentRecord = z.object({
  id: z.string(),
  kind: z.enum(['pack', 'plan']),
  description: z.string(),
  amountCents: z.number(),
  credits: z.number(),
  reversedCredits: z.number(),
  status: z.string(),
  createdAt: z.string(),
});

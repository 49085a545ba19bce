/**
 * Buying through the real payment endpoints against a fake Stripe, and delivering its signed
 * events to the real webhook.
 */
import { expect } from 'vitest';
import type { CheckoutItem, PaymentSummaryResponse } from '../../src/shared/schemas/payments.ts';
import type { TestParent } from './accounts.ts';
import type { FakeStripe } from './fake-stripe.ts';
import type { TestApp } from './test-app.ts';

export function postWebhook(t: TestApp, body: string, signature?: string): Promise<Response> {
  return t.request('/api/payment/webhook', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
}

/** Sends Stripe's signed event about an object's current state; expects it to be accepted. */
export async function deliver(t: TestApp, stripe: FakeStripe, type: string, objectId: string) {
  const event = stripe.event(type, objectId);
  const response = await postWebhook(t, event.body, event.signature);
  expect(response.status, await response.clone().text()).toBe(200);
  return event;
}

/** Starts Checkout through the API and returns the session the fake Stripe holds for it. */
export async function openCheckout(t: TestApp, stripe: FakeStripe, parent: TestParent, item: CheckoutItem) {
  const response = await t.request('/api/payment/checkout', { method: 'POST', headers: parent.auth, json: { item } });
  expect(response.status, await response.clone().text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const session = stripe.checkoutSessions().find((candidate) => candidate.url === url);
  if (!session) throw new Error(`no fake Checkout session behind ${url}`);
  return session;
}

/** Checkout, payment and the events Stripe sends for it, in the usual order. */
export async function buyPack(t: TestApp, stripe: FakeStripe, parent: TestParent, item: CheckoutItem = 'pack-20') {
  const session = await openCheckout(t, stripe, parent, item);
  const paid = stripe.payCheckout(session.id);
  await deliver(t, stripe, 'checkout.session.completed', session.id);
  return { session, charge: paid.charge! };
}

export async function subscribe(t: TestApp, stripe: FakeStripe, parent: TestParent, item: CheckoutItem = 'bloom') {
  const session = await openCheckout(t, stripe, parent, item);
  const paid = stripe.payCheckout(session.id);
  await deliver(t, stripe, 'checkout.session.completed', session.id);
  await deliver(t, stripe, 'customer.subscription.created', paid.subscription!.id);
  await deliver(t, stripe, 'invoice.paid', paid.invoice!.id);
  return { session, subscription: paid.subscription!, invoice: paid.invoice! };
}

export async function summaryOf(t: TestApp, parent: TestParent): Promise<PaymentSummaryResponse> {
  const response = await t.request('/api/payment/summary', { headers: parent.auth });
  expect(response.status).toBe(200);
  return response.json();
}

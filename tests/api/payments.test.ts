import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, payments, stripeEvents } from '../../src/server/db/schema.ts';
import { trialCredits } from '../../src/shared/pricing.ts';
import { signUpVerifiedParent } from '../support/accounts.ts';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { buyPack, deliver, openCheckout, postWebhook, summaryOf } from '../support/payments.ts';
import { balanceOf, parentWithChild, storyInput, submitStory, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp(fakeStripeEnv(stripe.url));
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const ledgerRows = (userId: string) => t.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

describe('Checkout sessions', () => {
  it('asks Stripe for each plan as a subscription, with the launch offer on a first one', async () => {
    for (const [item, price] of [
      ['bloom', 'price_bloom'],
      ['wonder', 'price_wonder'],
      ['flourish', 'price_flourish'],
    ] as const) {
      const parent = await signUpVerifiedParent(t);
      const session = await openCheckout(t, stripe, parent, item);
      expect(session._params).toMatchObject({
        mode: 'subscription',
        line_items: [{ price, quantity: '1' }],
        discounts: [{ coupon: 'launch50' }],
        subscription_data: { trial_period_days: '7', metadata: { userId: parent.userId, item } },
        metadata: { userId: parent.userId, item },
        success_url: 'http://localhost/credits?checkout=success&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost/subscribe?checkout=cancelled',
      });
    }
  });

  it('asks for each pack as a one-time payment at its price, without the plan offer', async () => {
    const parent = await signUpVerifiedParent(t);
    for (const [item, price, cents] of [
      ['pack-20', 'price_pack20', 499],
      ['pack-60', 'price_pack60', 1299],
      ['pack-150', 'price_pack150', 2799],
    ] as const) {
      const session = await openCheckout(t, stripe, parent, item);
      expect(session).toMatchObject({ mode: 'payment', amount_total: cents });
      expect(session._params).toMatchObject({ line_items: [{ price }], cancel_url: 'http://localhost/credits?checkout=cancelled' });
      expect(session._params).not.toHaveProperty('discounts');
      expect(session._params).not.toHaveProperty('subscription_data');
    }
    // One Stripe customer per parent, however many checkouts.
    expect(stripe.calls.filter((call) => call.path === '/v1/customers' && (call.body.metadata as { userId?: string })?.userId === parent.userId)).toHaveLength(1);
  });

  it('refuses an unknown item with a 400 and a cancelled checkout changes nothing', async () => {
    const parent = await signUpVerifiedParent(t);
    const bad = await t.request('/api/payment/checkout', { method: 'POST', headers: parent.auth, json: { item: 'pack-1000' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please choose one of the plans or credit packs.' });
    const session = await openCheckout(t, stripe, parent, 'pack-60');
    const status = await t.request(`/api/payment/checkout/${session.id}`, { headers: parent.auth });
    expect(await status.json()).toEqual({ status: 'pending', item: 'pack-60', credits: trialCredits });
    expect(await balanceOf(t, parent)).toBe(trialCredits);
    const other = await signUpVerifiedParent(t);
    expect((await t.request(`/api/payment/checkout/${session.id}`, { headers: other.auth })).status).toBe(404);
  });
});

describe('a credit pack', () => {
  it('grants its credits once when the webhook lands, however often Stripe sends it', async () => {
    const parent = await signUpVerifiedParent(t);
    const session = await openCheckout(t, stripe, parent, 'pack-20');
    stripe.payCheckout(session.id);
    // Back from Checkout before the webhook: the page waits, nothing is granted yet.
    const before = await t.request(`/api/payment/checkout/${session.id}`, { headers: parent.auth });
    expect(await before.json()).toMatchObject({ status: 'pending', credits: trialCredits });

    const event = stripe.event('checkout.session.completed', session.id);
    for (let delivery = 0; delivery < 5; delivery++) {
      const response = await postWebhook(t, event.body, event.signature);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, duplicate: delivery > 0 });
    }
    // A second event about the same payment (a new id) does not grant again either.
    await deliver(t, stripe, 'checkout.session.async_payment_succeeded', session.id);

    expect(await balanceOf(t, parent)).toBe(trialCredits + 20);
    const after = await t.request(`/api/payment/checkout/${session.id}`, { headers: parent.auth });
    expect(await after.json()).toEqual({ status: 'complete', item: 'pack-20', credits: trialCredits + 20 });
    const rows = await ledgerRows(parent.userId);
    expect(rows.filter((row) => row.kind === 'purchase').map((row) => row.amount)).toEqual([20]);
    expect(await t.deps.db.$count(stripeEvents, eq(stripeEvents.id, event.id))).toBe(1);
  });

  it('does not grant for a Checkout that completed before the money arrived', async () => {
    const parent = await signUpVerifiedParent(t);
    const session = await openCheckout(t, stripe, parent, 'pack-20');
    stripe.get(session.id).status = 'complete';
    await deliver(t, stripe, 'checkout.session.completed', session.id);
    expect(await balanceOf(t, parent)).toBe(trialCredits);
  });
});

describe('webhook signatures', () => {
  it('refuses a bad, missing or stale signature with a 400 and changes nothing', async () => {
    const parent = await signUpVerifiedParent(t);
    const session = await openCheckout(t, stripe, parent, 'pack-20');
    stripe.payCheckout(session.id);
    const event = stripe.event('checkout.session.completed', session.id);
    const tampered = event.body.replace('"livemode": false', '"livemode": true');
    const wrongSecret = event.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    const stale = event.signature.replace(/t=\d+/, `t=${Math.floor(Date.now() / 1000) - 3600}`);
    for (const [body, signature] of [
      [event.body, undefined],
      [event.body, 'garbage'],
      [event.body, wrongSecret],
      [event.body, stale],
      [tampered, event.signature],
    ] as const) {
      const response = await postWebhook(t, body, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The webhook signature is missing or does not match.' });
    }
    expect(await balanceOf(t, parent)).toBe(trialCredits);
    expect(await t.deps.db.$count(stripeEvents, eq(stripeEvents.id, event.id))).toBe(0);
    // The genuine event still goes through afterwards.
    expect((await postWebhook(t, event.body, event.signature)).status).toBe(200);
    expect(await balanceOf(t, parent)).toBe(trialCredits + 20);
  });

  it('answers non-2xx when Stripe cannot be read, so Stripe sends the event again', async () => {
    const parent = await signUpVerifiedParent(t);
    const session = await openCheckout(t, stripe, parent, 'pack-20');
    stripe.payCheckout(session.id);
    const event = stripe.event('checkout.session.completed', session.id);
    const kept = stripe.get(session.id);
    stripe.objects.delete(session.id);
    const failed = await postWebhook(t, event.body, event.signature);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await t.deps.db.$count(stripeEvents, eq(stripeEvents.id, event.id))).toBe(0);
    stripe.objects.set(session.id, kept);
    expect((await postWebhook(t, event.body, event.signature)).status).toBe(200);
    expect(await balanceOf(t, parent)).toBe(trialCredits + 20);
  });
});

describe('refunds and disputes after some credits were spent', () => {
  async function spendAllBut(parent: Awaited<ReturnType<typeof parentWithChild>>, left: number) {
    // 30-minute stories cost 6 credits each; reservations stay taken (no worker runs here).
    let balance = await balanceOf(t, parent.parent);
    while (balance - 6 >= left) {
      await submittedStory(t, parent.parent, storyInput(parent.childId, { length: 30 }));
      balance -= 6;
    }
    expect(await balanceOf(t, parent.parent)).toBe(balance);
    return balance;
  }

  it('a refund takes back what is left, records the rest as owed and blocks new stories until paid off', async () => {
    const family = await parentWithChild(t);
    const { charge } = await buyPack(t, stripe, family.parent, 'pack-20');
    const left = await spendAllBut(family, 6); // 30 → 6
    stripe.refund(charge.id);
    await deliver(t, stripe, 'charge.refunded', charge.id);
    await deliver(t, stripe, 'charge.refunded', charge.id);

    expect(await balanceOf(t, family.parent)).toBe(0);
    let summary = await summaryOf(t, family.parent);
    expect(summary.shortfall).toBe(20 - left);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.userId, family.parent.userId));
    expect(payment).toMatchObject({ status: 'refunded', reversedCredits: 20 });
    const blocked = await submitStory(t, family.parent, storyInput(family.childId, { length: 5 }));
    expect(blocked.status).toBe(402);
    expect((await blocked.json()).message).toContain(`left ${20 - left} credits owed`);

    // A new pack pays off what is owed first, then stories can start again.
    await buyPack(t, stripe, family.parent, 'pack-60');
    expect(await balanceOf(t, family.parent)).toBe(60 - (20 - left));
    summary = await summaryOf(t, family.parent);
    expect(summary.shortfall).toBe(0);
    expect((await submitStory(t, family.parent, storyInput(family.childId, { length: 5 }))).status).toBe(202);
    const rows = await ledgerRows(family.parent.userId);
    expect(rows.filter((row) => row.kind === 'reversal').map((row) => row.amount).sort()).toEqual([-(20 - left), -left].sort());
  });

  it('a partial refund takes back the refunded share of the credits', async () => {
    const parent = await signUpVerifiedParent(t);
    const { charge } = await buyPack(t, stripe, parent, 'pack-60');
    stripe.refund(charge.id, Math.round(1299 / 2));
    await deliver(t, stripe, 'charge.refunded', charge.id);
    expect(await balanceOf(t, parent)).toBe(trialCredits + 60 - 30);
    stripe.refund(charge.id);
    await deliver(t, stripe, 'charge.refunded', charge.id);
    expect(await balanceOf(t, parent)).toBe(trialCredits);
  });

  it('a dispute takes back the whole payment, never below zero', async () => {
    const family = await parentWithChild(t);
    const { charge } = await buyPack(t, stripe, family.parent, 'pack-20');
    const left = await spendAllBut(family, 10); // 30 → 6
    const dispute = stripe.dispute(charge.id);
    for (let delivery = 0; delivery < 2; delivery++) await deliver(t, stripe, 'charge.dispute.created', dispute.id);
    expect(await balanceOf(t, family.parent)).toBe(0);
    expect((await summaryOf(t, family.parent)).shortfall).toBe(20 - left);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.userId, family.parent.userId));
    expect(payment).toMatchObject({ status: 'disputed', reversedCredits: 20 });
  });
});

describe('without Stripe', () => {
  it('shows plans only: nothing can be bought and the webhook is not there', async () => {
    const plain = await createTestApp();
    try {
      const parent = await signUpVerifiedParent(plain);
      const summary = await (await plain.request('/api/payment/summary', { headers: parent.auth })).json();
      expect(summary).toMatchObject({ paymentsEnabled: false, creditsEnabled: true, credits: trialCredits, launchOfferAvailable: false, portalAvailable: false });
      const checkout = await plain.request('/api/payment/checkout', { method: 'POST', headers: parent.auth, json: { item: 'bloom' } });
      expect(checkout.status).toBe(409);
      expect((await checkout.json()).message).toContain('Payments are not set up on this Storyloom');
      expect((await plain.request('/api/payment/webhook', { method: 'POST', body: '{}' })).status).toBe(404);
      const site = await (await plain.request('/api/site-config')).json();
      expect(site).toMatchObject({ paymentsEnabled: false, creditsEnabled: true });
    } finally {
      await plain.close();
    }
  });

  it('sells nothing when credits are switched off, even with Stripe configured', async () => {
    const free = await createTestApp({ ...fakeStripeEnv(stripe.url), CREDITS_ENABLED: 'false' });
    try {
      const parent = await signUpVerifiedParent(free);
      const checkout = await free.request('/api/payment/checkout', { method: 'POST', headers: parent.auth, json: { item: 'pack-20' } });
      expect(checkout.status).toBe(409);
      expect((await checkout.json()).message).toContain('everything is free');
      expect(await (await free.request('/api/site-config')).json()).toMatchObject({ paymentsEnabled: false, creditsEnabled: false });
    } finally {
      await free.close();
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, emailOutbox } from '../../src/server/db/schema.ts';
import { currentPlan, requirePlanFeature } from '../../src/server/domain/subscriptions.ts';
import { trialCredits } from '../../src/shared/pricing.ts';
import { signUpVerifiedParent } from '../support/accounts.ts';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { deliver, openCheckout, subscribe, summaryOf } from '../support/payments.ts';
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

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const grantsOf = async (userId: string) =>
  (await t.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).filter((row) => row.kind === 'grant').map((row) => row.amount);

describe('subscribing', () => {
  it('links the plan and grants the first month once, whatever order the events arrive in', async () => {
    const parent = await signUpVerifiedParent(t);
    expect((await summaryOf(t, parent)).launchOfferAvailable).toBe(true);
    const session = await openCheckout(t, stripe, parent, 'bloom');
    const paid = stripe.payCheckout(session.id);
    // Stripe does not promise order: the invoice first, the checkout last, each sent twice.
    for (const [type, id] of [
      ['invoice.paid', paid.invoice!.id],
      ['customer.subscription.created', paid.subscription!.id],
      ['invoice.paid', paid.invoice!.id],
      ['checkout.session.completed', session.id],
      ['customer.subscription.created', paid.subscription!.id],
    ] as const) {
      await deliver(t, stripe, type, id);
    }
    expect(await balanceOf(t, parent)).toBe(trialCredits + 30);
    expect(await grantsOf(parent.userId)).toEqual([trialCredits, 30]);
    const summary = await summaryOf(t, parent);
    expect(summary).toMatchObject({ launchOfferAvailable: false, portalAvailable: true });
    expect(summary.subscription).toMatchObject({ plan: 'bloom', status: 'trialing', endsAt: null, paymentFailed: false });
    expect(Date.parse(summary.subscription.renewsAt!)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const status = await t.request(`/api/payment/checkout/${session.id}`, { headers: parent.auth });
    expect(await status.json()).toMatchObject({ status: 'complete', item: 'bloom' });
  });

  it('offers the launch discount and trial once per parent', async () => {
    const parent = await signUpVerifiedParent(t);
    const { subscription } = await subscribe(t, stripe, parent, 'wonder');
    const again = await t.request('/api/payment/checkout', { method: 'POST', headers: parent.auth, json: { item: 'flourish' } });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('You already have a plan. Switch or cancel it in the billing portal.');
    stripe.cancel(subscription.id);
    await deliver(t, stripe, 'customer.subscription.deleted', subscription.id);
    const period = stripe.get(subscription.id).items as { data: Array<{ current_period_end: number }> };
    period.data[0]!.current_period_end = Math.floor(Date.now() / 1000) - 60;
    await deliver(t, stripe, 'customer.subscription.updated', subscription.id);
    const second = await openCheckout(t, stripe, parent, 'bloom');
    expect(second._params).not.toHaveProperty('discounts');
    expect((second._params as { subscription_data: object }).subscription_data).not.toHaveProperty('trial_period_days');
  });

  it('grants each renewal once per invoice, however often it is sent', async () => {
    const parent = await signUpVerifiedParent(t);
    const { subscription } = await subscribe(t, stripe, parent, 'bloom');
    const renewal = stripe.renew(subscription.id);
    const event = stripe.event('invoice.paid', renewal.invoice.id);
    for (let delivery = 0; delivery < 5; delivery++) {
      const response = await t.request('/api/payment/webhook', { method: 'POST', body: event.body, headers: { 'stripe-signature': event.signature } });
      expect(response.status).toBe(200);
    }
    // Stripe may also send a fresh event (a new id) for the same invoice.
    await deliver(t, stripe, 'invoice.paid', renewal.invoice.id);
    expect(await grantsOf(parent.userId)).toEqual([trialCredits, 30, 30]);
    const next = stripe.renew(subscription.id);
    await deliver(t, stripe, 'invoice.paid', next.invoice.id);
    expect(await balanceOf(t, parent)).toBe(trialCredits + 90);
  });
});

describe('changing plans', () => {
  it('upgrades at once and downgrades at the end of the paid period', async () => {
    const parent = await signUpVerifiedParent(t);
    const { subscription } = await subscribe(t, stripe, parent, 'bloom');
    expect(await currentPlan(t.deps.db, parent.userId)).toBe('bloom');

    stripe.changePlan(subscription.id, 'price_flourish');
    await deliver(t, stripe, 'customer.subscription.updated', subscription.id);
    expect(await currentPlan(t.deps.db, parent.userId)).toBe('flourish');

    stripe.changePlan(subscription.id, 'price_bloom');
    await deliver(t, stripe, 'customer.subscription.updated', subscription.id);
    const summary = await summaryOf(t, parent);
    expect(summary.subscription).toMatchObject({ plan: 'flourish', nextPlan: 'bloom' });
    const periodEnd = Date.parse(summary.subscription.renewsAt!);
    expect(await currentPlan(t.deps.db, parent.userId, new Date(periodEnd - 60_000))).toBe('flourish');
    expect(await currentPlan(t.deps.db, parent.userId, new Date(periodEnd + 60_000))).toBe('bloom');
  });

  it('keeps a cancelled plan to the end of its period, then the account is free', async () => {
    const parent = await signUpVerifiedParent(t);
    const { subscription } = await subscribe(t, stripe, parent, 'wonder');
    stripe.cancel(subscription.id);
    await deliver(t, stripe, 'customer.subscription.deleted', subscription.id);
    const summary = await summaryOf(t, parent);
    expect(summary.subscription).toMatchObject({ plan: 'wonder', status: 'canceled', renewsAt: null });
    expect(Date.parse(summary.subscription.endsAt!)).toBeGreaterThan(Date.now());
    expect(await currentPlan(t.deps.db, parent.userId, inDays(40))).toBe('free');
  });

  it('tells the parent on /credits and by email when a renewal fails, until it is paid', async () => {
    const parent = await signUpVerifiedParent(t);
    const { subscription } = await subscribe(t, stripe, parent, 'bloom');
    const failed = stripe.failRenewal(subscription.id);
    await deliver(t, stripe, 'invoice.payment_failed', failed.id);
    expect((await summaryOf(t, parent)).subscription).toMatchObject({ paymentFailed: true, plan: 'bloom', status: 'past_due' });
    const emails = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, parent.email));
    expect(emails.filter((email) => email.kind === 'payment-failed').map((email) => email.subject)).toEqual(['We could not renew your Storyloom plan']);
    expect(emails.find((email) => email.kind === 'payment-failed')?.text).toContain('http://localhost/credits');

    const paid = stripe.renew(subscription.id);
    await deliver(t, stripe, 'invoice.paid', paid.invoice.id);
    // The failure notice arriving late, after the retry was paid, changes nothing.
    Object.assign(stripe.get(failed.id), { status: 'paid' });
    await deliver(t, stripe, 'invoice.payment_failed', failed.id);
    expect((await summaryOf(t, parent)).subscription).toMatchObject({ paymentFailed: false, status: 'active' });
  });
});

describe('plan limits on the server', () => {
  it('allows extra characters per plan and says which plan allows more', async () => {
    const family = await parentWithChild(t);
    const pet = { kind: 'pet' as const, name: 'Biscuit', description: 'a sleepy beagle' };
    const friend = { kind: 'friend' as const, name: 'Juniper', description: 'a girl with a red kite' };
    const free = await submitStory(t, family.parent, storyInput(family.childId, { extraCharacters: [pet] }));
    expect(free.status).toBe(403);
    expect((await free.json()).message).toContain('Bloom allows 1');

    await subscribe(t, stripe, family.parent, 'bloom');
    await submittedStory(t, family.parent, storyInput(family.childId, { extraCharacters: [pet] }));
    const two = await submitStory(t, family.parent, storyInput(family.childId, { extraCharacters: [pet, friend] }));
    expect(two.status).toBe(403);
    expect((await two.json()).message).toContain('Wonder or Flourish allow 2');
  });

  it('keeps cloned voices and PDF export to the plans that include them', async () => {
    const parent = await signUpVerifiedParent(t);
    await expect(requirePlanFeature(t.deps.db, parent.userId, 'pdfExport')).rejects.toThrow('PDF export comes with the Wonder or Flourish plan.');
    await subscribe(t, stripe, parent, 'bloom');
    await expect(requirePlanFeature(t.deps.db, parent.userId, 'clonedVoices')).rejects.toThrow('Cloned voices come with the Wonder or Flourish plan.');
    const other = await signUpVerifiedParent(t);
    await subscribe(t, stripe, other, 'wonder');
    await expect(requirePlanFeature(t.deps.db, other.userId, 'pdfExport')).resolves.toBeUndefined();
    await expect(requirePlanFeature(t.deps.db, other.userId, 'priorityGeneration')).rejects.toThrow('Priority generation comes with the Flourish plan.');
  });

  it('puts Flourish stories ahead in the generation queue', async () => {
    const flourish = await parentWithChild(t);
    await subscribe(t, stripe, flourish.parent, 'flourish');
    const bloom = await parentWithChild(t);
    await subscribe(t, stripe, bloom.parent, 'bloom');
    const fast = await submittedStory(t, flourish.parent, storyInput(flourish.childId));
    const normal = await submittedStory(t, bloom.parent, storyInput(bloom.childId));
    const priorities = await t.deps.db.execute<{ story: string; priority: number }>(
      sql`select data->>'storyId' as story, priority from pgboss.job where data->>'storyId' in (${fast}, ${normal})`,
    );
    expect(Object.fromEntries(priorities.rows.map((row) => [row.story, row.priority]))).toEqual({ [fast]: 10, [normal]: 0 });
  });
});

describe('the billing portal', () => {
  it('opens for a parent who has bought something, returning to /credits', async () => {
    const parent = await signUpVerifiedParent(t);
    const none = await t.request('/api/payment/portal', { method: 'POST', headers: parent.auth });
    expect(none.status).toBe(409);
    await subscribe(t, stripe, parent, 'bloom');
    const response = await t.request('/api/payment/portal', { method: 'POST', headers: parent.auth });
    expect(response.status).toBe(200);
    expect((await response.json()).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/portal\/cus_/);
    expect(stripe.calls.at(-1)).toMatchObject({ path: '/v1/billing_portal/sessions', body: { return_url: 'http://localhost/credits' } });
  });
});

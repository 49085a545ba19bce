/**
 * Credits in the admin area: admins find a parent, see their balance, history, payments and plan,
 * and grant or remove credits with a reason; every change is a ledger row naming the admin.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../src/server/db/schema.ts';
import { trialCredits } from '../../src/shared/pricing.ts';
import type { ParentCreditsResponse } from '../../src/shared/schemas/admin-credits.ts';
import type { CreditHistoryResponse } from '../../src/shared/schemas/credits.ts';
import { signUpParent, signUpVerifiedParent, verifyEmail, type TestParent } from '../support/accounts.ts';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { buyPack, subscribe } from '../support/payments.ts';
import { balanceOf } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let stripe: FakeStripe;
let t: TestApp;
let admin: TestParent;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ ...fakeStripeEnv(stripe.url), ADMIN_EMAILS: 'keeper@example.com' });
  admin = await signUpParent(t, { email: 'keeper@example.com' });
  // ADMIN_EMAILS counts only for an address its owner has verified.
  await verifyEmail(t, 'keeper@example.com');
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const adjust = (caller: TestParent, userId: string, body: unknown) =>
  t.request(`/api/admin/parents/${userId}/credits`, { method: 'POST', headers: caller.auth, json: body });

describe('admin credits', () => {
  it('grants and removes credits with a reason, naming the admin in the ledger', async () => {
    const parent = await signUpVerifiedParent(t, { name: 'Wren Harper' });
    const granted = await adjust(admin, parent.userId, { amount: 25, reason: 'Sorry for the slow stories on Sunday' });
    expect(granted.status).toBe(200);
    const body = (await granted.json()) as ParentCreditsResponse;
    expect(body).toMatchObject({ parent: { id: parent.userId, email: parent.email }, credits: trialCredits + 25 });
    expect(body.history[0]).toMatchObject({ kind: 'adjustment', amount: 25, note: 'Sorry for the slow stories on Sunday', adminEmail: 'keeper@example.com' });
    const [row] = await t.deps.db.select().from(creditLedger).where(eq(creditLedger.note, 'Sorry for the slow stories on Sunday'));
    expect(row).toMatchObject({ userId: parent.userId, actorId: admin.userId });

    const removed = await adjust(admin, parent.userId, { amount: -5, reason: 'Granted twice by mistake' });
    expect(((await removed.json()) as ParentCreditsResponse).credits).toBe(trialCredits + 20);
    expect(await balanceOf(t, parent)).toBe(trialCredits + 20);

    // The parent sees both in their own history, without the admin's address.
    const history = (await (await t.request('/api/credits/history', { headers: parent.auth })).json()) as CreditHistoryResponse;
    expect(history.entries.slice(0, 2).map((entry) => [entry.kind, entry.amount, entry.note])).toEqual([
      ['adjustment', -5, 'Granted twice by mistake'],
      ['adjustment', 25, 'Sorry for the slow stories on Sunday'],
    ]);
    expect(JSON.stringify(history)).not.toContain('keeper@example.com');
  });

  it('refuses a removal below zero, a zero amount and a missing reason, changing nothing', async () => {
    const parent = await signUpVerifiedParent(t);
    const below = await adjust(admin, parent.userId, { amount: -(trialCredits + 1), reason: 'Testing the floor' });
    expect(below.status).toBe(409);
    expect((await below.json()).message).toBe(`That would take the balance below zero: it is ${trialCredits}.`);
    for (const [payload, message] of [
      [{ amount: 0, reason: 'Nothing at all' }, 'Enter a number of credits other than 0.'],
      [{ amount: 5 }, 'Say why'],
      [{ amount: 1.5, reason: 'Half a credit' }, 'Enter a whole number of credits.'],
      [{ amount: '5', reason: 'A string' }, 'Enter a whole number of credits.'],
    ] as const) {
      const response = await adjust(admin, parent.userId, payload);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    expect((await adjust(admin, 'no-such-parent', { amount: 5, reason: 'Nobody' })).status).toBe(404);
    expect(await balanceOf(t, parent)).toBe(trialCredits);
  });

  it('finds a parent and shows their payments and plan', async () => {
    const parent = await signUpVerifiedParent(t, { name: 'Ottoline Brook' });
    await buyPack(t, stripe, parent, 'pack-60');
    await subscribe(t, stripe, parent, 'wonder');
    const found = await (await t.request('/api/admin/parents?q=ottoline', { headers: admin.auth })).json();
    expect(found.parents).toEqual([{ id: parent.userId, email: parent.email, name: 'Ottoline Brook' }]);
    expect((await t.request('/api/admin/parents?q=o', { headers: admin.auth })).status).toBe(400);
    const detail = (await (await t.request(`/api/admin/parents/${parent.userId}/credits`, { headers: admin.auth })).json()) as ParentCreditsResponse;
    expect(detail.credits).toBe(trialCredits + 60 + 80);
    expect(detail.subscription).toMatchObject({ plan: 'wonder', status: 'trialing' });
    expect(detail.payments.map((payment) => [payment.kind, payment.description, payment.credits]).sort()).toEqual([
      ['pack', '60 credits', 60],
      ['plan', 'Wonder plan, 80 monthly credits', 80],
    ]);
  });

  it('is closed to parents who are not admins', async () => {
    const parent = await signUpVerifiedParent(t);
    expect((await adjust(parent, parent.userId, { amount: 100, reason: 'Treat myself' })).status).toBe(403);
    expect((await t.request(`/api/admin/parents/${parent.userId}/credits`, { headers: parent.auth })).status).toBe(403);
    expect((await t.request('/api/admin/parents?q=parent', { headers: parent.auth })).status).toBe(403);
    expect(await balanceOf(t, parent)).toBe(trialCredits);
  });
});

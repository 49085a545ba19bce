import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../src/server/db/schema.ts';
import { signUpVerifiedParent } from '../support/accounts.ts';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { buyPack, deliver, subscribe } from '../support/payments.ts';
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

/** Runs `npm run credits:reconcile`'s script against this file's database. */
async function reconcile(): Promise<{ code: number; output: string }> {
  const databaseUrl = t.deps.db.$client.options.connectionString!;
  try {
    const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', 'scripts/credits-reconcile.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      timeout: 120_000,
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}

describe('npm run credits:reconcile', { timeout: 300_000 }, () => {
  it('passes on clean books and reports each deliberate mismatch', async () => {
    const parent = await signUpVerifiedParent(t);
    const { charge } = await buyPack(t, stripe, parent, 'pack-60');
    const { subscription } = await subscribe(t, stripe, parent, 'bloom');
    const renewal = stripe.renew(subscription.id);
    await deliver(t, stripe, 'invoice.paid', renewal.invoice.id);
    stripe.refund(charge.id, 600);
    await deliver(t, stripe, 'charge.refunded', charge.id);

    const clean = await reconcile();
    expect(clean.output).toContain('no mismatch');
    expect(clean.code, clean.output).toBe(0);

    // A lost grant for a paid invoice, and credits that no payment stands behind.
    await t.deps.db.delete(creditLedger).where(and(eq(creditLedger.userId, parent.userId), eq(creditLedger.idempotencyKey, `invoice:${renewal.invoice.id}`)));
    await t.deps.db.insert(creditLedger).values({ userId: parent.userId, kind: 'purchase', amount: 150, idempotencyKey: 'purchase:cs_test_forged', note: '150 credits' });
    const broken = await reconcile();
    expect(broken.code, broken.output).toBe(1);
    expect(broken.output).toContain(`MISMATCH payment ${renewal.invoice.id} (account ${parent.userId}): 0 grants instead of exactly one`);
    expect(broken.output).toContain(`MISMATCH account ${parent.userId}: 150 credits granted by purchase:cs_test_forged with no payment behind them`);
    expect(broken.output).toContain('Credits do not reconcile: 2 mismatches');
  });
});

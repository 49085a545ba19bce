/**
 * Buying a credit pack in the browser: the buy button leaves for Stripe Checkout, the parent pays
 * there and comes back to /credits, which waits for Stripe's webhook and then shows the new
 * balance. The shared e2e app has no Stripe settings, so this journey starts an app of its own
 * pointed at the local fake Stripe, whose stand-in Checkout page pays and redirects back.
 */
import type { Page } from '@playwright/test';
import { trialCredits } from '../src/shared/pricing.ts';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from '../tests/support/fake-stripe.ts';
import { createVerifiedParent } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test as base } from './support/fixtures.ts';
import { startOwnApp, type OwnApp } from './support/own-app.ts';

interface PaymentsApp {
  app: OwnApp;
  stripe: FakeStripe;
}

/** One app with Stripe settings, pointed at the fake, for this worker's journeys; pages open on it. */
const test = base.extend<object, { payments: PaymentsApp }>({
  payments: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it has none.
    async ({}, use) => {
      const stripe = await startFakeStripe();
      const app = await startOwnApp('payments', fakeStripeEnv(stripe.url)).catch(async (error: unknown) => {
        await stripe.close();
        throw error;
      });
      await use({ app, stripe });
      await app.stop();
      await stripe.close();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ payments }, use) => use(payments.app.url),
});

test.describe('buying credits through Stripe Checkout', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  /** Signs a new parent in, opens /credits and pays for the 20-credit pack on the stand-in Checkout page. */
  async function payForPack(page: Page, { app, stripe }: PaymentsApp): Promise<string> {
    await createVerifiedParent(page.request, { origin: app.url });
    await page.goto('/credits');
    const main = page.getByRole('main');
    // The signed-in chunk and the summary load first: on a busy machine that takes a while.
    await expect(main.getByTestId('credit-balance')).toContainText(`${trialCredits} credits`, { timeout: 20_000 });
    await expect(main.getByRole('button', { name: 'Buy 20 credits' })).toBeEnabled();
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: 'Buy 20 credits' }).click();
    await page.waitForURL(`${stripe.url}/checkout/**`);
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText('Amount: 499 cents')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/credits\?checkout=success&session_id=cs_test_/);
    return new URL(page.url()).searchParams.get('session_id')!;
  }

  test('the return page waits for the webhook, then shows the balance risen by the pack', async ({ page, payments }) => {
    const { app, stripe } = payments;
    // Stripe's webhook is held back until the page has shown that it is waiting for it.
    stripe.webhookUrl = null;
    const sessionId = await payForPack(page, payments);
    const main = page.getByRole('main');
    const waiting = main.getByRole('status').filter({ hasText: 'Payment received by Stripe: adding it to your account…' });
    await expect(waiting).toBeVisible({ timeout: 20_000 });
    await expect(main.getByTestId('credit-balance')).toContainText(`${trialCredits} credits`);
    await expectNoAxeViolations(page);

    const event = stripe.event('checkout.session.completed', sessionId);
    const delivered = await fetch(`${app.url}/api/payment/webhook`, {
      method: 'POST',
      body: event.body,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    });
    expect(delivered.status, await delivered.clone().text()).toBe(200);

    const done = main.getByRole('status').filter({ hasText: 'Thank you: 20 credits are yours' });
    await expect(done).toContainText(`Your balance is now ${trialCredits + 20} credits.`);
    await expect(main.getByTestId('credit-balance')).toContainText(`${trialCredits + 20} credits`);
    await expect(waiting).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The history shows the pack as one purchase, however the page was reached.
    await main.getByRole('link', { name: 'See your credit history' }).click();
    const history = page.getByRole('list', { name: 'Credit history, newest first' });
    await expect(history).toBeVisible({ timeout: 20_000 });
    const purchases = history.getByRole('listitem').filter({ hasText: 'Bought: 20 credits' });
    await expect(purchases).toHaveCount(1);
    await expect(purchases).toContainText('+20');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('when the webhook arrives on its own after the return, the balance rises without a reload', async ({ page, payments }) => {
      // As Stripe does: the stand-in Checkout sends the signed event shortly after redirecting back.
      payments.stripe.webhookUrl = `${payments.app.url}/api/payment/webhook`;
      await payForPack(page, payments);
      const main = page.getByRole('main');
      await expect(main.getByRole('status').filter({ hasText: 'Thank you: 20 credits are yours' })).toBeVisible({ timeout: 20_000 });
      await expect(main.getByTestId('credit-balance')).toContainText(`${trialCredits + 20} credits`);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: 'test-results/payments-phone.png', fullPage: true });
      await expectNoAxeViolations(page);
    });
  });
});

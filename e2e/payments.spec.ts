/**
 * Buying a credit pack in the browser: the buy button leaves for Stripe Checkout, the parent pays
 * there and comes back to /credits, which waits for Stripe's webhook and then shows the new
 * balance. The shared e2e app has no Stripe settings, so this journey starts an app of its own
 * pointed at the local fake Stripe, whose stand-in Checkout page pays and redirects back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { trialCredits } from '../src/shared/pricing.ts';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from '../tests/support/fake-stripe.ts';
import { createVerifiedParent } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// Beside the shared app's port, so runs on different E2E_PORTs do not collide.
const appPort = Number(new URL(baseURL).port) + 20;
const appUrl = `http://localhost:${appPort}`;
const webhookUrl = `${appUrl}/api/payment/webhook`;

let stripe: FakeStripe | undefined;
let app: ChildProcess | undefined;
let dataDir: string | undefined;
let appLog = '';

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (app?.exitCode !== null && app?.exitCode !== undefined) throw new Error(`The payments test app exited:\n${appLog}`);
    try {
      if ((await fetch(`${appUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The payments test app did not become healthy:\n${appLog}`);
}

test.describe('buying credits through Stripe Checkout', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  test.use({ baseURL: appUrl });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    stripe = await startFakeStripe();
    dataDir = await mkdtemp(path.join(tmpdir(), 'storyloom-payments-'));
    app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(appPort),
        EMBEDDED_PG_PORT: String(appPort + 2000),
        DATA_DIR: dataDir,
        WEB_ROOT: process.env.WEB_ROOT ?? 'dist/web',
        PUBLIC_URL: appUrl,
        ...fakeStripeEnv(stripe.url),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout?.on('data', (chunk: Buffer) => (appLog += chunk.toString()));
    app.stderr?.on('data', (chunk: Buffer) => (appLog += chunk.toString()));
    await waitForHealth(Date.now() + 120_000);
  });

  test.afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app?.once('exit', resolve));
      app.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (app.exitCode === null) app.kill('SIGKILL');
    }
    await stripe?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Signs a new parent in, opens /credits and pays for the 20-credit pack on the stand-in Checkout page. */
  async function payForPack(page: Page): Promise<string> {
    await createVerifiedParent(page.request, { origin: appUrl });
    await page.goto('/credits');
    const main = page.getByRole('main');
    // The signed-in chunk and the summary load first: on a busy machine that takes a while.
    await expect(main.getByTestId('credit-balance')).toContainText(`${trialCredits} credits`, { timeout: 20_000 });
    await expect(main.getByRole('button', { name: 'Buy 20 credits' })).toBeEnabled();
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: 'Buy 20 credits' }).click();
    await page.waitForURL(`${stripe!.url}/checkout/**`);
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText('Amount: 499 cents')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/credits\?checkout=success&session_id=cs_test_/);
    return new URL(page.url()).searchParams.get('session_id')!;
  }

  test('the return page waits for the webhook, then shows the balance risen by the pack', async ({ page }) => {
    // Stripe's webhook is held back until the page has shown that it is waiting for it.
    stripe!.webhookUrl = null;
    const sessionId = await payForPack(page);
    const main = page.getByRole('main');
    const waiting = main.getByRole('status').filter({ hasText: 'Payment received by Stripe: adding it to your account…' });
    await expect(waiting).toBeVisible({ timeout: 20_000 });
    await expect(main.getByTestId('credit-balance')).toContainText(`${trialCredits} credits`);
    await expectNoAxeViolations(page);

    const event = stripe!.event('checkout.session.completed', sessionId);
    const delivered = await fetch(webhookUrl, {
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

    test('when the webhook arrives on its own after the return, the balance rises without a reload', async ({ page }) => {
      // As Stripe does: the stand-in Checkout sends the signed event shortly after redirecting back.
      stripe!.webhookUrl = webhookUrl;
      await payForPack(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('status').filter({ hasText: 'Thank you: 20 credits are yours' })).toBeVisible({ timeout: 20_000 });
      await expect(main.getByTestId('credit-balance')).toContainText(`${trialCredits + 20} credits`);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: 'test-results/payments-phone.png', fullPage: true });
      await expectNoAxeViolations(page);
    });
  });
});

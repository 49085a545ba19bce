/**
 * Credits and plans on an installation without payments set up (the suite's server has no Stripe
 * settings): plans as information, the trial credits, who to ask; readable on a phone.
 */
import { trialCredits } from '../src/shared/pricing.ts';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('without payments, /credits and /subscribe show the plans as information and say who can add credits', async ({ page }) => {
  test.setTimeout(90_000);
  await createVerifiedParent(page.request);
  await page.goto('/credits');
  const main = page.getByRole('main');
  // The signed-in chunk and the summary load first: on a busy machine that takes a while.
  await expect(main.getByTestId('credit-balance')).toContainText(`${trialCredits} credits`, { timeout: 20_000 });
  await expect(main.getByText('Plans and packs can’t be bought on this Storyloom')).toBeVisible();
  await expect(main.getByRole('link', { name: 'contact page' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Wonder' })).toBeVisible();
  await expect(main.getByRole('button', { name: /^(Buy|Subscribe|Try)/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /Manage billing/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/subscribe');
  await expect(main.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText('You have no plan')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText('Plans and packs can’t be bought on this Storyloom')).toBeVisible();
  await expect(main.getByRole('button', { name: /^(Buy|Subscribe|Try)/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a cancelled checkout says nothing changed', async ({ page }) => {
  await createVerifiedParent(page.request);
  await page.goto('/credits?checkout=cancelled');
  await expect(page.getByRole('status').filter({ hasText: 'Checkout cancelled' })).toContainText('Nothing was bought and nothing was charged');
  await expect(page.getByTestId('credit-balance')).toContainText(`${trialCredits} credits`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every story cost is readable without scrolling sideways', async ({ page }) => {
    await createVerifiedParent(page.request);
    await page.goto('/credits');
    const costs = page.getByRole('list', { name: 'Credits per story by length and narration' });
    await expect(costs).toBeVisible({ timeout: 20_000 });
    const longest = costs.getByRole('listitem').filter({ hasText: '30 minutes' });
    await longest.scrollIntoViewIfNeeded();
    for (const text of ['No narration', 'Standard voice', 'Your own voice', '8 credits']) {
      await expect(longest.getByText(text, { exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('table')).toBeHidden();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: 'test-results/credits-phone.png', fullPage: true });
    await expectNoAxeViolations(page);
  });
});

/**
 * On a phone, controls are big enough for a finger: at least 44 px tall (WCAG 2.5.5), however
 * small their text.
 */
import type { Locator } from '@playwright/test';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { revealFooter, toasts } from './support/shell.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const heightOf = async (target: Locator) => (await target.boundingBox())?.height ?? 0;

test('the password field’s Show button is a full finger high', async ({ page }) => {
  await page.goto('/login');
  const show = page.getByRole('main').getByRole('button', { name: 'Show password' });
  await expect(show).toBeVisible();
  expect(await heightOf(show)).toBeGreaterThanOrEqual(44);
  await show.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});

test('every line of the privacy dashboard’s contents is a link a full finger high', async ({ page }) => {
  await createVerifiedParent(page.request);
  await page.goto('/privacy-dashboard');
  const contents = page.getByRole('main').getByRole('list').first().getByRole('link');
  await expect(contents.first()).toHaveText('Your account record');
  const count = await contents.count();
  expect(count).toBeGreaterThan(10);
  for (let index = 0; index < count; index += 1) expect(await heightOf(contents.nth(index)), await contents.nth(index).innerText()).toBeGreaterThanOrEqual(44);
  await contents.filter({ hasText: 'Consents' }).click();
  await expect(page).toHaveURL(/#consents$/);
  await expectNoAxeViolations(page);
});

test('a notification’s dismiss button is a full finger high', async ({ page }) => {
  await page.goto('/blog');
  const footer = await revealFooter(page);
  await footer.getByRole('textbox', { name: 'Email address' }).fill(`parent-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  const dismiss = toasts(page).getByRole('button', { name: 'Dismiss notification' });
  await expect(dismiss).toBeVisible();
  const box = (await dismiss.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);
  await dismiss.click();
  await expect(dismiss).toHaveCount(0);
});

/**
 * On a phone, controls are big enough for a finger: at least 44 px tall (WCAG 2.5.5), however
 * small their text.
 */
import type { Locator } from '@playwright/test';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { revealFooter, toasts } from './support/shell.ts';
import { createChild } from './support/stories.ts';

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

test('the story wizard’s steps already reached are buttons a full finger wide and high', async ({ page }) => {
  const parent = await createVerifiedParent(page.request);
  await createChild(page.request, parent.token, { name: 'Mia', age: 6 });
  await page.goto('/create-story');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Who is the hero of this story?' })).toBeVisible();
  await main.getByRole('button', { name: /^Next:/ }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Who else joins the story?' })).toBeVisible();
  await main.getByRole('button', { name: /^Next:/ }).click();
  const steps = main.getByRole('navigation', { name: 'Story steps' }).getByRole('button');
  await expect(steps).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) {
    const box = (await steps.nth(index).boundingBox())!;
    expect(Math.min(box.width, box.height), `step ${index + 1}`).toBeGreaterThanOrEqual(44);
  }
  // Every step fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await steps.first().click();
  await expect(main.getByRole('heading', { level: 2, name: 'Who is the hero of this story?' })).toBeVisible();
  await expectNoAxeViolations(page);
});

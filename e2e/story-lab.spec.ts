import type { Page } from '@playwright/test';
import { createVerifiedParent, signInAsAdmin, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

/** The story-generation lab (docs/product.md "Test pages"): admins only; everyone else sees not-found. */

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');

test('an admin writes a 5-minute story and sees its title, figures and pages', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await main(page).getByRole('link', { name: 'Open the story generation lab' }).click();
  await expect(page).toHaveURL(/\/test-story-generation$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Story generation lab');
  await expect(page).toHaveTitle(/Story generation lab/);

  const form = main(page).getByRole('region', { name: 'Story settings' });
  await form.getByLabel('Hero’s name').fill('Noor');
  await form.getByLabel('Age').fill('6');
  await form.getByLabel('Theme').selectOption('ocean');
  await form.getByLabel('Length').selectOption('5');
  await form.getByLabel('Seed').fill('2024');
  await expect(form.getByRole('radio', { name: 'Built-in engine' })).toBeChecked();
  // Enter in a field submits the form, as a keyboard user would.
  await form.getByLabel('Seed').press('Enter');

  const result = main(page).getByRole('region', { name: 'Result' });
  const title = result.getByRole('heading', { level: 2 });
  await expect(title).toBeFocused();
  await expect(title).not.toBeEmpty();
  // Six years old reads at 80 words a minute: 400 words for 5 minutes.
  await expect(result.getByRole('definition').filter({ hasText: /^[\d,]+ \/ 400$/ })).toBeVisible();
  for (const figure of ['Off target', 'FK grade', 'Pages', 'Time', 'Model']) {
    await expect(result.getByRole('term').filter({ hasText: new RegExp(`^${figure}$`) })).toBeVisible();
  }
  await expect(result.getByText('Passed the child-safety check')).toBeVisible();
  const pages = result.getByRole('list', { name: 'Pages' }).getByRole('listitem');
  await expect(pages.first().getByRole('heading', { name: 'Page 1' })).toBeVisible();
  await expect(pages.first()).toContainText('Noor');
  await expect(pages.first().getByText(/^Scene:/)).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('story-lab-desktop.png'), fullPage: true });

  // The same seed writes the same story, and the page fits a phone without sideways scrolling.
  const firstTitle = await title.textContent();
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByRole('button', { name: 'Write the story' }).click();
  await expect(title).toHaveText(firstTitle ?? '');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('story-lab-phone.png'), fullPage: true });

  // The theme follows the system by default: the dark one must read as well.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('story-lab-phone-dark.png'), fullPage: true });
});

test('the lab tells an admin what to fix in the form', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/test-story-generation');
  const form = main(page).getByRole('region', { name: 'Story settings' });
  await form.getByLabel('Hero’s name').fill('');
  await form.getByRole('button', { name: 'Write the story' }).click();
  await expect(form.getByText('Please enter the hero’s name.')).toBeVisible();
  await expect(form.getByLabel('Hero’s name')).toBeFocused();
  await expect(form.getByLabel('Hero’s name')).toHaveAttribute('aria-invalid', 'true');
  await expect(main(page).getByRole('region', { name: 'Result' })).toHaveCount(0);
});

test('a parent who is not an admin sees the not-found page', async ({ page }) => {
  await createVerifiedParent(page.request);
  await page.goto('/test-story-generation');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('This page wandered off into the night');
  await expect(main(page).getByLabel('Hero’s name')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a signed-out visitor is sent to log in', async ({ page }) => {
  await page.goto('/test-story-generation');
  await expect(page).toHaveURL(/\/login\?next=%2Ftest-story-generation$/);
});

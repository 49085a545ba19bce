import type { Page } from '@playwright/test';
import { apiToken, createVerifiedParent, signInAsAdmin, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/** The illustration labs (docs/product.md "Test pages"): admins only; everyone else sees not-found. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');

test('an admin draws one scene with every configured image provider and sees each timed', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await main(page).getByRole('link', { name: 'Open the illustration lab' }).click();
  await expect(page).toHaveURL(/\/image-gen-test$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Illustration lab');
  await expect(main(page).getByText('Configured providers: Built-in illustrator (SVG, offline)')).toBeVisible();
  await expectNoAxeViolations(page);

  await main(page).getByLabel('Place').selectOption('beach');
  await main(page).getByLabel('Time of day').selectOption('night');
  await main(page).getByLabel('Style').selectOption('crayon');
  await main(page).getByRole('button', { name: 'Draw with every provider' }).click();
  const drawings = main(page).getByRole('region', { name: 'Drawings' });
  const picture = drawings.getByRole('img', { name: 'The scene drawn by Built-in illustrator (SVG, offline)' });
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(drawings.getByText(/^\d+ ms · \d+ KB$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an admin pages through a story’s pictures in the carousel', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const token = await apiToken(page.request);
  const child = await createChild(page.request, token, { name: 'Mia', age: 6 });
  const response = await submitStory(page.request, token, { heroChildId: child.id, theme: 'space', length: 5 });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const story = await waitForStory(page.request, token, id, 120_000);
  expect(story.status).toBe('ready');

  await page.goto('/test-carousel');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Picture carousel');
  await main(page).getByRole('combobox', { name: 'Story' }).selectOption(id);
  const carousel = main(page).getByRole('region', { name: /^Pictures of / });
  const total = story.pages.length;
  await expect(carousel.getByText(`Picture 1 of ${total}`)).toBeVisible({ timeout: 30_000 });
  await expect(carousel.getByRole('img', { name: story.pages[0]!.illustrationAlt! })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next picture' }).click();
  await expect(carousel.getByText(`Picture 2 of ${total}`)).toBeVisible();
  await expect(carousel.getByRole('img', { name: story.pages[1]!.illustrationAlt! })).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous picture' }).click();
  await carousel.getByRole('button', { name: 'Previous picture' }).click();
  await expect(carousel.getByText(`Picture ${total} of ${total}`)).toBeVisible();
  await carousel.getByRole('button', { name: 'Page 3' }).click();
  await expect(carousel.getByText(`Picture 3 of ${total}`)).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page);
});

test('an admin sees a child in every pose and expression, and in every style', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await main(page).getByRole('link', { name: 'Open the character illustration demo' }).click();
  await expect(page).toHaveURL(/\/character-illustration-demo$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Character illustration demo');
  const grid = main(page).getByRole('table', { name: /in every pose/ });
  await expect(grid.getByRole('img')).toHaveCount(9 * 6);
  await expect(grid.getByRole('img', { name: 'The sample child, sleeping, sleepy' })).toBeVisible();
  await expectNoAxeViolations(page);

  await main(page).getByRole('combobox', { name: 'Pose' }).selectOption('jumping');
  await main(page).getByRole('button', { name: 'Draw in every style' }).click();
  for (const style of ['Storybook', 'Watercolour', 'Paper cut', 'Crayon', 'Bedtime']) {
    await expect(main(page).getByRole('img', { name: `jumping, happy, in ${style}` })).toBeVisible({ timeout: 30_000 });
  }
  await expectNoAxeViolations(page);
});

test('a parent who is not an admin gets the not-found page for the labs', async ({ page }) => {
  await createVerifiedParent(page.request);
  for (const path of ['/image-gen-test', '/test-carousel', '/character-illustration-demo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'This page wandered off into the night' })).toBeVisible();
  }
});

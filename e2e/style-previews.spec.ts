import type { Page } from '@playwright/test';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild } from './support/stories.ts';

/** The wizard's style picker shows the chosen child drawn in each style, in a small scene. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');
const next = (page: Page) => main(page).getByRole('button', { name: /^Next:/ });
const styles = ['storybook', 'watercolour', 'paper cut', 'crayon', 'bedtime'];

async function toStyleStep(page: Page) {
  await page.goto('/create-story');
  await expect(main(page).getByRole('radio', { name: 'Noor' })).toBeChecked();
  await next(page).click();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Who else joins the story?' })).toBeVisible();
  await next(page).click();
  await main(page).getByRole('radio', { name: 'Space' }).check();
  await next(page).click();
  await next(page).click();
  await expect(main(page).getByRole('heading', { level: 2, name: 'How long should it be?' })).toBeVisible();
  await next(page).click();
}

async function expectPreviews(page: Page) {
  for (const style of styles) {
    const preview = main(page).getByRole('img', { name: `Noor drawn in the ${style} style` });
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  }
}

test('the style picker draws the hero in every style', async ({ page }) => {
  test.setTimeout(120_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, {
    name: 'Noor',
    age: 5,
    appearance: { skinTone: 'deep', hairColour: 'black', hairStyle: 'coily', glasses: true, outfitPrimary: 'berry', outfitSecondary: 'teal' },
  });
  const previews: string[] = [];
  page.on('response', (response) => {
    if (/\/api\/children\/[^/]+\/style-previews\//.test(response.url())) previews.push(new URL(response.url()).pathname);
  });
  await toStyleStep(page);
  await expectPreviews(page);
  await expectNoAxeViolations(page);
  // Each is the child as saved: their skin and outfit colours are in every drawing.
  const svg = await (await page.request.get(`/api/children/${child.id}/style-previews/crayon`, { headers: { Authorization: `Bearer ${parent.token}` } })).text();
  expect(svg).toContain('data-figure="hero"');
  expect([...new Set(previews)].sort()).toEqual(['bedtime', 'crayon', 'paper-cut', 'storybook', 'watercolour'].map((style) => `/api/children/${child.id}/style-previews/${style}`));
  await page.screenshot({ path: 'test-results/style-previews-desktop.png', fullPage: true });

  // Choosing a style keeps the previews; on a phone they stack one under another.
  await main(page).getByRole('radio', { name: 'Paper cut' }).check();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectPreviews(page);
  await page.screenshot({ path: 'test-results/style-previews-phone.png', fullPage: true });
});

test('another parent’s child has no previews', async ({ page }) => {
  const owner = await createVerifiedParent(page.request);
  const child = await createChild(page.request, owner.token, { name: 'Noor', age: 5 });
  const stranger = await createVerifiedParent(page.request);
  const response = await page.request.get(`/api/children/${child.id}/style-previews/storybook`, { headers: { Authorization: `Bearer ${stranger.token}` } });
  expect(response.status()).toBe(404);
  const unknown = await page.request.get(`/api/children/${child.id}/style-previews/oil-paint`, { headers: { Authorization: `Bearer ${owner.token}` } });
  expect(unknown.status()).toBe(404);
});

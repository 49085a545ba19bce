import { createVerifiedParent, signInAsAdmin, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('an admin reads the scene director log and narrows it to one story', async ({ page }) => {
  test.setTimeout(180_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Mia', age: 5 });
  const response = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'space', length: 5 });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const story = await waitForStory(page.request, parent.token, id, 120_000);
  expect(story.status).toBe('ready');

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Open the scene director log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scene director log' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Story id').fill(id);
  await main.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`storyId=${id}`));
  await expect(main.getByText(`${story.pages.length + 1} entries`)).toBeVisible();
  await expect(main.getByText('Cover ·')).toBeVisible();
  await main.getByText('Page 1 ·').click();
  await expect(main.locator('details[open]').getByText(/Alt text:/)).toBeVisible();
  await expect(main).not.toContainText('Mia');
  await expectNoAxeViolations(page);

  await main.getByLabel('Outcome').selectOption('failed');
  await main.getByRole('button', { name: 'Show' }).click();
  await expect(main.getByText('Nothing in the log matches.')).toBeVisible();
});

test('a parent who is not an admin gets the not-found page', async ({ page }) => {
  await createVerifiedParent(page.request);
  await page.goto('/admin/scene-director-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'This page wandered off into the night' })).toBeVisible();
});

import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/** Narration made again from the story page: a story made without narration gets it, in a chosen voice. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('a parent adds narration to a finished story and sees it recorded', async ({ page }) => {
  test.setTimeout(300_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Mia', age: 6 });
  const response = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'bedtime', length: 5, voice: 'none' });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  expect((await waitForStory(page.request, parent.token, id, 120_000)).status).toBe('ready');

  await page.goto(`/stories/${id}`);
  const narration = page.getByRole('region', { name: 'Narration' });
  await expect(narration.getByText('This story has no narration yet.')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  await narration.getByLabel('Voice').selectOption('builtin:bright');
  await narration.getByRole('button', { name: /^Add narration/ }).click();
  await expect(narration.getByRole('status')).toContainText('Recording the story in the Bright voice', { timeout: 15_000 });
  await expect(narration.getByText('Read aloud by the Bright voice', { exact: false })).toBeVisible({ timeout: 150_000 });
  await expect(narration.getByRole('button', { name: /^Read this page again/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const story = await waitForStory(page.request, parent.token, id, 10_000);
  expect(story.narrator).toBe('bright');
  expect(story.pages.every((storyPage) => storyPage.narrationPath && storyPage.wordTimings?.length)).toBe(true);
});

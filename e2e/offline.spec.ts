import type { Page } from '@playwright/test';
import type { StoryDetail } from '../src/shared/schemas/stories.ts';
import { accountMenu, createVerifiedParent, forgiveConsoleErrors, useOwnAddress, type ParentAccount } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/** Reading offline: a story kept on the device opens with no network, pictures and narration included. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

async function narratedStory(page: Page): Promise<{ parent: ParentAccount; story: StoryDetail }> {
  const parent = await createVerifiedParent(page.request, { name: 'Ada Example' });
  const child = await createChild(page.request, parent.token, { name: 'Mia', age: 4 });
  const response = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'bedtime', length: 5, voice: 'standard' });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const story = await waitForStory(page.request, parent.token, id, 200_000);
  expect(story.status).toBe('ready');
  return { parent, story };
}

/** The paths in the offline cache, or null when there is no such cache. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('storyloom-offline-stories'))) return null;
    const cache = await caches.open('storyloom-offline-stories');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

test('a story made available offline opens with no network, pictures and narration included; other pages say they are offline; unmarking and signing out remove it', async ({ page, context, consoleErrors }) => {
  test.setTimeout(300_000);
  const { parent, story } = await narratedStory(page);
  await page.goto(`/stories/${story.id}?page=1`);
  const main = page.getByRole('main');
  const reader = main.getByRole('region', { name: `${story.title}, the story` });
  await expect(reader.getByRole('status')).toHaveText(`Page 1 of ${story.pages.length}`, { timeout: 30_000 });

  const offlineSwitch = main.getByRole('switch', { name: 'Available offline' });
  await expect(offlineSwitch).not.toBeChecked();
  await offlineSwitch.check();
  await expect(main.getByText('Saved on this device: it opens with no internet')).toBeVisible({ timeout: 60_000 });
  await expect(offlineSwitch).toBeChecked();
  await expectNoAxeViolations(page);
  // Every picture and narration file is kept, with the story's record (its words and timings).
  const kept = await keptPaths(page);
  expect(kept).toContain(`/api/stories/${story.id}`);
  // Pictures are kept under the signed links the reader loads, found offline by their path.
  expect(kept).toContain(new URL(story.pages.at(-1)!.illustrationUrl!, 'http://localhost').pathname);
  expect(kept).toContain(new URL(story.coverUrl!, 'http://localhost').pathname);
  // Kept without the signature, so a newer link refreshes the same copy rather than adding one.
  const keptPictures = await page.evaluate(async () =>
    (await (await caches.open('storyloom-offline-stories')).keys()).map((request) => request.url).filter((url) => url.includes('/api/pictures/')),
  );
  expect(keptPictures.length).toBe(story.pages.length + 1);
  expect(keptPictures.every((url) => !url.includes('?'))).toBe(true);
  expect(kept).toContain(`/api/stories/${story.id}/pages/${story.pages.at(-1)!.index}/narration`);

  // The list of stories shows which are kept.
  await page.goto('/stories');
  const card = main.getByRole('article').filter({ hasText: story.title! });
  await expect(card.getByText('Available offline')).toBeVisible();

  // No network: the kept story still opens and reads, with its pictures and its narration.
  await context.setOffline(true);
  await page.goto(`/stories/${story.id}?page=1`);
  await expect(reader.getByRole('status')).toHaveText(`Page 1 of ${story.pages.length}`, { timeout: 30_000 });
  await expect(main.getByText('You’re offline')).toBeVisible();
  const picture = reader.getByRole('img', { name: story.pages[0]!.illustrationAlt! }).first();
  await expect(picture).toBeVisible();
  // The <img> loads its signed link itself; offline the kept copy answers for it by path.
  await expect(picture).toHaveAttribute('src', /^\/api\/pictures\/illustrations\/.+\?expires=\d+&signature=/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await reader.getByRole('button', { name: 'Listen to page 1' }).click();
  const audio = page.getByTestId('narration-audio');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => (element.paused ? 0 : element.currentTime)), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(reader.getByRole('region', { name: 'Words of page 1' }).locator('[aria-current="true"][data-word]')).toHaveCount(1);
  await reader.getByRole('button', { name: 'Pause page 1' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(reader.getByRole('status')).toHaveText(`Page 2 of ${story.pages.length}`);

  // Any other page says it is offline and offers the kept story.
  await page.goto('/stories');
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: story.title! })).toHaveAttribute('href', `/stories/${story.id}`);
  await expectNoAxeViolations(page);
  forgiveConsoleErrors(consoleErrors, /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/);

  // Back online, unmarking removes every kept file of the story.
  await context.setOffline(false);
  await page.goto(`/stories/${story.id}?page=1`);
  await expect(offlineSwitch).toBeChecked();
  await offlineSwitch.uncheck();
  await expect(main.getByText('Keep this story on this device')).toBeVisible();
  expect(await keptPaths(page)).toBeNull();

  // Kept again, then signing out clears it: a shared computer keeps no child's story.
  await offlineSwitch.check();
  await expect(main.getByText('Saved on this device: it opens with no internet')).toBeVisible({ timeout: 60_000 });
  expect(await keptPaths(page)).toContain(`/api/stories/${story.id}`);
  await accountMenu(page, parent.name).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => keptPaths(page)).toBeNull();
});

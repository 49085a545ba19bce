import type { Locator, Page } from '@playwright/test';
import { createVerifiedParent, clientAddress, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { toasts } from './support/shell.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/** Share links: the owner makes one, a signed-out reader opens it, the owner lets the name show, then stops it. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

/** A new parent's ready five-minute bedtime story about Matilda. */
async function readyStory(page: Page) {
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Matilda', age: 5 });
  const submitted = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'bedtime', length: 5, voice: 'standard' });
  const { id } = (await submitted.json()) as { id: string };
  const story = await waitForStory(page.request, parent.token, id, 200_000);
  expect(story.status).toBe('ready');
  return { id, story };
}

/**
 * Copy link with the panel's heading just under the app's header: the window is made as tall as
 * puts the heading there when scrolled to the end (as a phone's browser bars do), and the toast
 * saying the link was copied must leave the heading readable.
 */
async function copyLinkUnderHeading(page: Page, panel: Locator) {
  const heading = panel.getByRole('heading', { name: 'Share this story' });
  const belowHeading = await heading.evaluate((element) => document.documentElement.scrollHeight - (element.getBoundingClientRect().top + window.scrollY));
  await page.setViewportSize({ width: page.viewportSize()!.width, height: Math.round(belowHeading + 110) });
  await expect.poll(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    return Math.round((await heading.boundingBox())!.y);
  }).toBeLessThanOrEqual(130);
  await panel.getByRole('button', { name: 'Copy link' }).click();
  const toast = toasts(page).locator('li').filter({ hasText: 'Link copied' });
  await expect(toast).toBeVisible();
  const headingBox = (await heading.boundingBox())!;
  expect(headingBox.y, 'the heading is on screen').toBeGreaterThanOrEqual(0);
  const toastBox = (await toast.boundingBox())!;
  const overlaps = toastBox.x < headingBox.x + headingBox.width && headingBox.x < toastBox.x + toastBox.width
    && toastBox.y < headingBox.y + headingBox.height && headingBox.y < toastBox.y + toastBox.height;
  expect(overlaps, 'the toast covers the share panel’s heading').toBe(false);
}

test('a shared link opens signed out in the same reader, hides the real name until allowed, counts opens and dies when revoked', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const { id, story } = await readyStory(page);
  // The story names its hero (the title may or may not).
  expect(story.pages.map((storyPage) => storyPage.text).join(' ')).toContain('Matilda');

  // The owner makes the link with a hero name of their choosing.
  await page.goto(`/stories/${id}`);
  const panel = page.getByRole('region', { name: 'Share this story' });
  await panel.getByLabel('The hero’s name on the link').fill('Comet');
  await panel.getByRole('button', { name: 'Create a link' }).click();
  const linkField = panel.getByLabel('Link to share');
  await expect(linkField).toHaveValue(/\/share\/flipbook\/[0-9a-f-]{36}$/);
  const url = await linkField.inputValue();
  await expect(panel.getByTestId('share-opens')).toHaveText('Not opened yet');
  // This browser has no share sheet, so the link is copied, with a toast saying so.
  await expect(panel.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await copyLinkUnderHeading(page, panel);
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoAxeViolations(page);

  // Someone else, signed out in a browser of their own, reads it.
  const viewerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const viewer = await viewerContext.newPage();
  const opened = await viewer.goto(url);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(viewer.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await expect(viewer.locator('meta[property="og:title"]')).toHaveAttribute('content', story.title!.replaceAll('Matilda', 'Comet'));
  await expect(viewer.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const reader = viewer.getByRole('region', { name: `${story.title!.replaceAll('Matilda', 'Comet')}, the story` });
  await expect(reader.getByRole('status')).toHaveText('Cover');
  await expect(viewer.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await viewer.keyboard.press('ArrowRight');
  await expect(reader.getByRole('status')).toHaveText(`Page 1 of ${story.pages.length}`);
  expect(await viewer.locator('body').innerText()).not.toMatch(/matilda/i);
  // The recording says the real name, so without leave to show it there is nothing to listen to.
  await expect(reader.getByRole('button', { name: 'Listen to page 1' })).toHaveCount(0);
  await expectNoAxeViolations(viewer);

  // The owner lets the real name show: the link now reads aloud, word by word.
  await page.reload();
  await expect(panel.getByTestId('share-opens')).toHaveText('Opened once');
  await panel.getByText('Show Matilda’s real name').click();
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Link updated', { exact: true })).toBeVisible();
  await viewer.reload();
  const sharedApi = `${new URL(url).origin}/api/share/${url.split('/').pop()}`;
  await expect.poll(async () => JSON.stringify(await (await viewer.request.get(sharedApi)).json())).toContain('Matilda');
  const named = viewer.getByRole('region', { name: `${story.title}, the story` });
  await expect(named.getByRole('status')).toHaveText(`Page 1 of ${story.pages.length}`);
  await named.getByRole('button', { name: 'Listen to page 1' }).click();
  await expect(named.getByRole('button', { name: 'Pause page 1' })).toBeVisible({ timeout: 15_000 });
  const spoken = named.locator('[aria-current="true"][data-word]');
  await expect(spoken).toHaveCount(1, { timeout: 10_000 });
  const first = Number(await spoken.getAttribute('data-word'));
  await expect.poll(async () => Number(await spoken.getAttribute('data-word')), { timeout: 15_000 }).toBeGreaterThan(first + 1);
  // Turning the page stops the audio.
  await viewer.keyboard.press('ArrowRight');
  await expect(named.getByRole('button', { name: 'Listen to page 2' })).toBeVisible();
  await expectNoAxeViolations(viewer);

  // On a phone the shared book is full-screen too: no site header or footer.
  await viewer.setViewportSize({ width: 390, height: 844 });
  await expect(named.getByRole('status')).toBeVisible();
  await expect(viewer.getByRole('banner')).toBeHidden();
  await expect(viewer.getByRole('contentinfo')).toBeHidden();
  await viewer.setViewportSize({ width: 1280, height: 720 });
  await expect(viewer.getByRole('banner')).toBeVisible();

  // Stopped: the link is the not-found page, with a real 404.
  await page.getByRole('region', { name: 'Share this story' }).getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('Sharing stopped', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Link to share')).toHaveCount(0);
  const gone = await viewer.goto(url);
  expect(gone!.status()).toBe(404);
  await expect(viewer.getByRole('heading', { name: 'This page wandered off into the night' })).toBeVisible();
  await viewerContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the Link copied toast leaves the share panel’s heading readable', async ({ page }) => {
    test.setTimeout(300_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { id } = await readyStory(page);

    await page.goto(`/stories/${id}`);
    const panel = page.getByRole('region', { name: 'Share this story' });
    await panel.getByLabel('The hero’s name on the link').fill('Comet');
    await panel.getByRole('button', { name: 'Create a link' }).click();
    await expect(panel.getByLabel('Link to share')).toHaveValue(/\/share\/flipbook\//);
    await copyLinkUnderHeading(page, panel);
    await expectNoAxeViolations(page);
  });
});

import type { Page } from '@playwright/test';
import { clientAddress, createVerifiedParent, forgiveConsoleErrors, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/** A shared link with no network: the offline page, not the browser's error; and nothing a visitor reads is kept. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

/** What the offline cache holds for a path: a marker the test wrote, a copy from the network, or nothing. */
const keptCopy = (page: Page, path: string): Promise<string | null> =>
  page.evaluate(async (path) => {
    if (!(await caches.has('storyloom-offline-stories'))) return null;
    const response = await (await caches.open('storyloom-offline-stories')).match(path);
    return response ? (response.headers.get('x-test-marker') ?? 'from the network') : null;
  }, path);

test('a shared link opened once shows the offline page when opened again with no network, and its page never writes to the kept stories', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Matilda', age: 5 });
  const submitted = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'bedtime', length: 5 });
  expect(submitted.status()).toBe(202);
  const { id } = (await submitted.json()) as { id: string };
  const story = await waitForStory(page.request, parent.token, id, 200_000);
  expect(story.status).toBe('ready');
  const shared = await page.request.put(`/api/stories/${id}/share`, { headers: { authorization: `Bearer ${parent.token}` }, data: { heroName: 'Comet' } });
  expect(shared.status()).toBe(200);
  const { path } = (await shared.json()) as { path: string };
  const title = story.title!.replaceAll('Matilda', 'Comet');

  // On the parent's own device, with a story kept for reading offline, opening a shared link
  // leaves the kept copies alone: the account record marked here is not refreshed by that page.
  await page.goto(`/stories/${id}`);
  const main = page.getByRole('main');
  await main.getByRole('switch', { name: 'Available offline' }).check();
  await expect(main.getByText('Saved on this device: it opens with no internet')).toBeVisible({ timeout: 60_000 });
  const signedIn = ['/api/identity/get-session', '/api/identity/token', '/api/auth/me'];
  await page.evaluate(async (paths) => {
    const cache = await caches.open('storyloom-offline-stories');
    for (const path of paths) await cache.put(path, new Response('{}', { headers: { 'content-type': 'application/json', 'x-test-marker': 'kept before' } }));
  }, signedIn);
  const keptCopies = () => Promise.all(signedIn.map((path) => keptCopy(page, path)));
  await page.goto(path);
  await expect(page.getByRole('region', { name: `${title}, the story` }).getByRole('status')).toHaveText('Cover', { timeout: 30_000 });
  // The shared page asks who is signed in, like every page…
  await expect
    .poll(() => page.evaluate((paths) => performance.getEntriesByType('resource').filter((entry) => paths.includes(new URL(entry.name).pathname)).length, signedIn))
    .toBeGreaterThan(0);
  // …but the answers are not written into the kept copies.
  expect(await keptCopies()).toEqual(signedIn.map(() => 'kept before'));
  // A page of the parent's own still refreshes them.
  await page.goto('/stories');
  await expect.poll(() => keptCopies(), { timeout: 20_000 }).toContain('from the network');

  // A visitor, signed out on a device of their own, opens the link once.
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const visitor = await visitorContext.newPage();
  const visitorErrors: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') visitorErrors.push(message.text());
  });
  await visitor.goto(path);
  const reader = visitor.getByRole('region', { name: `${title}, the story` });
  await expect(reader.getByRole('status')).toHaveText('Cover', { timeout: 30_000 });
  // The page installs the offline worker once it is idle; nothing the visitor read is kept.
  await expect.poll(() => visitor.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  await visitor.reload();
  await expect(reader.getByRole('status')).toHaveText('Cover', { timeout: 30_000 });
  expect(await visitor.evaluate(() => caches.has('storyloom-offline-stories'))).toBe(false);
  // The visitor's worker keeps the offline page and its files, none of the parent's app: no built
  // script or stylesheet beyond what the shared page itself loaded.
  const cachedFiles = await visitor.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname);
    }
    return found.sort();
  });
  const usedByTheSharedPage = await visitor.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(cachedFiles).toEqual(['/favicon.svg', '/offline.html', '/offline.js']);
  expect(cachedFiles.filter((file) => file.startsWith('/assets/') && !usedByTheSharedPage.includes(file))).toEqual([]);
  expect(await visitor.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname))).toEqual(['/share/']);

  // With no network the link opens the offline page, which says why.
  await visitorContext.setOffline(true);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(visitor.getByText('This shared story needs the internet to open. Open the link again once you’re back online.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Stories saved on this device' })).toBeHidden();
  await expectNoAxeViolations(visitor);

  // Back online, trying again opens the story.
  await visitorContext.setOffline(false);
  await visitor.getByRole('button', { name: 'Try again' }).click();
  await expect(reader.getByRole('status')).toHaveText('Cover', { timeout: 30_000 });
  expect(visitorErrors.filter((text) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|net::ERR/.test(text))).toEqual([]);
  await visitorContext.close();
  forgiveConsoleErrors(consoleErrors, /Failed to load resource/);
});

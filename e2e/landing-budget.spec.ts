import type { Page } from '@playwright/test';
import { createVerifiedParent } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The landing page stays light: the service worker, the offline reading code, the flip-book and the
 * query library load only where they are used. (Its JavaScript weight is measured by `npm run bench -- landing-js`.)
 */
test('the landing page registers no service worker and loads no reader or offline code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || new URL(request.url()).pathname === '/sw.js') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain('/sw.js');
  expect(scripts.filter((path) => /flip-book|reader|keep-offline|workbox/.test(path))).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

/** Whether any script the page has loaded so far holds the query library's core (its own error text). */
function watchForQueryLibrary(page: Page): () => Promise<boolean> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).some((body) => body.includes('Missing queryFn'));
}

test('a signed-in parent gets the landing page without the query library, which arrives with the first page that uses it', async ({ page }) => {
  await createVerifiedParent(page.request);
  const queryLibraryLoaded = watchForQueryLibrary(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  // Who is signed in is asked without it: the header offers the Dashboard.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  expect(await queryLibraryLoaded()).toBe(false);

  await header.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect.poll(queryLibraryLoaded).toBe(true);
});

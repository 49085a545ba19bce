import { expect, test } from './support/fixtures.ts';

/**
 * The landing page stays light: the service worker, the offline reading code and the flip-book load
 * only where they are used. (Its JavaScript weight is measured by `npm run bench -- landing-js`.)
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

/**
 * What a family sees before there is anything to see. The shared e2e app's library fills up as
 * other specs share stories, so this journey starts a Storyloom of its own, where nothing has been
 * made or shared yet: each empty page offers one way forward and nothing to search or filter.
 */
import { request as playwrightRequest, type Page } from '@playwright/test';
import { clientAddress, createVerifiedParent } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { startOwnApp, type OwnApp } from './support/own-app.ts';

let app: OwnApp | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  app = await startOwnApp('empty-shelves');
});

test.afterAll(async () => {
  await app?.stop();
});

/** Holds the answers to requests matching `url` until the returned function is called, to look at the page while it loads. */
async function holdAnswers(page: Page, url: RegExp) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  // Once released, later requests pass straight through.
  return release;
}

test('a new family’s empty bookshelf and an empty library each offer one way forward and no search', async ({ browser }) => {
  const appUrl = app!.url;
  const api = await playwrightRequest.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  const parent = await createVerifiedParent(api, { origin: appUrl });
  const context = await browser.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  try {
    const page = await context.newPage();
    const signIn = await page.request.post('/api/identity/sign-in/email', { data: { email: parent.email, password: parent.password }, headers: { origin: appUrl } });
    expect(signIn.ok()).toBe(true);
    const main = page.getByRole('main');

    // While the shelf loads, nothing offers a search or a second way to create a story.
    const releaseStories = await holdAnswers(page, /\/api\/stories(\?|$)/);
    await page.goto('/stories');
    await expect(main.getByRole('status')).toHaveText('Loading your stories…', { timeout: 30_000 });
    await expect(main.getByRole('link', { name: 'Create a story', exact: true })).toHaveCount(0);
    await expect(main.getByRole('search', { name: 'Find a story' })).toHaveCount(0);
    releaseStories();
    await expect(main.getByRole('heading', { name: 'Your bookshelf is waiting for its first story' })).toBeVisible({ timeout: 30_000 });
    await expect(main.getByRole('link', { name: 'Create your first story' })).toHaveAttribute('href', '/create-story');
    await expect(main.getByRole('link', { name: 'Create a story', exact: true })).toHaveCount(0);
    await expect(main.getByRole('search', { name: 'Find a story' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const releaseLibrary = await holdAnswers(page, /\/api\/library(\?|$)/);
    await page.goto('/library');
    await expect(main.getByRole('status')).toHaveText('Loading the library…', { timeout: 30_000 });
    await expect(main.getByRole('search', { name: 'Find a story in the library' })).toHaveCount(0);
    releaseLibrary();
    await expect(main.getByRole('heading', { name: 'No stories have been shared yet' })).toBeVisible({ timeout: 30_000 });
    await expect(main.getByRole('status')).toHaveText('The library is empty for now. Share one of your stories to be the first!');
    await expect(main.getByRole('link', { name: 'Choose a story to share' })).toHaveAttribute('href', '/stories');
    await expect(main.getByRole('search', { name: 'Find a story in the library' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // An address with a filter (a bookmark, a link from a friend) still finds an empty library, not a failed search.
    await page.goto('/library?q=dragon&theme=adventure&sort=loved');
    await expect(main.getByRole('heading', { name: 'No stories have been shared yet' })).toBeVisible({ timeout: 30_000 });
    await expect(main.getByRole('status')).toHaveText('The library is empty for now. Share one of your stories to be the first!');
    await expect(main.getByRole('search', { name: 'Find a story in the library' })).toHaveCount(0);
    await expect(main.getByText('No stories match', { exact: false })).toHaveCount(0);
  } finally {
    await context.close();
    await api.dispose();
  }
});

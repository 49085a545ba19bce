/**
 * What a family sees before there is anything to see. The shared e2e app's library fills up as
 * other specs share stories, so this journey starts a Storyloom of its own, where nothing has been
 * made or shared yet: each empty page offers one way forward and nothing to search or filter.
 */
import { request as playwrightRequest } from '@playwright/test';
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

    await page.goto('/stories');
    await expect(main.getByRole('heading', { name: 'Your bookshelf is waiting for its first story' })).toBeVisible({ timeout: 30_000 });
    await expect(main.getByRole('link', { name: 'Create your first story' })).toHaveAttribute('href', '/create-story');
    await expect(main.getByRole('link', { name: 'Create a story', exact: true })).toHaveCount(0);
    await expect(main.getByRole('search', { name: 'Find a story' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/library');
    await expect(main.getByRole('heading', { name: 'No stories have been shared yet' })).toBeVisible({ timeout: 30_000 });
    await expect(main.getByRole('status')).toHaveText('The library is empty for now. Share one of your stories to be the first!');
    await expect(main.getByRole('link', { name: 'Choose a story to share' })).toHaveAttribute('href', '/stories');
    await expect(main.getByRole('search', { name: 'Find a story in the library' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
    await api.dispose();
  }
});

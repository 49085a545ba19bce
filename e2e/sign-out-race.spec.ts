/**
 * Signing out while a page is still loading: the calls that were in flight answer 401 once the
 * session is gone, and the app must read that as "signed out", never as an account it could not load.
 */
import type { Page } from '@playwright/test';
import { accountMenu, createVerifiedParent, forgiveConsoleErrors, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const accountError = 'We couldn’t load your account';

/** Notes whether the account error ever appeared, however briefly. */
async function watchForAccountError(page: Page) {
  await page.addInitScript((text) => {
    const seen = () => document.body?.textContent?.includes(text);
    new MutationObserver(() => {
      if (seen()) (window as unknown as { accountErrorSeen: boolean }).accountErrorSeen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, accountError);
  return () => page.evaluate(() => Boolean((window as unknown as { accountErrorSeen?: boolean }).accountErrorSeen));
}

/** Holds every call to the story list until the returned function lets them through. */
async function holdStoryList(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/stories(\?.*)?$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('logging out while the story list is loading leads to the signed-out home page, not an account error', async ({ page, consoleErrors }) => {
  const parent = await createVerifiedParent(page.request, { name: 'Jordan Example' });
  const accountErrorSeen = await watchForAccountError(page);
  const release = await holdStoryList(page);
  await page.goto('/stories');
  await expect(accountMenu(page, parent.name)).toBeVisible();

  await accountMenu(page, parent.name).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Tonight, your child is the hero of the story' })).toBeVisible();
  expect(await accountErrorSeen()).toBe(false);
  await expectNoAxeViolations(page);
  forgiveConsoleErrors(consoleErrors, /status of 401/);
});

test('a page whose sign-in ended elsewhere while it loaded goes to log in, not to an account error', async ({ page, consoleErrors }) => {
  const parent = await createVerifiedParent(page.request, { name: 'Quinn Example' });
  const accountErrorSeen = await watchForAccountError(page);
  await page.goto('/dashboard');
  await expect(accountMenu(page, parent.name)).toBeVisible();

  // This page opens the story list; while it loads, another tab logs out.
  const release = await holdStoryList(page);
  await page.getByRole('navigation').getByRole('link', { name: 'My Stories' }).click();
  const signedOut = await page.request.post('/api/identity/sign-out', { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect(signedOut.ok()).toBe(true);
  release();
  await expect(page).toHaveURL(/\/login\?next=%2Fstories$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await accountErrorSeen()).toBe(false);
  await expectNoAxeViolations(page);
  forgiveConsoleErrors(consoleErrors, /status of 401/);
});

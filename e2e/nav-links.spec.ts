import type { Locator, Page } from '@playwright/test';
import { accountMenu, createVerifiedParent, forgiveConsoleErrors, signInAsAdmin, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

/**
 * Every link a signed-in parent can click in the top bar, the phone menu and the account menu leads
 * to a real page; a path with no page keeps the signed-in layout.
 */

// One page load and check per link, on a small shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const appNav = (page: Page) => page.getByRole('navigation', { name: 'App' });

type Container = () => Promise<Locator>;

/** The panel the account menu button opens, found through the button's aria-controls. */
const accountMenuPanel = (page: Page, name: string) => async () => {
  const panelId = await accountMenu(page, name).getAttribute('aria-controls');
  return page.locator(`[id="${panelId}"]`);
};

/** The page at `href` is a real one: not the not-found page, and with a heading of its own. */
async function expectRealPage(page: Page, href: string) {
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page).not.toHaveTitle(/Page not found/);
  await expect(page.getByText('Error 404')).toHaveCount(0);
}

/** Names and targets of the links in `container`, read once so each can be followed in turn. */
async function linksIn(page: Page, open: () => Promise<void>, container: Container) {
  await open();
  const links = (await container()).getByRole('link');
  await expect(links.first()).toBeVisible();
  const found = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
  );
  return found;
}

async function followEvery(page: Page, open: () => Promise<void>, container: Container) {
  await page.goto('/dashboard');
  const links = await linksIn(page, open, container);
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) {
    await page.goto('/dashboard');
    await open();
    await (await container()).getByRole('link', { name: link.name, exact: true }).click();
    await expectRealPage(page, link.href);
  }
  return links.map((link) => link.name);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every link of the top bar and the account menu leads to a real page', async ({ page }) => {
    const parent = await createVerifiedParent(page.request, { name: 'Robin Example' });
    const noop = async () => {
      await expect(accountMenu(page, parent.name)).toBeVisible();
    };
    const names = await followEvery(page, noop, async () => appNav(page).first());
    expect(names).toEqual(['Dashboard', 'Create Story', 'My Stories', 'Children', 'Templates', 'Library', 'Get Credits', 'Blog']);

    const openAccountMenu = async () => {
      await accountMenu(page, parent.name).click();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    };
    const menuNames = await followEvery(page, openAccountMenu, accountMenuPanel(page, parent.name));
    expect(menuNames).toEqual(['Create Story', 'Get Credits', 'Profile', 'Settings', 'Privacy']);
  });

  test('the top bar stays at the top of a long page as it scrolls', async ({ page }) => {
    await createVerifiedParent(page.request, { name: 'Robin Example' });
    await page.goto('/privacy-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your consents' })).toBeVisible();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(300);
    const banner = page.getByRole('banner');
    await expect.poll(async () => (await banner.boundingBox())?.y).toBe(0);
    await expect(banner).toBeInViewport();
  });

  test('an admin’s Admin Dashboard link leads to the admin page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard');
    await appNav(page).first().getByRole('link', { name: 'Admin Dashboard' }).click();
    await expectRealPage(page, '/admin');
  });

  test('a path with no page keeps the signed-in layout and leads back to the dashboard', async ({ page, consoleErrors }) => {
    const parent = await createVerifiedParent(page.request, { name: 'Robin Example' });
    for (const path of ['/no-such-page', '/blog/admin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page wandered off into the night');
      await expect(accountMenu(page, parent.name)).toBeVisible();
      await expect(appNav(page).first().getByRole('link', { name: 'My Stories' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Back to your dashboard' }).click();
    await expectRealPage(page, '/dashboard');
    forgiveConsoleErrors(consoleErrors, /status of 404/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every link of the phone menu leads to a real page', async ({ page, consoleErrors }) => {
    const parent = await createVerifiedParent(page.request, { name: 'Robin Example' });
    const openMenu = async () => {
      const button = page.getByRole('button', { name: 'Menu', exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    };
    const names = await followEvery(page, openMenu, async () => appNav(page).last());
    expect(names).toEqual(['Dashboard', 'Create Story', 'My Stories', 'Children', 'Templates', 'Library', 'Get Credits', 'Blog']);

    const openAccountMenu = async () => {
      await accountMenu(page, parent.name).click();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    };
    const menuNames = await followEvery(page, openAccountMenu, accountMenuPanel(page, parent.name));
    expect(menuNames).toEqual(['Create Story', 'Get Credits', 'Profile', 'Settings', 'Privacy']);

    await page.goto('/no-such-page');
    await openMenu();
    await expect(appNav(page).last().getByRole('link', { name: 'Children' })).toBeVisible();
    await expectNoAxeViolations(page);
    forgiveConsoleErrors(consoleErrors, /status of 404/);
  });
});

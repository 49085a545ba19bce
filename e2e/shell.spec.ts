import { forgiveConsoleErrors } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { inViewport, readFlag, revealFooter } from './support/shell.ts';

/** The public shell: theme, header and phone menu, footer links, blog, affiliates and not-found pages. */

// Most journeys visit several pages and scan each (and each open state) with axe, which takes a
// few seconds a scan on a small machine.
test.describe.configure({ timeout: 60_000 });

test.describe('theme', () => {
  test('a chosen theme survives a reload; system follows the colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);

    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(html).toHaveClass(/dark/);
    expect(await readFlag(page, 'theme')).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(/dark/);
    expect(await readFlag(page, 'theme')).toBe('dark');
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('radio', { name: 'System' }).check();
    expect(await readFlag(page, 'theme')).toBe('system');
    await expect(html).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);

    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(html).not.toHaveClass(/dark/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('radio', { name: 'Light' })).toBeHidden();
  });
});

test.describe('header', () => {
  test('the landing header links to its sections, and anchors scroll from / and from other pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Features', 'How It Works', 'Blog', 'Affiliates', 'Pricing']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect.poll(() => inViewport(page, 'pricing')).toBe(true);
    // The same anchor again, after scrolling away: the address does not change, the scroll must still happen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => inViewport(page, 'pricing')).toBe(true);

    await page.goto('/blog');
    const footer = await revealFooter(page);
    await footer.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect.poll(() => inViewport(page, 'how-it-works')).toBe(true);
  });

  test('other public pages get the signed-out nav; the logo goes home', async ({ page }) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Blog', 'About', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await page.getByRole('link', { name: 'Storyloom home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Beta badge explains itself by keyboard, and the skip link reaches the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const badge = page.getByRole('button', { name: /Beta/ });
    await badge.focus();
    await page.keyboard.press('Enter');
    await expect(badge).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/content is experimental, provided as is, and may contain minor inaccuracies/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(badge).toHaveAttribute('aria-expanded', 'false');
    await expect(badge).toBeFocused();
  });

  test('Affiliates links follow the programme switch', async ({ page }) => {
    await page.route('**/api/affiliate-status', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ enabled: false }) }),
    );
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Affiliates' })).toHaveCount(0);
    const footer = await revealFooter(page);
    await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Become an Affiliate' })).toHaveCount(0);

    await page.goto('/affiliates');
    await expect(page.getByRole('heading', { name: 'The affiliate programme is closed right now' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the nav, its links close it', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Features' })).toBeHidden();
    await expectNoAxeViolations(page);

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Features', 'How It Works', 'Blog', 'Affiliates', 'Pricing', 'Sign up', 'Log in']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('radio', { name: 'System' })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => inViewport(page, 'pricing')).toBe(true);
  });

  for (const path of ['/', '/contact', '/blog', '/affiliates', '/no-such-page']) {
    test(`${path} does not scroll sideways`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await revealFooter(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      forgiveConsoleErrors(consoleErrors, /status of 404/);
    });
  }
});

test.describe('blog', () => {
  test('the list links to a post that renders its body', async ({ page }) => {
    await page.goto('/blog');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expectNoAxeViolations(page);

    const title = (await first.getByRole('heading', { level: 2 }).textContent())!;
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByRole('article').locator('p').nth(2)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'All posts' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown post says so', async ({ page, consoleErrors }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { name: 'We couldn’t find that post' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the blog' })).toBeVisible();
    await expectNoAxeViolations(page);
    forgiveConsoleErrors(consoleErrors, /status of 404/);
  });
});

test.describe('affiliates and not-found', () => {
  test('the affiliate page explains the programme and links to the application', async ({ page }) => {
    await page.goto('/affiliates');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByText(/set when the programme opens for your account/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Apply to become an affiliate' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=affiliate$/);
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('affiliate');
  });

  test('an unknown path answers 404 with a friendly page', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Read the blog' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    forgiveConsoleErrors(consoleErrors, /status of 404/);
  });
});

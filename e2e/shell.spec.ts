import type { Page } from '@playwright/test';
import { messages } from '../src/shared/messages.ts';
import { createVerifiedParent, forgiveConsoleErrors, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

/**
 * The public shell: header and phone menu, theme, footer and newsletter, walkthrough, contact,
 * blog, affiliates and the not-found page.
 */

// Most journeys visit several pages and scan each (and each open state) with axe, which takes a
// few seconds a scan on a small machine.
test.describe.configure({ timeout: 60_000 });

const walkthroughKeys = {
  shown: 'storyloom-walkthrough-shown',
  completed: 'storyloom-walkthrough-completed',
  pending: 'storyloom-walkthrough-pending',
};

/** The footer loads as it nears the viewport. */
async function revealFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1000 });
  }).toPass();
  return footer;
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const readFlag = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const inViewport = (page: Page, id: string) =>
  page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return Boolean(box && box.top >= -2 && box.top < window.innerHeight / 2);
  }, id);

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

test.describe('walkthrough', () => {
  test('steps move with Next, Back and the dots; Skip Tour closes without completing', async ({ page }) => {
    await page.goto('/contact');
    const footer = await revealFooter(page);
    await footer.getByRole('button', { name: 'Take the tour' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Welcome to Storyloom' })).toBeVisible();
    await expect(dialog.getByText('Step 1 of 5')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    expect(await readFlag(page, walkthroughKeys.shown)).toBe('true');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Personalise the story' })).toBeVisible();
    await expect(dialog).toContainText('Bloom adds 1 extra character, Wonder and Flourish add 2');
    await dialog.getByRole('button', { name: /^Step 4:/ }).click();
    await expect(dialog.getByText('Step 4 of 5')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Step 4:/ })).toHaveAttribute('aria-current', 'step');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('heading', { name: 'Add your child’s portrait' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Skip Tour' }).click();
    await expect(dialog).toBeHidden();
    expect(await readFlag(page, walkthroughKeys.completed)).toBeNull();
    await expect(footer.getByRole('button', { name: 'Take the tour' })).toBeFocused();

    // Escape closes it too, and reopening starts from the first step.
    await footer.getByRole('button', { name: 'Take the tour' }).click();
    await expect(dialog.getByText('Step 1 of 5')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('completing at step 5 sets the completed flag and leads to sign-up', async ({ page }) => {
    await page.goto('/contact');
    const footer = await revealFooter(page);
    await footer.getByRole('button', { name: 'Take the tour' }).click();
    const dialog = page.getByRole('dialog');
    for (let step = 1; step < 5; step += 1) await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Read, listen and share' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(dialog).toBeHidden();
    expect(await readFlag(page, walkthroughKeys.completed)).toBe('true');

    // "Take the tour" resets both flags before reopening.
    await page.goto('/contact');
    await (await revealFooter(page)).getByRole('button', { name: 'Take the tour' }).click();
    await expect(dialog).toBeVisible();
    expect(await readFlag(page, walkthroughKeys.completed)).toBeNull();
  });

  test('a pending tour waits for the first signed-in page, opens once, and never after completion', async ({ page }) => {
    const dialog = page.getByRole('dialog');
    const settled = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    };
    await useOwnAddress(page);
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'true'), walkthroughKeys.pending);
    // Public pages (sign-up, email and age steps among them) leave it pending.
    await page.reload();
    await settled();
    await expect(dialog).toHaveCount(0);
    expect(await readFlag(page, walkthroughKeys.pending)).toBe('true');

    await createVerifiedParent(page.request);
    await page.goto('/dashboard');
    await expect(dialog.getByRole('heading', { name: 'Welcome to Storyloom' })).toBeVisible();
    expect(await readFlag(page, walkthroughKeys.pending)).toBeNull();
    expect(await readFlag(page, walkthroughKeys.shown)).toBe('true');
    await dialog.getByRole('button', { name: /^Step 5:/ }).click();
    await expect(dialog.getByRole('button', { name: 'Start Creating' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close tour' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await settled();
    await expect(dialog).toHaveCount(0);

    await page.evaluate((keys) => {
      localStorage.setItem(keys.pending, 'true');
      localStorage.setItem(keys.completed, 'true');
    }, walkthroughKeys);
    await page.reload();
    await settled();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('newsletter', () => {
  const copy = messages.newsletter;

  async function subscribe(page: Page, email: string) {
    const footer = await revealFooter(page);
    await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    return footer;
  }

  test('an address without @ is refused inline, without a request', async ({ page }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletter/')) requests += 1;
    });
    await page.goto('/blog');
    const footer = await subscribe(page, 'parent.example.com');
    const field = footer.getByRole('textbox', { name: 'Email address' });
    await expect(footer.getByRole('alert')).toHaveText(copy.invalidEmail);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await field.fill('');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText(copy.invalidEmail);
    expect(requests).toBe(0);
  });

  test('subscribing shows the thank-you and toast; the same address again is not an error', async ({ page }) => {
    const email = `parent-${Date.now()}@example.com`;
    await useOwnAddress(page);
    await page.goto('/');
    const footer = await subscribe(page, email);
    await expect(footer.getByRole('status')).toHaveText(copy.success);
    await expect(toasts(page).getByText(copy.successToastTitle, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(copy.success, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await subscribe(page, email.toUpperCase());
    await expect(toasts(page).getByText(copy.successToastTitle, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(copy.alreadySubscribed, { exact: true })).toBeVisible();
  });

  test('a server error shows "Subscription Failed" with its message', async ({ page, consoleErrors }) => {
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The mailing list is resting.', code: 'INTERNAL' }),
      }),
    );
    await page.goto('/about');
    const footer = await subscribe(page, 'parent@example.com');
    await expect(toasts(page).getByText(copy.failureToastTitle, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('The mailing list is resting.')).toBeVisible();
    // The form stays, with the address, for another try.
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveValue('parent@example.com');
    await expectNoAxeViolations(page);
    forgiveConsoleErrors(consoleErrors, /status of 500/);
  });

  test('success: false is a failure with the fallback message', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: false, message: '' }) }),
    );
    await page.goto('/about');
    await subscribe(page, 'parent@example.com');
    await expect(toasts(page).getByText(copy.failureToastTitle, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(copy.failureFallback)).toBeVisible();
  });

  test('a network failure shows "Subscription Error"', async ({ page, consoleErrors }) => {
    await page.route('**/api/newsletter/subscribe', (route) => route.abort('internetdisconnected'));
    await page.goto('/about');
    await subscribe(page, 'parent@example.com');
    await expect(toasts(page).getByText(copy.networkToastTitle, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(copy.networkError)).toBeVisible();
    forgiveConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
  });
});

test.describe('contact', () => {
  test('the subject comes from the address, and a valid message is sent', async ({ page }) => {
    await useOwnAddress(page);
    await page.goto('/contact?subject=partnership');
    const subject = page.getByRole('combobox', { name: 'Subject' });
    await expect(subject).toHaveValue('partnership');
    await expect(subject.locator('option:checked')).toHaveText('Partnership');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please tell us your name.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Your name' }).fill('Sam Rivera');
    await page.getByRole('textbox', { name: 'Email address' }).first().fill('sam@example.com');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Our school library would love to offer personalised stories to families.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByText(messages.contact.sent)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/contact?subject=affiliate');
    await expect(subject).toHaveValue('affiliate');
    await page.goto('/contact?subject=something-else');
    await expect(subject).toHaveValue('general');
  });

  test("the server's field error shows beside its field", async ({ page, consoleErrors }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Please enter a valid email address.', code: 'VALIDATION_FAILED', field: 'email' }),
      }),
    );
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Sam Rivera');
    await page.getByRole('textbox', { name: 'Email address' }).first().fill('sam@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('A question about reading levels for twins.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('textbox', { name: 'Email address' }).first()).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid email address.');
    forgiveConsoleErrors(consoleErrors, /status of 400/);
  });
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

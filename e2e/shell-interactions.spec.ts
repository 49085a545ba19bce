import type { Page } from '@playwright/test';
import { messages } from '../src/shared/messages.ts';
import { createVerifiedParent, forgiveConsoleErrors, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { readFlag, revealFooter, toasts, walkthroughKeys } from './support/shell.ts';

/** The public shell's interactive pieces: the walkthrough, the newsletter signup and the contact form. */

// Most journeys visit several pages and scan each (and each open state) with axe, which takes a
// few seconds a scan on a small machine.
test.describe.configure({ timeout: 60_000 });

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
    // Signed in, a public page still leaves it pending, and offers the dashboard instead of Log in/Sign up.
    await page.goto('/blog');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
    expect(await readFlag(page, walkthroughKeys.pending)).toBe('true');
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

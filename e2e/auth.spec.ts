import type { Page } from '@playwright/test';
import { messages } from '../src/shared/messages.ts';
import { compliancePaths, href, signedInPaths } from '../src/shared/routes.ts';
import {
  accountMenu,
  adultBirthDate,
  createParent,
  createVerifiedParent,
  defaultPassword,
  emailLink,
  fillSignUpForm,
  forgiveConsoleErrors,
  logInViaUi,
  separateClient,
  uniqueEmail,
  useOwnAddress,
} from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string | RegExp) => main(page).getByRole('heading', { level: 1, name });

/** Opens a page, waits for its heading and scans it. */
async function visit(page: Page, path: string, title: string | RegExp) {
  await page.goto(path);
  await expect(heading(page, title)).toBeVisible();
  await expectNoAxeViolations(page);
}

async function enterBirthDate(page: Page, date: { day: string; month: string; year: string }) {
  await main(page).getByLabel('Day').fill(date.day);
  await main(page).getByLabel('Month').selectOption({ label: date.month });
  await main(page).getByLabel('Year').fill(date.year);
  await main(page).getByRole('button', { name: 'Continue' }).click();
}

const fourteenYearsAgo = { day: '3', month: 'May', year: String(new Date().getFullYear() - 14) };

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

// The journeys below visit many pages and scan each one, so they get three times the usual time.
const journey = () => test.slow();

test('a new parent signs up, confirms the email, passes the age check and consent, and reaches the dashboard', async ({ page }) => {
  journey();
  const parent = { name: 'Jordan Example', email: uniqueEmail('journey'), password: defaultPassword };
  await visit(page, '/signup', 'Create your account');
  await fillSignUpForm(page, parent);

  await expect(page).toHaveURL(/\/verify-email\?status=sent/);
  await expect(heading(page, 'Check your inbox')).toBeVisible();
  await expect(main(page)).toContainText(parent.email);
  await expectNoAxeViolations(page);

  await page.goto(await emailLink('verify-email', parent.email));
  await expect(heading(page, 'Your email is confirmed')).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('link', { name: 'Continue: confirm your age' }).click();

  await expect(page).toHaveURL(/\/age-verification\?next=%2Fdashboard$/);
  await expect(heading(page, 'Confirm your age')).toBeVisible();
  // A neutral question: nothing filled in, no "I am over …" shortcut.
  for (const field of ['Day', 'Month', 'Year']) await expect(main(page).getByLabel(field)).toHaveValue('');
  await expect(main(page).getByRole('button')).toHaveText(['Continue']);
  await expectNoAxeViolations(page);
  await enterBirthDate(page, adultBirthDate);

  await expect(heading(page, 'Your child’s information, your choice')).toBeVisible();
  // No outside AI provider is configured here, so disclosure to one (consent 2) is not asked.
  const boxes = main(page).getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await expect(main(page).getByRole('checkbox', { name: /Send my child’s information to/ })).toHaveCount(0);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Agree and continue' }).click();
  await expect(main(page).getByRole('alert')).toContainText('Please tick the first choice');
  await main(page).getByRole('checkbox', { name: /Use my child’s information to make stories/ }).check();
  await main(page).getByRole('button', { name: 'Agree and continue' }).click();

  await expect(page).toHaveURL(/\/dashboard\?verified=true$/);
  // A brand-new account is shown the walkthrough once, on its first signed-in page.
  const tour = page.getByRole('dialog', { name: 'Welcome to Storyloom' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Skip Tour' }).click();
  await expect(tour).toBeHidden();
  await expect(accountMenu(page, parent.name)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('signing in with a wrong password shows exactly "Invalid email or password."', async ({ page, consoleErrors }) => {
  const client = await separateClient();
  const parent = await createVerifiedParent(client);
  await client.dispose();

  await visit(page, '/login', 'Log in');
  await logInViaUi(page, parent.email, 'not-the-right-password');
  await expect(main(page).getByRole('alert')).toHaveText(messages.login.invalidCredentials);
  await expectNoAxeViolations(page);

  // An address with no account gets the very same answer: the form does not reveal who has one.
  await logInViaUi(page, uniqueEmail('nobody'), 'whatever-password');
  await expect(main(page).getByRole('alert')).toHaveText(messages.login.invalidCredentials);
  await expect(page).toHaveURL(/\/login$/);
  forgiveConsoleErrors(consoleErrors, /status of 401/);
});

test('a parent resets a forgotten password from the emailed link and signs in with the new one', async ({ page }) => {
  journey();
  const client = await separateClient();
  const parent = await createVerifiedParent(client);
  await client.dispose();
  const newPassword = 'willow-comet-teapot-9';

  await visit(page, '/login', 'Log in');
  await main(page).getByLabel('Email address').fill(parent.email);
  await main(page).getByRole('button', { name: 'Forgot password?' }).click();
  await expect(heading(page, 'Reset your password')).toBeVisible();
  await expect(main(page).getByLabel('Email address')).toHaveValue(parent.email);
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(main(page).getByRole('status')).toContainText(`If there is a Storyloom account for ${parent.email}`);
  await expectNoAxeViolations(page);

  const link = await emailLink('reset-password', parent.email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?mode=reset&token=/);
  await expect(heading(page, 'Choose a new password')).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByLabel('New password', { exact: true }).fill(newPassword);
  await main(page).getByRole('button', { name: 'Save new password' }).click();

  await expect(main(page).getByRole('status')).toHaveText('Your password has been changed. Log in with your new password.');
  await logInViaUi(page, parent.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(accountMenu(page, parent.name)).toBeVisible();

  // The link works once: opened again it explains and offers a new one.
  await visit(page, link, 'This reset link has expired');
  await expect(main(page).getByRole('button', { name: 'Send reset link' })).toBeVisible();
});

test('an under-18 date asks for a parent, whose emailed link grants consent', async ({ page, browser, consoleErrors }) => {
  journey();
  const teen = await createParent(page.request, { name: 'Sam Example' });
  const parentEmail = uniqueEmail('guardian');

  await visit(page, '/age-verification', 'Confirm your age');
  await enterBirthDate(page, fourteenYearsAgo);
  await expect(heading(page, 'A parent or guardian needs to agree')).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByLabel('Your parent’s or guardian’s email').fill(parentEmail);
  await main(page).getByRole('button', { name: 'Email my parent or guardian' }).click();
  await expect(heading(page, 'We’ve emailed your parent or guardian')).toBeVisible();
  await expect(main(page)).toContainText(parentEmail);
  await expectNoAxeViolations(page);

  // Until the parent answers, app pages send the teen back here.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/age-verification\?next=%2Fdashboard$/);
  await expect(heading(page, 'We’ve emailed your parent or guardian')).toBeVisible();

  const link = await emailLink('parent-consent', parentEmail);
  const parentContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.1' } });
  const parentPage = await parentContext.newPage();
  parentPage.on('console', (message) => message.type() === 'error' && consoleErrors.push(`parent page: ${message.text()}`));
  await visit(parentPage, link, 'Sam Example would like to use Storyloom');
  await main(parentPage).getByRole('button', { name: 'I agree' }).click();
  await expect(heading(parentPage, 'Thank you, your answer is saved')).toBeVisible();
  await expect(main(parentPage)).toContainText('You agreed. Sam Example can now use Storyloom.');
  await expectNoAxeViolations(parentPage);
  await visit(parentPage, link, 'You’ve already answered this request');
  await parentContext.close();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(accountMenu(page, teen.name)).toBeVisible();
});

test('the birth date is remembered: a second try cannot pick another date', async ({ page, consoleErrors }) => {
  journey();
  await createParent(page.request);
  const otherTab = await page.context().newPage();
  await visit(page, '/age-verification', 'Confirm your age');
  await visit(otherTab, '/age-verification', 'Confirm your age');

  await enterBirthDate(page, adultBirthDate);
  await expect(heading(page, 'Your child’s information, your choice')).toBeVisible();

  // The tab still showing the question cannot record a different date.
  await enterBirthDate(otherTab, fourteenYearsAgo);
  await expect(main(otherTab).getByRole('alert')).toHaveText(
    'Your date of birth has already been recorded. If it is wrong, please contact us.',
  );
  await expectNoAxeViolations(otherTab);
  await main(otherTab).getByRole('button', { name: 'Continue with the date on record' }).click();
  await expect(heading(otherTab, 'Your child’s information, your choice')).toBeVisible();
  await otherTab.close();

  // Coming back later goes straight past the question.
  await page.reload();
  await expect(heading(page, 'Your child’s information, your choice')).toBeVisible();
  await expect(main(page).getByLabel('Day')).toHaveCount(0);
  forgiveConsoleErrors(consoleErrors, /status of 409/);
});

test.describe('signed out, every protected page leads to log in and back', () => {
  const protectedPaths = [...Object.values(compliancePaths), ...Object.values(signedInPaths)].map((pattern) =>
    href(pattern, { id: 'a1b2c3' }),
  );
  for (const path of protectedPaths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const escaped = encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${escaped}$`));
      await expect(heading(page, 'Log in')).toBeVisible();
    });
  }
});

test('logout clears the cached sign-in and every story-builder-state key', async ({ page }) => {
  const parent = await createVerifiedParent(page.request, { name: 'Casey Example' });
  const planted = ['story-builder-state', 'story-builder-state-draft-1', 'story-builder-state:child-2'];
  await page.goto('/dashboard');
  await expect(accountMenu(page, parent.name)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate((keys) => {
    for (const key of keys) localStorage.setItem(key, JSON.stringify({ step: 2 }));
    localStorage.setItem('unrelated-note', 'kept');
  }, planted);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storyloom-auth-token'))).not.toBeNull();

  await accountMenu(page, parent.name).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  const remaining = await page.evaluate(() => Object.keys(localStorage));
  expect(remaining).not.toContain('storyloom-auth-token');
  expect(remaining.filter((key) => key.startsWith('story-builder-state'))).toEqual([]);
  expect(remaining).toContain('unrelated-note');

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('the sign-in and verification pages have no accessibility violations in the dark theme', async ({ page }) => {
  journey();
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await visit(page, '/login', 'Log in');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await visit(page, '/signup', 'Create your account');
  await visit(page, '/verify-email?status=verified&error=TOKEN_EXPIRED', 'This confirmation link has expired');
  await visit(page, '/age-verification', 'Log in to continue');

  await createParent(page.request, { birthDate: adultBirthDate.iso });
  await visit(page, '/age-verification', 'Your child’s information, your choice');
  await visit(page, '/auth/debug', 'Authentication debug page');
  await expect(main(page)).toContainText('Logged in');
});

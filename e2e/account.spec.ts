import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { messages } from '../src/shared/messages.ts';
import {
  accountId,
  accountMenu,
  createParent,
  createVerifiedParent,
  defaultPassword,
  emailLink,
  forgiveConsoleErrors,
  logInViaUi,
  readOutbox,
  separateClient,
  signInAsAdmin,
  uniqueEmail,
  useOwnAddress,
} from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/**
 * The signed-in account pages: dashboard, profile, settings (theme, password, sessions, deletion)
 * and the privacy dashboard (export, partial deletion, consents).
 */

// Journeys of several pages, each with an accessibility scan, on a small shared CI machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string | RegExp) => main(page).getByRole('region', { name });

/** Another device signed in to the same account: a request context with cookies of its own. */
async function signInElsewhere(email: string, password: string) {
  const other = await separateClient();
  const response = await other.post('/api/identity/sign-in/email', { data: { email, password }, headers: { origin: baseURL } });
  expect(response.ok(), `second sign-in: ${response.status()}`).toBe(true);
  const stillSignedIn = async () => {
    const session = (await (await other.get('/api/identity/get-session')).json()) as { user?: unknown } | null;
    return Boolean(session?.user);
  };
  return { stillSignedIn };
}

test('the dashboard greets a new parent with next steps, email and privacy status', async ({ page }) => {
  const parent = await createVerifiedParent(page.request, { name: 'Robin Example' });
  await page.goto('/dashboard?verified=true');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/, Robin$/);
  await expect(main(page).getByText('You’re all set')).toBeVisible();

  const steps = section(page, 'Your next steps');
  await expect(steps.getByRole('link', { name: 'Add a child' })).toHaveAttribute('href', '/portraits');
  await expect(steps.getByRole('link', { name: 'Create a story' })).toHaveAttribute('href', '/create-story');
  await expect(steps.getByRole('link', { name: 'See credits and plans' })).toHaveAttribute('href', '/credits');

  const privacy = section(page, 'Your privacy');
  await expect(privacy.getByRole('listitem').filter({ hasText: 'Collection and use for stories' })).toContainText('Given');
  await expect(privacy.getByRole('link', { name: 'Open your privacy dashboard' })).toHaveAttribute('href', '/privacy-dashboard');

  await expect(main(page).getByText('Please confirm your email address')).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Send me a new link' }).click();
  await expect(main(page).getByText(`A new link is on its way to ${parent.email}`)).toBeVisible();
  await expect.poll(async () => (await readOutbox('verify-email', parent.email)).length).toBe(2);
});

test('the privacy export downloads a zip of everything held: the consents, the stories’ text, pictures and narration', async ({ page }) => {
  test.setTimeout(120_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Noor', age: 8 });
  const submitted = await submitStory(page.request, parent.token, { heroChildId: child.id, templateId: 'big-hill', length: 5, voice: 'standard' });
  const { id } = (await submitted.json()) as { id: string };
  const story = await waitForStory(page.request, parent.token, id, 90_000);
  expect(story.status).toBe('ready');
  await page.goto('/privacy-dashboard');
  await expect(section(page, 'Your account record')).toContainText(parent.email);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download all my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^storyloom-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const data = JSON.parse(strFromU8(entries['storyloom-data.json']!));
  expect(data.account.email).toBe(parent.email);
  expect(data.stories[0].pages.map((p: { text: string }) => p.text)).toEqual(story.pages.map((p) => p.text));
  // Every page's picture and narration, and the cover, are files in the zip, as the JSON lists them.
  const kinds = (data.files as Array<{ kind: string; name: string }>).map((file) => file.kind);
  expect(kinds.filter((kind) => kind === 'illustration')).toHaveLength(story.pages.length);
  expect(kinds.filter((kind) => kind === 'narration')).toHaveLength(story.pages.length);
  expect(kinds).toContain('cover');
  for (const file of data.files as Array<{ name: string }>) expect(entries[file.name]?.length, file.name).toBeGreaterThan(0);
  expect(data.account.consents['child-data']).toMatchObject({ granted: true, method: 'account-holder' });
  expect(data.consentHistory).toEqual([expect.objectContaining({ kind: 'child-data', granted: true })]);
  expect(data.sessions.length).toBeGreaterThan(0);
});

test('one part of the data can be deleted on its own', async ({ page }) => {
  const parent = await createVerifiedParent(page.request);
  const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email: parent.email, source: 'website-footer' } });
  expect(subscribed.ok()).toBe(true);
  await page.goto('/privacy-dashboard');
  const newsletter = section(page, 'Newsletter');
  await expect(newsletter).toContainText(parent.email);
  await newsletter.getByRole('button', { name: 'Unsubscribe and delete…' }).click();
  await newsletter.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(newsletter).toContainText('You are not subscribed to the newsletter.');
  await expect(section(page, 'Your account record')).toContainText(parent.email);
});

test('revoking consent 1 pauses child features until it is given again', async ({ page }) => {
  await createVerifiedParent(page.request);
  await page.goto('/privacy-dashboard#consents');
  const consent = section(page, 'Your consents').getByRole('listitem').filter({ hasText: 'Consent 1' });
  await consent.getByRole('button', { name: 'Revoke consent 1…' }).click();
  await expect(consent.getByRole('group', { name: 'Revoke consent 1' })).toContainText('locked until you give this consent again');
  await expectNoAxeViolations(page);
  await consent.getByRole('button', { name: 'Revoke consent', exact: true }).click();
  await expect(consent).toContainText(/Revoked on/);

  // An adult with a verified birth date passes the route guard (docs/product.md §4); the lock shows here.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main(page).getByText('Child features are paused')).toBeVisible();
  await expectNoAxeViolations(page);

  await main(page).getByRole('link', { name: 'Review your consents' }).click();
  await consent.getByRole('button', { name: 'Give consent 1' }).click();
  await expect(consent).toContainText(/Given by you in your account on/);
  await page.goto('/dashboard');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByText('Child features are paused')).toHaveCount(0);
});

test('consent 2 reads as not asked where no outside AI provider is set up, never as withdrawn', async ({ page }) => {
  await createVerifiedParent(page.request);
  await page.goto('/privacy-dashboard#consents');
  const consent = section(page, 'Your consents').getByRole('listitem').filter({ hasText: /Consent 2:/ });
  await expect(consent).toContainText('Not asked: no outside AI provider is set up here.');
  await expect(consent).not.toContainText(/Revoked on|Not given/);
  await expect(consent.getByRole('button')).toHaveCount(0);
  const history = section(page, 'Consent history');
  await expect(history).toContainText('Consent 1 given: Collection and use for stories');
  await expect(history).not.toContainText('Consent 2 withdrawn');
  await expectNoAxeViolations(page);
});

test('a name that reads as markup is refused, and initials come from letters only', async ({ page }) => {
  await createVerifiedParent(page.request, { name: 'Robin Example' });
  await page.goto('/profile');
  const name = section(page, 'Name');
  await name.getByLabel('Your name').fill('<img src=x>');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(name.getByText('Please use letters, spaces, hyphens or apostrophes only.')).toBeVisible();
  await expect(accountMenu(page, 'Robin Example')).toHaveText('RE');
  await name.getByLabel('Your name').fill('Séverine O’Brien-Ngata');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(accountMenu(page, 'Séverine O’Brien-Ngata')).toHaveText('SO');
  await expectNoAxeViolations(page);
});

test('the sessions list marks this device and signs another one out', async ({ page }) => {
  const parent = await createVerifiedParent(page.request);
  const elsewhere = await signInElsewhere(parent.email, parent.password);
  await page.goto('/settings');
  const devices = section(page, 'Where you’re logged in').getByRole('list', { name: 'Logged-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText('This device');
  await expectNoAxeViolations(page);

  await devices.getByRole('button', { name: /^Log out / }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(main(page).getByText('You are not logged in anywhere else.')).toBeVisible();
  expect(await elsewhere.stillSignedIn()).toBe(false);
});

test('changing the password keeps this device, signs out the others, and the new one works', async ({ page, consoleErrors }) => {
  const parent = await createVerifiedParent(page.request);
  const elsewhere = await signInElsewhere(parent.email, parent.password);
  await page.goto('/settings');
  const form = section(page, 'Password');
  await form.getByLabel('Current password').fill(parent.password);

  await form.getByLabel('New password').fill('short');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(messages.signup.weakPassword)).toBeVisible();

  await form.getByLabel('New password').fill('password123');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(messages.signup.weakPassword)).toBeVisible();
  forgiveConsoleErrors(consoleErrors, /status of 400/);

  const newPassword = 'quiet-harbour-night-lamp';
  await form.getByLabel('New password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expect.poll(() => elsewhere.stillSignedIn()).toBe(false);
  await expect(section(page, 'Where you’re logged in').getByRole('listitem')).toHaveCount(1);

  // Still signed in here: the account pages keep working with the replaced session.
  await page.goto('/privacy-dashboard');
  await expect(section(page, 'Your account record')).toContainText(parent.email);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await logInViaUi(page, parent.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard/);
});

test('the theme chosen in settings persists', async ({ page }) => {
  await createVerifiedParent(page.request);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await section(page, 'Appearance').getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(section(page, 'Appearance').getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expectNoAxeViolations(page);
});

test('the profile saves a name and an avatar, and starts an email change after the password', async ({ page, consoleErrors }) => {
  const parent = await createVerifiedParent(page.request);
  await page.goto('/profile');
  await expectNoAxeViolations(page);

  const name = section(page, 'Name');
  await name.getByLabel('Your name').fill('Robin Q. Example');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Robin Q. Example' })).toBeVisible();

  const picture = section(page, 'Picture');
  await picture.getByRole('radio', { name: 'Owl' }).check();
  await picture.getByRole('button', { name: 'Save picture' }).click();
  await expect(picture.getByRole('button', { name: 'Save picture' })).toBeDisabled();
  await page.reload();
  await expect(section(page, 'Picture').getByRole('radio', { name: 'Owl' })).toBeChecked();
  const menuButton = page.getByRole('button', { name: /Account menu/ });
  await expect(menuButton.locator('svg')).toHaveCount(1);
  await expect(menuButton.locator('img')).toHaveCount(0);

  const email = section(page, 'Email address');
  const newEmail = uniqueEmail('moved');
  await email.getByLabel('New email address').fill(newEmail);
  await email.getByLabel('Current password').fill('not-my-password');
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByText('That password is not right. Please try again.')).toBeVisible();
  forgiveConsoleErrors(consoleErrors, /status of 400/);

  await email.getByLabel('Current password').fill(parent.password);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByText(`Check the inbox of ${newEmail}`)).toBeVisible();
  await expect(email).toContainText('new');
  await page.goto(await emailLink('verify-email', newEmail));
  await expect(page).toHaveURL(/\/profile\?emailChanged=1/);
  await expect(main(page).getByText('Your email address has changed')).toBeVisible();
  await expect(section(page, 'Email address')).toContainText(`You log in with ${newEmail}`);
});

test('deleting the account removes it: signing in afterwards fails', async ({ page, consoleErrors }) => {
  const parent = await createVerifiedParent(page.request);
  await page.goto('/settings');
  const danger = section(page, 'Delete your account');
  await danger.getByRole('button', { name: 'Delete my account…' }).click();
  const confirm = danger.getByRole('button', { name: 'Delete my account for good' });
  await expect(confirm).toBeDisabled();
  await danger.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('storyloom-auth-token'))).toBeNull();

  await page.goto('/login');
  await logInViaUi(page, parent.email, defaultPassword);
  await expect(main(page).getByText(messages.login.invalidCredentials)).toBeVisible();
  forgiveConsoleErrors(consoleErrors, /status of 401/);
});

test('an account without a verified age is sent to age verification first', async ({ page }) => {
  await createParent(page.request);
  await page.goto('/privacy-dashboard');
  await expect(page).toHaveURL(/\/age-verification\?next=%2Fprivacy-dashboard/);
  // Its header offers no Dashboard (it would lead straight back here) but lets the visitor log out.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/privacy-dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a parent who is not an admin sees no Admin link, a plain refusal, and the API answers 403', async ({ page }) => {
  const parent = await createVerifiedParent(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('link', { name: 'Privacy', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

  const outbox = await page.request.get('/api/admin/outbox', { headers: { authorization: `Bearer ${parent.token}` } });
  expect(outbox.status()).toBe(403);

  await page.goto('/admin');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('This area is for Storyloom administrators.');
  await expectNoAxeViolations(page);
});

test('an admin reaches the Admin Dashboard, reads the outbox and grants admin access', async ({ page }) => {
  const client = await separateClient();
  const newcomer = await createParent(client);
  const newcomerId = await accountId(client, newcomer.token);
  await signInAsAdmin(page);

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');

  const outbox = section(page, 'Email outbox');
  await outbox.getByLabel('Kind of email').selectOption('verify-email');
  const email = outbox.getByRole('listitem').filter({ hasText: `To ${newcomer.email}` });
  await email.getByText('Confirm your email for Storyloom').click();
  // Account links belong to their recipients alone: the outbox shows that one was sent, never the link.
  await expect(email.getByText('[link hidden]')).toBeVisible();
  await expect(email.getByRole('link', { name: /token=/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const access = section(page, 'Administrator access');
  await access.getByLabel('Account ID').fill(newcomerId);
  await access.getByRole('button', { name: 'Make administrator' }).click();
  await expect(access.getByText(`${newcomer.name} (${newcomer.email}) is now an administrator`)).toBeVisible();
  const me = await client.get('/api/auth/me', { headers: { authorization: `Bearer ${newcomer.token}` } });
  expect(((await me.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
});

/**
 * Public pages arrive as HTML rendered at build time: a visitor (or a crawler, or a link preview)
 * without JavaScript sees the page, and the browser then hydrates it without complaint.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { paths } from '../src/shared/routes.ts';
import { useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const headlines: Array<[string, string]> = [
  [paths.home, 'Tonight, your child is the hero of the story'],
  [paths.blog, 'Notes from the bedtime shelf'],
  [paths.about, 'Stories that begin with your child'],
];

/** Whether React has taken over the page's main heading (hydration attaches its fiber to the node). */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, headline] of headlines) {
    test(`${path} shows its headline, title and preview tags`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(headline);
      await expect(page).toHaveTitle(/Storyloom/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
      // An accessibility scan needs script in the page; the hydrated page below gets one.
    });
  }

  test('a form cannot be sent before the page comes alive, so its fields never land in the address', async ({ page }) => {
    await page.goto(paths.contact);
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });
});

test('the landing page paints from its HTML alone: its styles come inline, no stylesheet is fetched', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  const response = await page.goto(paths.home, { waitUntil: 'networkidle' });
  expect(await response?.text()).toMatch(/<style>[^<]*--primary:/);
  // Styled by the inline rules: the body's type size and the primary button's colour.
  await expect(page.locator('body')).toHaveCSS('font-size', '17px');
  await expect(page.getByRole('main').getByRole('link', { name: 'Start free', exact: true })).toHaveCSS('background-color', 'rgb(81, 64, 196)');
  expect(stylesheets).toEqual([]);
});

test('the contact form can be sent once the page has hydrated', async ({ page }) => {
  await page.goto(paths.contact);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
});

/**
 * Opens a prerendered page on a slow phone: its code runs four times slower and arrives only when
 * the returned function lets it, so whatever the test does first happens before the page is alive.
 */
async function openBeforeItComesAlive(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return {
    comeAlive: async () => {
      releaseScripts();
      await expect.poll(() => hydrated(page)).toBe(true);
    },
    fullSpeed: () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
  };
}

const typedEarly = { name: 'Robin Early', email: 'robin.early@example.com', message: 'Typed before the page came alive.' };

async function typeIntoContactForm(page: Page) {
  const form = page.getByRole('main').locator('form');
  await form.getByRole('textbox', { name: 'Your name' }).fill(typedEarly.name);
  await form.getByRole('textbox', { name: 'Email address' }).fill(typedEarly.email);
  await form.getByRole('textbox', { name: 'Message' }).fill(typedEarly.message);
  return form;
}

/** Sends the form and returns what reached the server. */
async function sendContactForm(page: Page) {
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
  await page.getByRole('main').getByRole('button', { name: 'Send message' }).click();
  const body: unknown = (await sent).postDataJSON();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  return body;
}

test('what a visitor types before the page comes alive stays, and the form then sends it', async ({ page }) => {
  test.setTimeout(60_000);
  await useOwnAddress(page);
  const page$ = await openBeforeItComesAlive(page, paths.contact);
  const form = await typeIntoContactForm(page);
  await form.getByRole('combobox', { name: 'Subject' }).selectOption('affiliate');
  // Not alive yet: sending is held back, so Enter neither reloads the page nor puts the fields in the address.
  const send = form.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await form.getByRole('textbox', { name: 'Your name' }).press('Enter');
  expect(await hydrated(page)).toBe(false);
  expect(new URL(page.url()).search).toBe('');

  await page$.comeAlive();
  await expect(send).toBeEnabled();
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue(typedEarly.name);
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(typedEarly.message);
  expect(await sendContactForm(page)).toEqual({ ...typedEarly, subject: 'affiliate' });
  expect(new URL(page.url()).search).toBe('');
  await page$.fullSpeed();
  await expectNoAxeViolations(page);
});

test('a subject in the address is chosen once the page comes alive, keeping what was typed before', async ({ page }) => {
  test.setTimeout(60_000);
  await useOwnAddress(page);
  const page$ = await openBeforeItComesAlive(page, `${paths.contact}?subject=partnership`);
  const form = await typeIntoContactForm(page);
  await page$.comeAlive();
  await expect(form.getByRole('combobox', { name: 'Subject' })).toHaveValue('partnership');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(typedEarly.message);
  expect(await sendContactForm(page)).toEqual({ ...typedEarly, subject: 'partnership' });
  await page$.fullSpeed();
});

test('the landing page hydrates its HTML without warnings and then works as an app', async ({ page }) => {
  const complaints: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/hydrat|did not match|mismatch/i.test(message.text())) complaints.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { level: 1, name: 'Tonight, your child is the hero of the story' })).toBeVisible();
  await expect.poll(() => hydrated(page)).toBe(true);
  // The menu button only opens once React handles its click.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(complaints).toEqual([]);
  await expectNoAxeViolations(page);
});

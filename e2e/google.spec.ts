/**
 * Google sign-in against a local OpenID Connect server standing in for Google: in a popup on wide
 * screens, by redirect on phones and when the popup is blocked. The shared e2e app runs without
 * GOOGLE_* settings, so these journeys start an app of their own pointed at the mock.
 */
import type { Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { messages } from '../src/shared/messages.ts';
import { toasts } from './support/shell.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { startOwnApp, type OwnApp } from './support/own-app.ts';

const googleUser = { email: 'robin.google@example.com', name: 'Robin Ashdown' };

let oidc: OAuth2Server | undefined;
let app: OwnApp | undefined;
/** The Google test app's address, once it runs. */
const appUrl = () => app!.url;

test.describe('Google sign-in', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    // The mock signs everyone in as "johndoe"; give that person the profile Google would share.
    oidc.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, { email: googleUser.email, email_verified: true, name: googleUser.name });
    });
    oidc.service.on('beforeUserinfo', (response) => {
      response.body = { sub: 'johndoe', email: googleUser.email, email_verified: true, name: googleUser.name };
    });
    await oidc.start(0, '127.0.0.1');
    app = await startOwnApp('google', {
      GOOGLE_CLIENT_ID: 'storyloom-e2e',
      GOOGLE_CLIENT_SECRET: 'storyloom-e2e-secret',
      GOOGLE_ISSUER_URL: oidc.issuer.url!,
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await oidc?.stop().catch(() => undefined);
  });

  /** Collects what the popup logs as errors, so a broken completion page cannot pass unnoticed. */
  function popupErrors(popup: Page): string[] {
    const errors: string[] = [];
    popup.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    popup.on('pageerror', (error) => errors.push(error.message));
    return errors;
  }

  async function expectSignedInAsGoogleUser(page: Page): Promise<void> {
    const { token } = (await (await page.request.get(`${appUrl()}/api/identity/token`)).json()) as { token: string };
    const me = await page.request.get(`${appUrl()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    const session = await (await page.request.get(`${appUrl()}/api/identity/get-session`)).json();
    expect(session.user).toMatchObject({ email: googleUser.email, name: googleUser.name, emailVerified: true });
  }

  /** Leaves the popup sitting at "Google" instead of coming straight back, as while a parent chooses an account. */
  function holdAtGoogle(): void {
    oidc?.service.once('beforeAuthorizeRedirect', (redirect) => {
      redirect.url.href = `${oidc?.issuer.url}/.well-known/openid-configuration`;
    });
  }

  test.describe('in a popup on a wide screen', () => {
    test('signing in finishes in the opener: Authenticating..., the success toast, then the next page', async ({ page }) => {
      await page.goto(`${appUrl()}/login?next=${encodeURIComponent('/settings')}`);
      const button = page.getByRole('button', { name: 'Continue with Google' });
      await expect(button).toBeVisible();
      await expectNoAxeViolations(page);
      const started = page.context().waitForEvent('request', (request) => request.url().includes('/api/identity/oauth-popup/start'));
      const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
      const errors = popupErrors(popup);
      await started;
      await popup.waitForEvent('close');
      expect(errors, 'popup console errors').toEqual([]);

      await expect(page.getByText(messages.federatedReturn.authenticating, { exact: true })).toBeVisible();
      await expect(toasts(page).getByText(messages.federatedReturn.success, { exact: true })).toBeVisible();
      // The settings page checks compliance first: a parent new to Storyloom is asked for a birth date.
      await page.waitForURL(/\/(settings|age-verification\?next=%2Fsettings)$/);
      await expectSignedInAsGoogleUser(page);
    });

    test('closing the popup without signing in gives the button back, with no error', async ({ page }) => {
      holdAtGoogle();
      await page.goto(`${appUrl()}/login`);
      const button = page.getByRole('button', { name: 'Continue with Google' });
      const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
      await popup.waitForURL(/openid-configuration/);
      await expect(button).toBeDisabled();
      await popup.close();

      await expect(button).toBeEnabled();
      await expect(toasts(page).getByText(messages.signInRedirect.title, { exact: true })).toHaveCount(0);
      await expect(page).toHaveURL(`${appUrl()}/login`);
      // Usable again: a second click opens a fresh popup.
      holdAtGoogle();
      const [again] = await Promise.all([page.waitForEvent('popup'), button.click()]);
      await again.waitForURL(/openid-configuration/);
      await again.close();
      await expect(button).toBeEnabled();
    });

    test('a failure reported by the popup shows the sign-in error toast', async ({ page }) => {
      oidc?.service.once('beforeAuthorizeRedirect', (redirect) => {
        redirect.url.searchParams.delete('code');
        redirect.url.searchParams.set('error', 'access_denied');
      });
      await page.goto(`${appUrl()}/login`);
      const button = page.getByRole('button', { name: 'Continue with Google' });
      const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
      await popup.waitForEvent('close');
      await expect(toasts(page).getByText(messages.signInRedirect.title, { exact: true })).toBeVisible();
      await expect(toasts(page).getByText(messages.signInRedirect.description, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(`${appUrl()}/login`);
      await expect(button).toBeEnabled();
      const session = await (await page.request.get(`${appUrl()}/api/identity/get-session`)).json();
      expect(session).toBeNull();
    });

    test('when the browser blocks the popup, the sign-in goes by redirect instead', async ({ page }) => {
      // What a popup blocker does: window.open hands back no window.
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto(`${appUrl()}/signup`);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page.getByText(messages.federatedReturn.authenticating, { exact: true })).toBeVisible();
      await expect(toasts(page).getByText(messages.federatedReturn.success, { exact: true })).toBeVisible();
      await page.waitForURL(/\/(dashboard|age-verification\?next=%2Fdashboard)$/);
      await expectSignedInAsGoogleUser(page);
    });
  });

  test.describe('by redirect on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a failed Google sign-in comes back to the login page with the error toast', async ({ page }) => {
      oidc?.service.once('beforeAuthorizeRedirect', (redirect) => {
        redirect.url.searchParams.delete('code');
        redirect.url.searchParams.set('error', 'access_denied');
      });
      await page.goto(`${appUrl()}/login`);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(toasts(page).getByText(messages.signInRedirect.title, { exact: true })).toBeVisible();
      await expect(toasts(page).getByText(messages.signInRedirect.description, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(`${appUrl()}/login`);
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    });

    test('signing in with Google shows Authenticating..., the success toast, then the dashboard', async ({ page }) => {
      let popups = 0;
      page.on('popup', () => (popups += 1));
      await page.goto(`${appUrl()}/login`);
      const button = page.getByRole('button', { name: 'Continue with Google' });
      await expect(button).toBeVisible();
      await expectNoAxeViolations(page);
      await button.click();
      await expect(page.getByText(messages.federatedReturn.authenticating, { exact: true })).toBeVisible();
      await expect(toasts(page).getByText(messages.federatedReturn.success, { exact: true })).toBeVisible();
      // The dashboard checks compliance first: a parent new to Storyloom is asked for a birth date.
      await page.waitForURL(/\/(dashboard|age-verification\?next=%2Fdashboard)$/);
      expect(popups).toBe(0);
      await expectSignedInAsGoogleUser(page);
    });
  });

  test('the button also shows on the sign-up page', async ({ page }) => {
    await page.goto(`${appUrl()}/signup`);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });
});

test('without Google settings the login and sign-up pages show no Google button', async ({ page }) => {
  const config = await (await page.request.get('/api/site-config')).json();
  expect(config).toMatchObject({ googleSignIn: false });
  const configAnswered = page.waitForResponse((response) => response.url().endsWith('/api/site-config'));
  await page.goto('/login');
  await configAnswered;
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
});

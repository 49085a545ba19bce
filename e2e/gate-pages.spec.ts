import { createParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

/**
 * The email and age checks stand between signing up and the app: their header offers Log out and
 * no Dashboard button, which would only lead back to them.
 */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`the age check at ${viewport.width} px offers Log out and no Dashboard button`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await createParent(page.request);
    await page.goto('/age-verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your age' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: /Log In|Sign Up/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    const session = await (await page.request.get('/api/identity/get-session')).json();
    expect(session?.user ?? null).toBeNull();
  });
}

test('the email check has the same header', async ({ page }) => {
  await createParent(page.request);
  await page.goto('/verify-email');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

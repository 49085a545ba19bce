import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { embeddedDatabasePort } from '../playwright.config.ts';
import { embeddedConnectionString } from '../src/server/db/embedded.ts';
import { accountId, createVerifiedParent, forgiveConsoleErrors, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/** A plan in force, as the payment webhook would leave it (Stripe is not configured here). */
async function giveWonderPlan(userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedConnectionString(embeddedDatabasePort, 'storyloom') });
  await client.connect();
  try {
    await client.query(
      `insert into subscriptions (user_id, stripe_subscription_id, plan, status, current_period_end) values ($1, $2, 'wonder', 'active', now() + interval '30 days')`,
      [userId, `sub_${userId}`],
    );
  } finally {
    await client.end();
  }
}

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('a parent on a plan with PDF export prints a story: paper, keepsake page, progress, download', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Mia', age: 5 });
  const response = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'bedtime', length: 5, illustrationStyle: 'storybook' });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const story = await waitForStory(page.request, parent.token, id, 120_000);
  expect(story.status).toBe('ready');

  // Without a plan that includes it, the dialog says which plans do.
  await page.goto(`/stories/${id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Print it' }).click();
  const dialog = page.getByRole('dialog', { name: /^Print/ });
  await expect(dialog.getByRole('radiogroup', { name: 'Paper' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Make the PDF' }).click();
  await expect(dialog.getByRole('alert')).toContainText('PDF export comes with the Wonder or Flourish plan.');
  await expect(dialog.getByRole('link', { name: 'See the plans' })).toBeVisible();
  forgiveConsoleErrors(consoleErrors, /status of 403/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await giveWonderPlan(await accountId(page.request, parent.token));
  await page.reload();
  await main.getByRole('button', { name: 'Print it' }).click();
  await dialog.getByRole('radio', { name: 'US Letter' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Add a keepsake page' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Make the PDF' }).click();
  await expect(dialog.getByText(/Your PDF is ready: US Letter, with a keepsake page/)).toBeVisible({ timeout: 120_000 });
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${story.title}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The cover, at least one page per story page and the keepsake page.
  const pages = bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(story.pages.length + 2);
});

import type { Page } from '@playwright/test';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild } from './support/stories.ts';

/**
 * /templates: cards with an example cover, the ages each suits and its premise; filters by age and
 * theme that live in the address; and "Use this template" opening the wizard filled in.
 */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');

test('a parent filters the templates by age and theme, and starts a story from one', async ({ page }) => {
  test.setTimeout(90_000);
  const parent = await createVerifiedParent(page.request);
  await createChild(page.request, parent.token, { name: 'Ada', age: 7 });

  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Story templates' })).toBeVisible();
  // Admins' own templates (made by other specs on the same app) are counted too.
  const listed = await page.request.get('/api/templates', { headers: { authorization: `Bearer ${parent.token}` } });
  const { templates } = (await listed.json()) as { templates: unknown[] };
  expect(templates.length).toBeGreaterThanOrEqual(36);
  await expect(main(page).getByRole('status')).toHaveText(`${templates.length} templates`);
  const star = main(page).getByRole('article', { name: 'The Lost Little Star' });
  await expect(star.getByText('Ages 3–8')).toBeVisible();
  await expect(star.getByText('A tiny star wants to get back to its place in the sky')).toBeVisible();
  // The example cover is drawn and loaded.
  await expect.poll(() => star.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await main(page).getByLabel('Child’s age').selectOption('12');
  await expect(page).toHaveURL('/templates?age=12');
  await main(page).getByLabel('Theme').selectOption('adventure');
  await expect(page).toHaveURL('/templates?age=12&theme=adventure');
  await expect(main(page).getByRole('status')).toHaveText('1 template found');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAccessibleName('The Map in the Attic');
  await expect(cards(page).first().getByText('Ages 6–12')).toBeVisible();

  // The filter survives a reload; an age no adventure suits shows none.
  await page.reload();
  await expect(main(page).getByLabel('Theme')).toHaveValue('adventure');
  await main(page).getByLabel('Child’s age').selectOption('2');
  await expect(main(page).getByRole('status')).toHaveText('No templates match. Try another age or theme.');
  await main(page).getByLabel('Child’s age').selectOption('7');
  await expect(page).toHaveURL('/templates?age=7&theme=adventure');
  await expect(cards(page)).toHaveCount(4);
  await expectNoAxeViolations(page);

  await main(page).getByRole('link', { name: 'Use this template: The Map in the Attic' }).click();
  await expect(page).toHaveURL('/create-story');
  await expect(main(page).getByText('Template chosen: The Map in the Attic.', { exact: false })).toBeVisible();
});

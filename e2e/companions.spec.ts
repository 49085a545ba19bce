import type { Locator, Page } from '@playwright/test';
import { coatColours } from '../src/shared/companion-looks.ts';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { createCompanion } from './support/cast.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { toasts } from './support/shell.ts';
import { createChild } from './support/stories.ts';

/**
 * The family cast on the family page (/portraits): a dog built in the animal builder with a live
 * preview, listed with its drawing, changed, joined by a grandparent, and deleted again.
 */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const cast = (page: Page) => page.getByRole('region', { name: 'Companions' });
const choice = (scope: Locator, group: RegExp, option: string) => scope.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true });
/** The fill colours a drawing uses. */
const fills = (drawing: Locator) => drawing.evaluate((svg) => [...svg.querySelectorAll('[fill]')].map((node) => node.getAttribute('fill')));

test('a parent adds a spotted dog to the family cast, changes its coat, adds a grandparent and deletes the dog', async ({ page }) => {
  const parent = await createVerifiedParent(page.request);
  await createChild(page.request, parent.token, { name: 'Mia', age: 6 });
  await page.goto('/portraits');
  await expect(cast(page).getByText('No companions yet.')).toBeVisible();

  await cast(page).getByRole('button', { name: 'Add a companion' }).click();
  const editor = cast(page).getByRole('region', { name: 'Add a companion' });
  await editor.getByLabel('Name').fill('Biscuit');
  await expect(editor.getByRole('radio', { name: 'Pet' })).toBeChecked();
  await choice(editor, /^Coat/, 'Chocolate').check();
  await choice(editor, /^Markings$/, 'Spots').check();
  await choice(editor, /^Markings colour/, 'Cream').check();
  const preview = editor.getByRole('img', { name: 'Preview of Biscuit as drawn in stories' });
  // The preview redraws at once, with the coat and the spots in their chosen colours.
  await expect.poll(() => fills(preview)).toEqual(expect.arrayContaining([coatColours.chocolate, coatColours.cream]));
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Add companion' }).click();
  await expect(toasts(page).getByText('Biscuit has joined the family cast')).toBeVisible();

  const card = cast(page).getByRole('listitem').filter({ hasText: 'Biscuit' });
  await expect(card.getByText('Dog', { exact: true })).toBeVisible();
  const drawing = card.getByRole('img', { name: 'Biscuit, as drawn in stories' });
  await expect.poll(() => fills(drawing)).toEqual(expect.arrayContaining([coatColours.chocolate, coatColours.cream]));
  await expectNoAxeViolations(page);

  // Changing the coat redraws the card with the new colour.
  await card.getByRole('button', { name: 'Edit Biscuit' }).click();
  const edit = cast(page).getByRole('region', { name: 'Edit Biscuit' });
  await choice(edit, /^Coat/, 'Ginger').check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => fills(cast(page).getByRole('img', { name: 'Biscuit, as drawn in stories' }))).toContain(coatColours.ginger);

  // A grandparent is built with the child's appearance builder.
  await cast(page).getByRole('button', { name: 'Add a companion' }).click();
  const second = cast(page).getByRole('region', { name: 'Add a companion' });
  await second.getByLabel('Name').fill('Grandma Rose');
  await second.getByRole('radio', { name: 'Grandparent' }).check();
  await expect(choice(second, /^Hair colour/, 'Grey')).toBeChecked();
  await second.getByRole('button', { name: 'Add companion' }).click();
  await expect(cast(page).getByRole('listitem').filter({ hasText: 'Grandma Rose' }).getByText('Grandparent')).toBeVisible();

  await card.getByRole('button', { name: 'Delete Biscuit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Biscuit' }).click();
  await expect(toasts(page).getByText('Biscuit has left the family cast')).toBeVisible();
  await expect(cast(page).getByRole('listitem')).toHaveCount(1);
  await expect(cast(page).getByRole('img', { name: 'Biscuit, as drawn in stories' })).toHaveCount(0);
});

test('the privacy dashboard lists the companions and deletes them all', async ({ page }) => {
  const parent = await createVerifiedParent(page.request);
  await createCompanion(page.request, parent.token, { name: 'Juniper', kind: 'pet', appearance: { type: 'animal', species: 'cat', coat: 'grey', markings: 'stripes', markingColour: 'black', eyes: 'green', collar: 'none' } });
  await page.goto('/privacy-dashboard');
  const companions = page.getByRole('main').getByRole('region', { name: 'Companions' });
  await expect(companions).toContainText('Juniper');
  await expect(companions).toContainText('Pet · cat');
  await expectNoAxeViolations(page);
  await companions.getByRole('button', { name: /Delete all companions/ }).click();
  await companions.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(companions).toContainText('You have not added any companions.');
  await page.goto('/portraits');
  await expect(cast(page).getByText('No companions yet.')).toBeVisible();
});

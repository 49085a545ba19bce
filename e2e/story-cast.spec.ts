import type { Page } from '@playwright/test';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { createCompanion, putOnPlan } from './support/cast.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, waitForStory } from './support/stories.ts';

/**
 * The wizard's extra characters from the family cast: the family dog picked with its drawing, a
 * grandparent added to the cast on the way, and the story made with both.
 */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');
const next = (page: Page) => main(page).getByRole('button', { name: /^Next:/ });
const stepHeading = (page: Page, name: string) => main(page).getByRole('heading', { level: 2, name });

test('a parent on the Wonder plan picks the family dog, adds a grandparent on the way, and makes the story', async ({ page }) => {
  test.setTimeout(120_000);
  const parent = await createVerifiedParent(page.request);
  await createChild(page.request, parent.token, { name: 'Mia', age: 6 });
  const dog = await createCompanion(page.request, parent.token, {
    name: 'Biscuit',
    kind: 'pet',
    appearance: { type: 'animal', species: 'dog', coat: 'chocolate', markings: 'spots', markingColour: 'cream', eyes: 'amber', collar: 'sky' },
  });
  await putOnPlan(page.request, parent.token, 'wonder');

  await page.goto('/create-story');
  await expect(main(page).getByRole('radio', { name: 'Mia' })).toBeChecked();
  await next(page).click();

  await expect(stepHeading(page, 'Who else joins the story?')).toBeFocused();
  await expect(main(page).getByText('Up to 2 extra characters')).toBeVisible();
  await expect(main(page).getByRole('radio', { name: 'From your family cast' })).toBeChecked();
  const biscuit = main(page).getByRole('radio', { name: /Biscuit/ });
  await expect(biscuit).toBeChecked();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Add to the story' }).click();
  const chosen = main(page).getByRole('list', { name: 'Extra characters in this story' });
  await expect(chosen.getByRole('listitem').filter({ hasText: 'Biscuit' })).toContainText('dog');

  // A grandparent who is not in the cast yet joins it from the wizard, and the story.
  await main(page).getByRole('button', { name: 'New companion…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a companion' });
  await dialog.getByLabel('Name').fill('Grandpa Joe');
  await dialog.getByRole('radio', { name: 'Grandparent' }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add companion' }).click();
  await expect(dialog).toBeHidden();
  await expect(chosen.getByRole('listitem').filter({ hasText: 'Grandpa Joe' })).toContainText('grandparent');
  // Two is the plan's limit: nothing more can be added.
  await expect(main(page).getByRole('button', { name: 'Add to the story' })).toHaveCount(0);
  await next(page).click();

  await main(page).getByRole('radio', { name: 'Dinosaurs' }).check();
  await next(page).click();
  await next(page).click();
  await main(page).getByRole('radio', { name: '5 minutes', exact: true }).check();
  await next(page).click();
  await next(page).click();
  await next(page).click();
  await expect(stepHeading(page, 'Ready to make the story?')).toBeVisible();
  await expect(main(page).getByText('Biscuit, Grandpa Joe')).toBeVisible();
  await main(page).getByRole('button', { name: 'Create the story' }).click();

  await expect(page).toHaveURL(/\/story-completion\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const story = await waitForStory(page.request, parent.token, id, 90_000);
  expect(story.status).toBe('ready');
  expect(story.extraCharacters.map((extra) => [extra.name, extra.kind, extra.description])).toEqual([
    ['Biscuit', 'pet', 'a dog'],
    ['Grandpa Joe', 'friend', 'a loving grandparent'],
  ]);
  expect(story.extraCharacters[0]!.companionId).toBe(dog.id);
  // The new grandparent stays in the family cast for the next story.
  const cast = await page.request.get('/api/companions', { headers: { authorization: `Bearer ${parent.token}` } });
  expect(((await cast.json()) as { companions: { name: string }[] }).companions.map((companion) => companion.name)).toEqual(['Biscuit', 'Grandpa Joe']);
});

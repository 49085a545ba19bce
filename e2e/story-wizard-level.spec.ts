import type { Page } from '@playwright/test';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, readStory } from './support/stories.ts';

/**
 * The wizard's hero and reading level: one child is the hero without being asked; a story can be
 * pitched at a level of its own, while the child's profile keeps theirs.
 */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const main = (page: Page) => page.getByRole('main');
const next = (page: Page) => main(page).getByRole('button', { name: /^Next:/ });
const stepHeading = (page: Page, name: string) => main(page).getByRole('heading', { level: 2, name });

test('with one child the hero is chosen; this story is pitched at a level of its own', async ({ page }) => {
  test.setTimeout(90_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Mia', age: 6 });

  await page.goto('/create-story');
  await expect(stepHeading(page, 'Who is the hero of this story?')).toBeVisible();
  await expect(main(page).getByRole('radio', { name: 'Mia' })).toBeChecked();
  await next(page).click();
  await expect(stepHeading(page, 'Who else joins the story?')).toBeVisible();
  await next(page).click();
  await main(page).getByRole('radio', { name: 'Space' }).check();
  await next(page).click();
  await expect(stepHeading(page, 'Where does it happen?')).toBeVisible();
  await next(page).click();

  // The level starts at the child's own and can be changed for this story alone.
  await expect(stepHeading(page, 'How long should it be?')).toBeVisible();
  const level = main(page).getByLabel('Reading level of this story');
  await expect(level).toHaveValue('early-reader');
  await expect(level).toHaveAccessibleDescription('Only this story changes: Mia’s profile keeps an early reader.');
  await expect(main(page).getByText('Mia is an early reader: a minute of reading is about 80 words.')).toBeVisible();
  await level.selectOption('pre-reader');
  await expect(main(page).getByText('This story is written for a pre-reader: a minute of reading is about 60 words.')).toBeVisible();
  await main(page).getByRole('radio', { name: '5 minutes', exact: true }).check();
  await expect(main(page).getByRole('radio', { name: '5 minutes', exact: true })).toHaveAccessibleDescription(/About 300 words/);
  await expectNoAxeViolations(page);
  await next(page).click();
  await next(page).click();
  await next(page).click();

  await expect(stepHeading(page, 'Ready to make the story?')).toBeVisible();
  await expect(main(page).getByText('5 minutes · about 300 words')).toBeVisible();
  await expect(main(page).getByText('Pre-reader · 60 words a minute (chosen for this story)')).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Create the story' }).click();

  await expect(page).toHaveURL(/\/story-completion\?id=/);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id')!;
  expect(await readStory(page.request, parent.token, id)).toMatchObject({ readingLevel: 'pre-reader', targetWordCount: 300 });
  const profile = await page.request.get(`/api/children/${child.id}`, { headers: { authorization: `Bearer ${parent.token}` } });
  expect(await profile.json()).toMatchObject({ readingLevel: 'early-reader' });
});

test('with two children the wizard asks which one is the hero', async ({ page }) => {
  const parent = await createVerifiedParent(page.request);
  await createChild(page.request, parent.token, { name: 'Mia', age: 6 });
  await createChild(page.request, parent.token, { name: 'Leo', age: 9, pronouns: 'he' });

  await page.goto('/create-story');
  await expect(stepHeading(page, 'Who is the hero of this story?')).toBeVisible();
  await expect(main(page).getByRole('radio', { checked: true })).toHaveCount(0);
  await next(page).click();
  await expect(main(page).getByText('Please choose the child who will be the hero.')).toBeVisible();
  await main(page).getByRole('radio', { name: 'Leo' }).check();
  await next(page).click();
  await expect(stepHeading(page, 'Who else joins the story?')).toBeVisible();
  await expectNoAxeViolations(page);
});

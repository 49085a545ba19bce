import { createVerifiedParent, forgiveConsoleErrors, signInAsAdmin, useOwnAddress, type ParentAccount } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, readStory, submitStory, waitForStory } from './support/stories.ts';
import type { Page } from '@playwright/test';

/** Editing a finished story from its page: redraw a page with an instruction, change the style, rewrite a page. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

async function readyStory(page: Page, style: 'storybook' | 'watercolour' = 'storybook'): Promise<{ parent: ParentAccount & { token: string }; id: string }> {
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Mia', age: 6 });
  const response = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'adventure', length: 5, illustrationStyle: style });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  expect((await waitForStory(page.request, parent.token, id, 120_000)).status).toBe('ready');
  return { parent, id };
}

test('a parent redraws a page with an instruction and sees the new picture; an unknown instruction is refused', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000);
  const { parent, id } = await readyStory(page);
  await page.goto(`/stories/${id}?page=2`);
  const edits = page.getByRole('region', { name: 'Edit pages' });
  await expect(edits.getByLabel('Page to edit')).toHaveValue('1', { timeout: 30_000 });
  await expectNoAxeViolations(page);

  await edits.getByLabel('What should change on page 2? (optional)').fill('make it night');
  await edits.getByRole('button', { name: 'Redraw page 2 (1 credit)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Redraw page 2?' });
  await expect(dialog).toContainText('The new picture follows: “make it night”.');
  await expect(dialog).toContainText('This costs 1 credit');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Redraw (1 credit)' }).click();
  await expect(page.getByRole('img', { name: /at night/ }).first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('New pictures ready').first()).toBeVisible();
  const story = await readStory(page.request, parent.token, id);
  expect(story.pages[1]!.illustrationAlt).toContain('at night');

  await edits.getByLabel('What should change on page 2? (optional)').fill('paint it purple');
  await edits.getByRole('button', { name: 'Redraw page 2 (1 credit)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Redraw (1 credit)' }).click();
  await expect(edits.getByText('I don’t know how to draw “paint purple” yet.', { exact: false })).toBeVisible();
  forgiveConsoleErrors(consoleErrors, /status of 400/);
  await expectNoAxeViolations(page);
});

test('a parent changes the style of the whole book', async ({ page }) => {
  test.setTimeout(240_000);
  const { parent, id } = await readyStory(page, 'watercolour');
  await page.goto(`/stories/${id}`);
  const edits = page.getByRole('region', { name: 'Edit pages' });
  await expect(edits.getByText('Drawn in Watercolour now.')).toBeVisible({ timeout: 30_000 });
  await edits.getByLabel('New style').selectOption('crayon');
  await edits.getByRole('button', { name: 'Change the style (2 credits)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Draw the whole book in Crayon?' });
  await expect(dialog).toContainText('This costs 2 credits');
  await dialog.getByRole('button', { name: 'Change the style (2 credits)' }).click();
  await expect(edits.getByText('Drawn in Crayon now.')).toBeVisible({ timeout: 120_000 });
  expect((await readStory(page.request, parent.token, id)).illustrationStyle).toBe('crayon');
  await expectNoAxeViolations(page);
});

test('a parent rewrites a page for free and reads the new words in the book', async ({ page }) => {
  test.setTimeout(180_000);
  const { parent, id } = await readyStory(page);
  await page.goto(`/stories/${id}?page=1`);
  const edits = page.getByRole('region', { name: 'Edit pages' });
  const words = edits.getByLabel('Words on page 1');
  await expect(words).not.toHaveValue('', { timeout: 30_000 });
  await expect(edits.getByText('Saving is free.')).toBeVisible();
  const text = 'Mia ran along the beach at sunset, laughing with the gulls.';
  await words.fill(text);
  await edits.getByRole('button', { name: 'Save the words' }).click();
  // Saved: the story comes back with the new words, and the form starts again from them.
  await expect.poll(async () => (await readStory(page.request, parent.token, id)).pages[0]!.text, { timeout: 30_000 }).toBe(text);
  await expect(edits.getByRole('button', { name: 'Save the words' })).toBeDisabled({ timeout: 30_000 });
  await expect(words).toHaveValue(text);
  await expect(page.getByRole('img', { name: /on the beach at sunset/ }).first()).toBeAttached({ timeout: 30_000 });
  await expectNoAxeViolations(page);
});

test('an admin reads the AI-editing log and narrows it to one story and kind', async ({ page }) => {
  test.setTimeout(180_000);
  const { parent, id } = await readyStory(page);
  const redraw = await page.request.post(`/api/stories/${id}/redraw`, { headers: { authorization: `Bearer ${parent.token}` }, data: { pageIndex: 0, instruction: 'add a cat' } });
  expect(redraw.status()).toBe(202);

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Open the AI-editing log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI-editing log' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Story id').fill(id);
  await main.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`storyId=${id}`));
  await expect(main.getByText('1 entry')).toBeVisible();
  await expect(main.getByText('Page redrawn · page 1')).toBeVisible();
  await expect(main.getByText('“add a cat”')).toBeVisible();
  await expect(main.getByText(parent.email, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByLabel('Kind').selectOption('text');
  await main.getByRole('button', { name: 'Show' }).click();
  await expect(main.getByText('Nothing in the log matches.')).toBeVisible();
});

test('a parent who is not an admin gets the not-found page for the AI-editing log', async ({ page }) => {
  await createVerifiedParent(page.request);
  await page.goto('/admin/ai-editing-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'This page wandered off into the night' })).toBeVisible();
});

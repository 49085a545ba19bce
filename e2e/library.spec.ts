/**
 * The community library end to end: a parent shares a story under a new hero name, an admin
 * approves it, and a second parent finds it by filter, reads it, saves, loves and reports it.
 */
import type { Page } from '@playwright/test';
import type { SharedStory } from '../src/shared/schemas/library.ts';
import { accountId, createVerifiedParent, signInAsAdmin, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { toasts } from './support/shell.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

async function readyStory(page: Page, token: string): Promise<string> {
  const child = await createChild(page.request, token, { name: 'Maya', age: 6 });
  const submitted = await submitStory(page.request, token, {
    heroChildId: child.id,
    extraCharacters: [],
    theme: 'ocean',
    setting: 'a rock pool by the harbour',
    length: 5,
    illustrationStyle: 'crayon',
    voice: 'none',
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const { id } = (await submitted.json()) as { id: string };
  const story = await waitForStory(page.request, token, id, 120_000);
  expect(story.status).toBe('ready');
  return id;
}

test('a shared story is approved, found by filter, read, saved, loved and reported', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await useOwnAddress(page);
  const author = await createVerifiedParent(page.request);
  const storyId = await readyStory(page, author.token);

  // Publishing: consent 3 asked right there, the hero name, then a preview of the public copy.
  await page.goto(`/stories/${storyId}`);
  await page.getByRole('button', { name: 'Share to the library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share to the library' });
  await expect(dialog.getByText('Publishing needs your consent first.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('I agree to publishing my stories to the community library').check();
  await dialog.getByRole('button', { name: 'Give consent and continue' }).click();
  await dialog.getByLabel('Hero name in the library').fill('Leo');
  await dialog.getByRole('button', { name: 'Preview what the public sees' }).click();
  const preview = page.getByRole('dialog', { name: 'This is what the public will see' });
  const publicCopy = preview.getByRole('region', { name: 'Preview of the public copy' });
  await expect(publicCopy.getByText('The hero is called Leo.')).toBeVisible();
  await expect(publicCopy).not.toContainText('Maya');
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Share to the library' }).click();
  await expect(toasts(page).getByText('Sent for approval')).toBeVisible();

  const mine = await page.request.get('/api/library/mine', { headers: { authorization: `Bearer ${author.token}` } });
  const [shared] = ((await mine.json()) as { stories: SharedStory[] }).stories;
  const title = shared!.title;
  expect(title).not.toContain('Maya');
  await page.goto('/library/my-shared-stories');
  await expect(page.getByRole('heading', { name: 'My shared stories', level: 1 })).toBeVisible();
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  await expectNoAxeViolations(page);

  // Moderation: the admin approves it from the queue.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useOwnAddress(adminPage);
  await signInAsAdmin(adminPage);
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { name: 'Community library' })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: title })).toBeVisible();
  // Nine links in the admin's header, Library included, still fit a 1280 px window.
  await expect(adminPage.getByRole('navigation', { name: 'App' }).first().getByRole('link', { name: 'Library', exact: true })).toBeVisible();
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(adminPage);
  await adminPage.getByRole('button', { name: `Approve “${title}”` }).click();
  await expect(toasts(adminPage).getByText('Story approved')).toBeVisible();
  // An approved story can become a template: the form opens filled in, with no name of the family.
  await adminPage.goto(`/library/${shared!.id}`);
  await adminPage.getByRole('link', { name: 'Make a template from it' }).click();
  const templateForm = adminPage.getByRole('form', { name: 'New template' });
  await expect(templateForm.getByLabel('Theme')).toHaveValue('ocean');
  await expect(templateForm.getByLabel('Setting')).toHaveValue('a rock pool by the harbour');
  await expect(templateForm.getByLabel('Title')).not.toHaveValue(/Maya|Leo/);
  await expect(adminPage).toHaveURL('/admin');
  await adminContext.close();

  // A second parent: the nav's Library link, a filter, the story in the reader.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await useOwnAddress(reader);
  const second = await createVerifiedParent(reader.request, { name: 'Sam Reader' });
  await reader.goto('/dashboard');
  await reader.getByRole('navigation', { name: 'App' }).first().getByRole('link', { name: 'Library', exact: true }).click();
  await expect(reader).toHaveURL(/\/library$/);
  await expect(reader.getByRole('heading', { name: 'Community library', level: 1 })).toBeVisible();
  await expectNoAxeViolations(reader);
  await reader.getByRole('combobox', { name: 'Theme', exact: true }).selectOption({ label: 'Ocean' });
  await reader.getByRole('combobox', { name: 'Length', exact: true }).selectOption('5');
  await expect(reader.getByRole('status').filter({ hasText: /found/ })).toBeVisible();
  // The filters are in the address, so a reload keeps them.
  await expect(reader).toHaveURL(/[?&]theme=ocean(&|$)/);
  await reader.reload();
  await expect(reader.getByRole('combobox', { name: 'Length', exact: true })).toHaveValue('5');
  // A search that matches nothing in a library that has stories keeps the filters and says nothing matches.
  const finder = reader.getByRole('search', { name: 'Find a story in the library' });
  await finder.getByLabel('Search titles and themes').fill('zzqx nothing like it');
  await expect(reader.getByRole('main').getByRole('status')).toHaveText('No stories match. Try another word or fewer filters.');
  await expect(finder).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'No stories have been shared yet' })).toHaveCount(0);
  await reader.reload();
  await expect(reader.getByRole('main').getByRole('status')).toHaveText('No stories match. Try another word or fewer filters.');
  await expect(finder.getByLabel('Search titles and themes')).toHaveValue('zzqx nothing like it');
  await finder.getByLabel('Search titles and themes').fill('');
  await expect(reader.getByRole('status').filter({ hasText: /found/ })).toBeVisible();
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(reader.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(reader.getByRole('img').first()).toBeVisible();
  await expect(reader.getByRole('main')).not.toContainText('Maya');
  await expectNoAxeViolations(reader);

  await reader.getByRole('button', { name: 'Save' }).click();
  await expect(reader.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await reader.getByRole('button', { name: /^Love · 0$/ }).click();
  await expect(reader.getByRole('button', { name: /^Loved · 1$/ })).toBeVisible();

  await reader.getByRole('button', { name: 'Report' }).click();
  const report = reader.getByRole('dialog', { name: 'Report this story' });
  await report.getByLabel('Personal information visible').check();
  await expectNoAxeViolations(reader);
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(toasts(reader).getByText('Thank you for reporting')).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Reported' })).toBeDisabled();
  // Back to the list as it was filtered.
  await reader.goBack();
  await expect(reader.getByRole('combobox', { name: 'Theme', exact: true })).toHaveValue('ocean');
  await expect(reader.getByRole('link', { name: title })).toBeVisible();

  await reader.goto('/library/saved');
  await expect(reader.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(reader);
  await reader.getByRole('button', { name: `Unsave “${title}”` }).click();
  await expect(reader.getByText('Nothing saved yet')).toBeVisible();

  // "Make it ours" starts the wizard with the same theme, for the reader's own child.
  await reader.goto(`/library/${shared!.id}`);
  await reader.getByRole('link', { name: 'Make it ours' }).click();
  await expect(reader).toHaveURL(/\/create-story$/);
  const readerId = await accountId(reader.request, second.token);
  await expect
    .poll(async () => JSON.parse((await reader.evaluate((key) => localStorage.getItem(key), `story-builder-state-${readerId}`)) ?? '{}') as unknown)
    .toMatchObject({ idea: { kind: 'theme', theme: 'ocean' } });
  await readerContext.close();
});

import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/** Narration from the parent's side: a narrated story's pages play, and the spoken word is highlighted. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('a narrated story’s pages play their audio with the spoken word highlighted in order', async ({ page }) => {
  // The story is made first (text, then every page read aloud): minutes on a busy machine.
  test.setTimeout(300_000);
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Mia', age: 4 });
  const response = await submitStory(page.request, parent.token, {
    heroChildId: child.id,
    theme: 'bedtime',
    length: 5,
    voice: 'standard',
    narrator: 'gentle',
  });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const story = await waitForStory(page.request, parent.token, id, 150_000);
  expect(story.status).toBe('ready');
  for (const storyPage of story.pages) {
    expect(storyPage.narrationPath).not.toBeNull();
    expect(storyPage.wordTimings?.length).toBeGreaterThan(0);
  }

  await page.goto(`/stories/${id}?page=1`);
  const main = page.getByRole('main');
  await expect(main.getByText('Page 1 of')).toBeVisible({ timeout: 30_000 });
  const listen = main.getByRole('button', { name: 'Listen to page 1' });
  await expect(listen).toBeVisible();
  await expectNoAxeViolations(page);

  await listen.click();
  const pause = main.getByRole('button', { name: 'Pause page 1' });
  await expect(pause).toBeVisible({ timeout: 15_000 });
  // The audio really plays: it has a duration and its clock moves.
  const audio = page.getByTestId('narration-audio');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(1);
  // The highlight walks forward through the words.
  const current = main.locator('[aria-current="true"][data-word]');
  await expect(current).toHaveCount(1, { timeout: 10_000 });
  const first = Number(await current.getAttribute('data-word'));
  await expect.poll(async () => Number(await current.getAttribute('data-word')), { timeout: 15_000 }).toBeGreaterThan(first + 2);
  const spoken = await current.textContent();
  const expected = story.pages[0]!.wordTimings!.map((timing) => timing.word);
  expect(expected).toContain(spoken);

  await pause.click();
  await expect(main.getByRole('button', { name: 'Listen to page 1' })).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

  // Turning the page stops the audio and offers the next page's narration.
  await main.getByRole('button', { name: /Next/ }).click();
  await expect(main.getByRole('button', { name: 'Listen to page 2' })).toBeVisible();
});

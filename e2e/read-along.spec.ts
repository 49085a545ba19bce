import type { Page } from '@playwright/test';
import type { StoryDetail } from '../src/shared/schemas/stories.ts';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/** Read-along in the flip-book: the spoken word follows the timings, pages turn by themselves, words can be tapped. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

async function narratedStory(page: Page): Promise<StoryDetail> {
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Mia', age: 4 });
  const response = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'bedtime', length: 5, voice: 'standard' });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const story = await waitForStory(page.request, parent.token, id, 200_000);
  expect(story.status).toBe('ready');
  return story;
}

test('read to me: the highlight follows the timings in order, the page turns by itself, a tapped word plays from there, I’ll read hides the audio', async ({ page }) => {
  test.setTimeout(300_000);
  const story = await narratedStory(page);
  await page.goto(`/stories/${story.id}?page=1`);
  const main = page.getByRole('main');
  const reader = main.getByRole('region', { name: `${story.title}, the story` });
  await expect(reader.getByRole('status')).toHaveText(`Page 1 of ${story.pages.length}`, { timeout: 30_000 });

  await reader.getByLabel('Speed').selectOption('1.5');
  await reader.getByLabel('Turn pages by themselves').check();
  await expectNoAxeViolations(page);
  await reader.getByRole('button', { name: 'Listen to page 1' }).click();
  const audio = page.getByTestId('narration-audio');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);

  // Every highlighted word is the word the timings give for that index, and the index only grows.
  const words = story.pages[0]!.wordTimings!.map((timing) => timing.word);
  const page1 = reader.getByRole('region', { name: 'Words of page 1' });
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const spoken = await page1.evaluate((root) => {
          const word = root.querySelector('[aria-current="true"][data-word]');
          return word ? { index: Number(word.getAttribute('data-word')), text: word.textContent } : null;
        });
        if (spoken) {
          expect(spoken.text).toBe(words[spoken.index]);
          if (seen.at(-1) !== spoken.index) seen.push(spoken.index);
        }
        return seen.length;
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(4);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  // The highlighted word is not in a live region: a screen reader is not told every word.
  expect(await page1.evaluate((root) => root.closest('[aria-live], [role="status"]'))).toBeNull();

  // When page 1 has been read, the book turns to page 2 and reads it.
  await expect(reader.getByRole('status')).toHaveText(`Page 2 of ${story.pages.length}`, { timeout: 90_000 });
  await expect(reader.getByRole('button', { name: 'Pause page 2' })).toBeVisible({ timeout: 15_000 });

  // A tapped word plays the page from that word.
  await reader.getByRole('button', { name: 'Pause page 2' }).click();
  const timings = story.pages[1]!.wordTimings!;
  const target = Math.floor(timings.length * 0.7);
  await reader.getByRole('region', { name: 'Words of page 2' }).locator(`[data-word="${target}"]`).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => (element.paused ? -1 : element.currentTime * 1000))).toBeGreaterThanOrEqual(timings[target]!.startMs - 50);
  await expect(reader.getByRole('region', { name: 'Words of page 2' }).locator('[aria-current="true"][data-word]')).toHaveAttribute('data-word', new RegExp(`^(${target}|${target + 1}|${target + 2}|${target + 3})$`));

  // "I'll read" stops the audio and hides its controls; the choice is remembered.
  await reader.getByText('I’ll read').click();
  await expect(reader.getByRole('button', { name: /page 2$/ })).toHaveCount(0);
  await expect(reader.getByLabel('Speed')).toHaveCount(0);
  await page.reload();
  await expect(reader.getByRole('status')).toHaveText(`Page 2 of ${story.pages.length}`);
  await expect(reader.getByRole('radio', { name: 'I’ll read' })).toBeChecked();
  await expect(reader.getByRole('button', { name: 'Listen to page 2' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

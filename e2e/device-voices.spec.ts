import type { Page } from '@playwright/test';
import type { StoryDetail } from '../src/shared/schemas/stories.ts';
import { createVerifiedParent, useOwnAddress } from './support/accounts.ts';
import { installFakeSpeech, spokenLog } from './support/fake-speech.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/** The device's own voices read a page aloud, word by word; a long press on a word says just that word. */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const voices = [
  { name: 'Amélie', lang: 'fr-FR', voiceURI: 'test-amelie' },
  { name: 'Samantha', lang: 'en-US', voiceURI: 'test-samantha' },
  { name: 'Daniel', lang: 'en-GB', voiceURI: 'test-daniel' },
];

async function story(page: Page, voice: 'none' | 'standard'): Promise<StoryDetail> {
  const parent = await createVerifiedParent(page.request);
  const child = await createChild(page.request, parent.token, { name: 'Mia', age: 4 });
  const response = await submitStory(page.request, parent.token, { heroChildId: child.id, theme: 'bedtime', length: 5, voice });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const ready = await waitForStory(page.request, parent.token, id, 200_000);
  expect(ready.status).toBe('ready');
  return ready;
}

/** Indices of the highlighted word on a page, in the order they were seen, until `count` are seen. */
async function followHighlight(page: Page, region: ReturnType<Page['getByRole']>, count: number): Promise<number[]> {
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const index = await region.evaluate((root) => root.querySelector('[aria-current="true"][data-word]')?.getAttribute('data-word') ?? null);
        if (index !== null && seen.at(-1) !== Number(index)) seen.push(Number(index));
        return seen.length;
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBeGreaterThanOrEqual(count);
  return seen;
}

test('a device voice reads the page with its words highlighted in order, English voices first, the choice remembered; a page turn stops it; long presses say one word', async ({ page }) => {
  test.setTimeout(300_000);
  const narrated = await story(page, 'standard');
  await installFakeSpeech(page, voices);
  await page.goto(`/stories/${narrated.id}?page=1`);
  const reader = page.getByRole('main').getByRole('region', { name: `${narrated.title}, the story` });
  await expect(reader.getByRole('status')).toHaveText(`Page 1 of ${narrated.pages.length}`, { timeout: 30_000 });

  // The story's narration stays the default; the device's voices follow, English ones first.
  const voice = reader.getByLabel('Voice');
  await expect(voice.locator('option:checked')).toHaveText('The story’s narration');
  await expect(voice.locator('optgroup[label="Voices on this device"] option')).toHaveText(['Daniel (en-GB)', 'Samantha (en-US)', 'Amélie (fr-FR)']);
  await voice.selectOption({ label: 'Daniel (en-GB)' });
  await expectNoAxeViolations(page);

  const text = narrated.pages[0]!.text;
  const timings = narrated.pages[0]!.wordTimings!;
  const words = reader.getByRole('region', { name: 'Words of page 1' });
  await reader.getByRole('button', { name: 'Listen to page 1' }).click();
  const seen = await followHighlight(page, words, 5);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  const log = await spokenLog(page);
  expect(log.spoken).toEqual([{ text, voice: 'Daniel', rate: 1 }]);

  // Turning the page stops the voice: nothing more is highlighted or said.
  const cancels = log.cancels;
  await page.keyboard.press('ArrowRight');
  await expect(reader.getByRole('status')).toHaveText(`Page 2 of ${narrated.pages.length}`);
  await expect.poll(async () => (await spokenLog(page)).cancels).toBeGreaterThan(cancels);
  await expect(reader.getByRole('button', { name: 'Listen to page 2' })).toBeVisible();
  expect((await spokenLog(page)).spoken).toHaveLength(1);

  // The choice is remembered on this device.
  await page.goto(`/stories/${narrated.id}?page=1`);
  await expect(voice.locator('option:checked')).toHaveText('Daniel (en-GB)');

  // A press held on a word says just that word; a tap reads on from it.
  const target = 3;
  const word = words.locator(`[data-word="${target}"]`);
  await word.hover();
  await page.mouse.down();
  await expect.poll(async () => (await spokenLog(page)).spoken.length).toBe(1);
  await page.mouse.up();
  expect((await spokenLog(page)).spoken.at(-1)!.text).toBe(timings[target]!.word);
  await word.click();
  await expect.poll(async () => (await spokenLog(page)).spoken.at(-1)!.text).toBe(text.slice(timings[target]!.charStart));
  await expect(words.locator('[aria-current="true"][data-word]')).toHaveAttribute('data-word', /^\d+$/);

  // The keyboard's long press: Shift+Enter on a word; the arrow keys move between words, not pages.
  await word.focus();
  await page.keyboard.press('ArrowRight');
  await expect(words.locator(`[data-word="${target + 1}"]`)).toBeFocused();
  await expect(reader.getByRole('status')).toHaveText(`Page 1 of ${narrated.pages.length}`);
  await page.keyboard.press('Shift+Enter');
  await expect.poll(async () => (await spokenLog(page)).spoken.at(-1)!.text).toBe(timings[target + 1]!.word);

  // With the story's narration, a long press plays that word of the recording and stops after it.
  await voice.selectOption({ label: 'The story’s narration' });
  const audio = page.getByTestId('narration-audio');
  await audio.evaluate((element: HTMLAudioElement) => {
    const log: Array<{ event: string; ms: number }> = [];
    for (const event of ['playing', 'timeupdate', 'pause']) element.addEventListener(event, () => log.push({ event, ms: element.currentTime * 1000 }));
    (window as unknown as { __audio: typeof log }).__audio = log;
  });
  const audioLog = () => page.evaluate(() => (window as unknown as { __audio: Array<{ event: string; ms: number }> }).__audio);
  await word.hover();
  await page.mouse.down();
  await expect.poll(async () => (await audioLog()).some((entry) => entry.event === 'pause'), { timeout: 20_000 }).toBe(true);
  await page.mouse.up();
  const heard = await audioLog();
  const started = heard.find((entry) => entry.event === 'playing')!;
  expect(started.ms).toBeGreaterThanOrEqual(timings[target]!.startMs - 50);
  expect(started.ms).toBeLessThan(timings[target]!.endMs);
  // It stops at the end of the word, well before the next ones, and the page is ready to start again.
  const furthest = Math.max(...heard.filter((entry) => entry.event !== 'pause').map((entry) => entry.ms));
  expect(furthest).toBeLessThan(timings[target + 3]?.endMs ?? Infinity);
  await expect(reader.getByRole('button', { name: 'Listen to page 1' })).toHaveText(/Listen$/);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused && element.currentTime === 0)).toBe(true);
});

test('where the device has no voices there is no voice choice; where it has some, a story without narration can be read aloud', async ({ page, context }) => {
  test.setTimeout(200_000);
  const plain = await story(page, 'none');
  await installFakeSpeech(page, []);
  await page.goto(`/stories/${plain.id}?page=1`);
  const reader = page.getByRole('main').getByRole('region', { name: `${plain.title}, the story` });
  await expect(reader.getByRole('status')).toHaveText(`Page 1 of ${plain.pages.length}`, { timeout: 30_000 });
  await expect(reader.getByText('Text size')).toBeVisible();
  await expect(reader.getByLabel('Voice')).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Listen to page 1' })).toHaveCount(0);

  const withVoices = await context.newPage();
  await installFakeSpeech(withVoices, voices.slice(0, 1));
  await withVoices.goto(`/stories/${plain.id}?page=1`);
  const sameReader = withVoices.getByRole('main').getByRole('region', { name: `${plain.title}, the story` });
  await sameReader.getByRole('button', { name: 'Listen to page 1' }).click();
  const seen = await followHighlight(withVoices, sameReader.getByRole('region', { name: 'Words of page 1' }), 3);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  expect((await spokenLog(withVoices)).spoken[0]).toMatchObject({ text: plain.pages[0]!.text, voice: 'Amélie' });
  await expectNoAxeViolations(withVoices);
});

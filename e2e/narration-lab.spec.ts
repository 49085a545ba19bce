import { createVerifiedParent, signInAsAdmin, useOwnAddress } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

/** The narration timings lab (docs/product.md "Test pages"): admins only; everyone else sees not-found. */

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test('an admin hears a text read aloud with its words lit up in order and drawn on a timeline', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Open the narration timings lab' }).click();
  await expect(page).toHaveURL(/\/test-narration-timestamps$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Narration timings lab');

  const text = 'One little owl flew over the quiet green hills and sang softly to the moon tonight.';
  await main.getByLabel('Text to read').fill(text);
  await main.getByLabel('Voice', { exact: true }).selectOption('bright');
  await main.getByRole('button', { name: 'Read it aloud' }).click();

  const result = main.getByRole('region', { name: 'Result' });
  const words = result.locator('[data-word]');
  await expect(words).toHaveCount(16, { timeout: 60_000 });
  await expect(result.getByRole('list', { name: 'Word timings' }).getByRole('button')).toHaveCount(16);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('narration-lab-desktop.png'), fullPage: true });

  await result.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(result.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  // Record which word is lit at each look until the audio ends: the order must only move forward.
  const seen: number[] = [];
  const current = result.locator('[data-word][aria-current="true"]');
  await expect
    .poll(
      async () => {
        const index = await current.getAttribute('data-word', { timeout: 1_000 }).catch(() => null);
        if (index !== null && seen.at(-1) !== Number(index)) seen.push(Number(index));
        return seen.at(-1) ?? -1;
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(15);
  expect(seen.length).toBeGreaterThan(5);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  // The lit word in the text and on the timeline are the same one.
  await expect(result.locator('[data-timeline-word="15"]')).toHaveClass(/bg-primary/);
  await expect(result.getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 15_000 });

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('narration-lab-phone.png'), fullPage: true });
});

test('a parent who is not an admin sees the not-found page', async ({ page }) => {
  await createVerifiedParent(page.request);
  await page.goto('/test-narration-timestamps');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('This page wandered off into the night');
});

test('an admin uploads a reading of the text and sees it aligned word by word', async ({ page }) => {
  const { renderSpeech } = await import('../src/server/providers/speech/builtin/index.ts');
  const { wavFile } = await import('../tests/support/wav.ts');
  await signInAsAdmin(page);
  await page.goto('/test-narration-timestamps');
  const main = page.getByRole('main');
  const text = 'One little owl flew over the quiet green hills and sang softly to the moon tonight.';
  await main.getByLabel('Text to read').fill(text);
  const speech = await renderSpeech({ text, voice: 'gentle', readingLevel: 'toddler', names: [] });
  await main.getByLabel('Recording file', { exact: true }).setInputFiles({ name: 'reading.wav', mimeType: 'audio/wav', buffer: Buffer.from(wavFile(speech.pcm, speech.sampleRate)) });
  await main.getByRole('button', { name: 'Align my recording' }).click();
  const result = main.getByRole('region', { name: 'Aligned recording' });
  await expect(result.getByText('Timings found by alignment.')).toBeVisible({ timeout: 60_000 });
  await expect(result.locator('[data-word]')).toHaveCount(16);
  await expectNoAxeViolations(page);
});

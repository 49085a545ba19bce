import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { renderSpeech } from '../src/server/providers/speech/builtin/index.ts';
import type { PageRecordingList } from '../src/shared/schemas/recordings.ts';
import { wavFile } from '../tests/support/wav.ts';
import { clientAddress, createVerifiedParent, separateClient } from './support/accounts.ts';
import { chromiumArgs, resolveChromium } from './support/chromium.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

/**
 * "Read it yourself": the parent records page 1 through the microphone (Chromium's fake device,
 * fed a WAV of the built-in narrator reading that page), listens back, keeps it, and the book then
 * reads page 1 in that recording with the words lit up in order.
 */
test('a parent gives the voice consent, records a page, listens back, keeps it, and the book reads it with the words highlighted in order', async () => {
  test.setTimeout(300_000);
  const api = await separateClient();
  const parent = await createVerifiedParent(api);
  const child = await createChild(api, parent.token, { name: 'Mia', age: 4 });
  const submitted = await submitStory(api, parent.token, { heroChildId: child.id, theme: 'bedtime', length: 5, voice: 'none' });
  expect(submitted.status()).toBe(202);
  const { id } = (await submitted.json()) as { id: string };
  const story = await waitForStory(api, parent.token, id, 120_000);
  expect(story.status).toBe('ready');

  // The "parent" reads page 1 in the Gentle voice, with a second of quiet before and after.
  const text = story.pages[0]!.text;
  const speech = await renderSpeech({ text, voice: 'gentle', readingLevel: 'toddler', names: ['Mia'] });
  const quiet = new Int16Array(speech.sampleRate);
  const wav = path.join(mkdtempSync(path.join(tmpdir(), 'storyloom-voice-')), 'reading.wav');
  writeFileSync(wav, wavFile(Int16Array.from([...quiet, ...speech.pcm, ...quiet]), speech.sampleRate));
  const seconds = Math.ceil(speech.durationMs / 1000) + 2;

  const browser = await chromium.launch({
    executablePath: resolveChromium(),
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${wav}%noloop`, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const signIn = await page.request.post('/api/identity/sign-in/email', { data: { email: parent.email, password: parent.password }, headers: { origin: baseURL } });
    expect(signIn.ok()).toBe(true);

    await page.goto(`/stories/${id}?page=1`);
    const section = page.getByRole('region', { name: 'Read it yourself' });
    await expect(section.getByText('Consent 4: Recording your voice')).toBeVisible({ timeout: 30_000 });
    await expect(section.getByText(/biometric data under the 2025 COPPA rule/)).toBeVisible();
    await expectNoAxeViolations(page);
    await section.getByLabel('I agree to Storyloom keeping recordings of my voice as described').check();
    await section.getByRole('button', { name: 'Give consent and start recording' }).click();

    await expect(section.getByText(`Page 1 of ${story.pages.length}`)).toBeVisible();
    await expect(section.getByText('Not recorded yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Record this page' }).click();
    await expect(section.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    // The meter moves while the page is read aloud.
    await expect.poll(async () => Number(await section.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(10);
    await expectNoAxeViolations(page);
    await expect(section.getByText(new RegExp(`Recording… 0:${String(seconds).padStart(2, '0')}`))).toBeVisible({ timeout: (seconds + 30) * 1000 });
    await section.getByRole('button', { name: 'Stop recording' }).click();

    // Listen back before keeping it.
    const take = section.getByLabel('Your recording of page 1');
    await expect(take).toBeVisible();
    await take.evaluate((audio: HTMLAudioElement) => audio.play());
    await expect.poll(() => take.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
    await take.evaluate((audio: HTMLAudioElement) => audio.pause());
    await section.getByRole('button', { name: 'Keep this recording' }).click();
    await expect(section.getByText(/^Recorded \(0:\d\d\)/)).toBeVisible({ timeout: 90_000 });
    await expectNoAxeViolations(page);

    const listed = (await (await page.request.get(`/api/stories/${id}/recordings`, { headers: { authorization: `Bearer ${parent.token}` } })).json()) as PageRecordingList;
    const recording = listed.recordings[0]!;
    expect(recording.pageIndex).toBe(0);
    expect(Math.abs(recording.durationMs - seconds * 1000)).toBeLessThan(3_000);

    // The story has no generated narration: what the book plays on page 1 is the recording.
    const reader = page.getByRole('region', { name: /, the story$/ });
    await reader.getByRole('button', { name: 'Listen to page 1' }).click();
    const audio = page.getByTestId('narration-audio');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => Math.round(element.duration * 1000)), { timeout: 20_000 }).toBeGreaterThan(recording.durationMs - 500);
    const words = recording.wordTimings!.map((timing) => timing.word);
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
      .toBeGreaterThanOrEqual(5);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    await api.dispose();
  }
});

/**
 * Voice cloning in the browser. The shared e2e app has no outside voice, so its /voice-cloning says
 * cloning needs one and offers "Read it yourself". The cloning journey starts an app of its own
 * pointed at the local fake ElevenLabs: the parent gives consents 4 and 2, records the script
 * through Chromium's fake microphone (fed a WAV of the built-in narrator reading it), listens back,
 * agrees to what happens to the sample, makes the voice, and has a finished story read in it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { renderSpeech } from '../src/server/providers/speech/builtin/index.ts';
import type { StoryDetail } from '../src/shared/schemas/stories.ts';
import { voiceMessages, voiceSampleScript, type ClonedVoiceList } from '../src/shared/schemas/voices.ts';
import { startFakeSpeech, type FakeSpeech } from '../tests/support/fake-speech.ts';
import { wavFile } from '../tests/support/wav.ts';
import { clientAddress, createVerifiedParent } from './support/accounts.ts';
import { chromiumArgs, resolveChromium } from './support/chromium.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { startOwnApp, type OwnApp } from './support/own-app.ts';
import { createChild, submitStory, waitForStory } from './support/stories.ts';

test('without an outside voice service, the page says cloning needs one and offers Read it yourself', async ({ page }) => {
  await createVerifiedParent(page.request);
  await page.goto('/voice-cloning');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Voice cloning' })).toBeVisible();
  await expect(main.getByText(voiceMessages.unavailable)).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText('Read it yourself instead.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Choose a story to read' })).toHaveAttribute('href', '/stories');
  await expect(main.getByRole('button', { name: 'Record a sample' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('with the fake ElevenLabs', () => {
  let fake: FakeSpeech | undefined;
  let app: OwnApp | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    fake = await startFakeSpeech();
    app = await startOwnApp('voices', {
      SPEECH_PROVIDER: 'elevenlabs',
      ELEVENLABS_API_KEY: 'xi-e2e',
      ELEVENLABS_BASE_URL: fake.baseUrl,
      CREDITS_ENABLED: 'false',
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await fake?.close();
  });

  test('a parent records the script, makes a cloned voice against the service, and a story is read in it', async () => {
    const appUrl = app!.url;
    test.setTimeout(360_000);
    const api = await playwrightRequest.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
    const parent = await createVerifiedParent(api, { origin: appUrl });
    const child = await createChild(api, parent.token, { name: 'Mia', age: 4 });
    const submitted = await submitStory(api, parent.token, { heroChildId: child.id, theme: 'bedtime', length: 5, voice: 'standard' });
    expect(submitted.status()).toBe(202);
    const { id } = (await submitted.json()) as { id: string };

    // The "parent" reads the script in the Gentle voice, with a second of quiet before.
    const speech = await renderSpeech({ text: voiceSampleScript.join(' '), voice: 'gentle', readingLevel: 'toddler', names: [] });
    expect(speech.durationMs).toBeGreaterThan(62_000);
    const wav = path.join(mkdtempSync(path.join(tmpdir(), 'storyloom-sample-')), 'sample.wav');
    writeFileSync(wav, wavFile(Int16Array.from([...new Int16Array(speech.sampleRate), ...speech.pcm]), speech.sampleRate));

    const browser = await chromium.launch({
      executablePath: resolveChromium(),
      args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${wav}%noloop`, '--autoplay-policy=no-user-gesture-required'],
    });
    try {
      const context = await browser.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const signIn = await page.request.post('/api/identity/sign-in/email', { data: { email: parent.email, password: parent.password }, headers: { origin: appUrl } });
      expect(signIn.ok()).toBe(true);

      await page.goto('/voice-cloning');
      const make = page.getByRole('region', { name: 'Make a cloned voice' });
      await expect(make.getByText('Consent 4: Recording your voice')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Your cloned voices' })).toContainText('You have not made a cloned voice yet.');
      await expect(page.getByRole('region', { name: 'Your cloned voices' })).toContainText('There is no limit on this Storyloom.');
      await expectNoAxeViolations(page);
      await make.getByLabel('I agree to Storyloom keeping recordings of my voice as described').check();
      await make.getByRole('button', { name: 'Give consent and start recording' }).click();
      await expect(make.getByText('Consent 2: Disclosure to an outside AI provider')).toBeVisible();
      await make.getByLabel('I agree to Storyloom sending my voice sample to the outside voice service').check();
      await make.getByRole('button', { name: 'Give consent 2' }).click();

      await expect(make.getByText(voiceSampleScript[0])).toBeVisible();
      await make.getByRole('button', { name: 'Record a sample' }).click();
      const meter = make.getByRole('meter', { name: 'Microphone level' });
      await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(10);
      await expectNoAxeViolations(page);
      await expect(make.getByText(/Recording… 1:0[2-9]/)).toBeVisible({ timeout: 110_000 });
      await make.getByRole('button', { name: 'Stop recording' }).click();

      const take = make.getByLabel('Your voice sample');
      await expect(take).toBeVisible();
      await take.evaluate((audio: HTMLAudioElement) => audio.play());
      await expect.poll(() => take.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
      await take.evaluate((audio: HTMLAudioElement) => audio.pause());
      await make.getByLabel('Name of the voice').fill('Mum at bedtime');
      await make.getByRole('button', { name: 'Make my cloned voice' }).click();
      await expect(make.getByText(voiceMessages.agreementNeeded)).toBeVisible();
      expect(fake!.voices.size).toBe(0);
      await make.getByLabel(/^I agree that Storyloom keeps this sample of my voice/).check();
      await expectNoAxeViolations(page);
      await make.getByRole('button', { name: 'Make my cloned voice' }).click();

      const list = page.getByRole('list', { name: 'Your cloned voices' });
      await expect(list.getByText('Mum at bedtime')).toBeVisible({ timeout: 30_000 });
      const [cloned] = [...fake!.voices.entries()];
      expect(cloned![1]).toMatchObject({ name: 'Mum at bedtime', sampleType: 'audio/webm' });
      const voices = (await (await api.get('/api/voices', { headers: { authorization: `Bearer ${parent.token}` } })).json()) as ClonedVoiceList;
      expect(voices.voices[0]!.sampleDurationMs).toBeGreaterThan(60_000);

      // The saved sample can be heard again: fetched with the parent's token and played.
      await list.getByRole('button', { name: 'Listen to the sample of Mum at bedtime' }).click();
      const saved = list.getByLabel('Sample of Mum at bedtime', { exact: true });
      await expect(saved).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => saved.evaluate((element: HTMLAudioElement) => (element.error ? -1 : element.currentTime)), { timeout: 20_000 }).toBeGreaterThan(0.3);
      await expectNoAxeViolations(page);

      // Renamed here and at the service.
      await list.getByRole('button', { name: 'Rename Mum at bedtime' }).click();
      await list.getByLabel('New name for Mum at bedtime').fill('Mum');
      await list.getByRole('button', { name: 'Save the name' }).click();
      await expect(list.getByText('Mum', { exact: true })).toBeVisible();
      expect(fake!.voices.get(cloned![0])?.name).toBe('Mum');

      // A finished story is read again in the cloned voice, from its own page.
      expect((await waitForStory(api, parent.token, id, 120_000)).status).toBe('ready');
      await page.goto(`/stories/${id}`);
      const narration = page.getByRole('region', { name: 'Narration' });
      await expect(narration).toBeVisible({ timeout: 30_000 });
      await narration.getByLabel('Another voice').selectOption({ label: 'Mum' });
      await narration.getByRole('button', { name: 'Change the voice' }).click();
      await expect(narration.getByText('Read aloud by your cloned voice “Mum”, with each word lit up as it is read.')).toBeVisible({ timeout: 90_000 });
      await expectNoAxeViolations(page);
      const story = (await (await api.get(`/api/stories/${id}`, { headers: { authorization: `Bearer ${parent.token}` } })).json()) as StoryDetail;
      expect(story.clonedVoice?.name).toBe('Mum');
      const spokenInClone = fake!.calls.filter((call) => call.path === `/v1/text-to-speech/${cloned![0]}/with-timestamps`);
      expect(spokenInClone).toHaveLength(story.pages.length);
      for (const storyPage of story.pages) expect(storyPage.wordTimings?.length).toBeGreaterThan(0);
      const audio = await api.get(`/api/stories/${id}/pages/0/narration`, { headers: { authorization: `Bearer ${parent.token}` } });
      expect(audio.status()).toBe(200);

      // Deleted here and at the service.
      await page.goto('/voice-cloning');
      await page.getByRole('list', { name: 'Your cloned voices' }).getByRole('button', { name: 'Delete Mum' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete the voice and its sample' }).click();
      await expect(page.getByText('You have not made a cloned voice yet.')).toBeVisible();
      expect(fake!.voices.size).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await api.dispose();
    }
  });
});

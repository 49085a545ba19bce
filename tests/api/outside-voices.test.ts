/**
 * Outside voices (SPEECH_PROVIDER) against a local fake: ElevenLabs' character timestamps and
 * OpenAI's transcription become a timing for every displayed word; they are used only with consent
 * 2, and a page they cannot read is read by the built-in narrator with no credits lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitWords } from '../../src/shared/narration.ts';
import { storyCost } from '../../src/shared/pricing.ts';
import { msPerCharacter, msPerHeardWord, startFakeSpeech, type FakeSpeech } from '../support/fake-speech.ts';
import type { TestParent } from '../support/accounts.ts';
import { balanceOf, parentWithChild, settledStory, storyInput, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PlainTextProvider } from '../support/text-providers.ts';

let fake: FakeSpeech;
let elevenlabs: TestApp;
let openai: TestApp;

beforeAll(async () => {
  fake = await startFakeSpeech();
  const common = { SPEECH_CONCURRENCY: '1', SPEECH_RETRIES: '2', SPEECH_TIMEOUT_MS: '5000' };
  elevenlabs = await createTestApp(
    { ...common, SPEECH_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'xi-test', ELEVENLABS_BASE_URL: fake.baseUrl, SPEECH_VOICE: 'story-voice' },
    { textProvider: new PlainTextProvider() },
  );
  openai = await createTestApp(
    { ...common, SPEECH_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-speech', OPENAI_BASE_URL: `${fake.baseUrl}/v1` },
    { textProvider: new PlainTextProvider() },
  );
  await elevenlabs.startWorker();
  await openai.startWorker();
}, 60_000);
afterAll(async () => {
  await elevenlabs?.close();
  await openai?.close();
  await fake?.close();
});

async function allowOutside(t: TestApp, parent: TestParent) {
  const response = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'ai-provider', granted: true } });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function narratedStory(t: TestApp, consent: boolean) {
  const { parent, childId } = await parentWithChild(t);
  if (consent) await allowOutside(t, parent);
  const id = await submittedStory(t, parent, storyInput(childId, { length: 5, voice: 'standard' }));
  return { parent, story: await settledStory(t, parent, id, 90_000) };
}

describe('ElevenLabs', () => {
  it('reads each page with its character timestamps turned into word timings, with consent 2', async () => {
    fake.reset();
    const { parent, story } = await narratedStory(elevenlabs, true);
    expect(story.status).toBe('ready');
    expect(fake.calls.filter((call) => call.path === '/v1/text-to-speech/story-voice/with-timestamps')).toHaveLength(story.pages.length);
    expect(fake.calls.every((call) => call.key === 'xi-test')).toBe(true);
    for (const page of story.pages) {
      expect(page.narrationMethod).toBe('provider-alignment');
      expect(page.narrationFellBack).toBe(false);
      expect(page.wordTimings).toEqual(
        splitWords(page.text).map((word) => ({ ...word, startMs: word.charStart * msPerCharacter, endMs: word.charEnd * msPerCharacter })),
      );
      const audio = await elevenlabs.request(`/api/stories/${story.id}/pages/${page.index}/narration`, { headers: parent.auth });
      expect(audio.status).toBe(200);
    }
  }, 120_000);

  it('sends nothing out without consent 2: the built-in narrator reads', async () => {
    fake.reset();
    const { story } = await narratedStory(elevenlabs, false);
    expect(story.status).toBe('ready');
    expect(fake.calls).toHaveLength(0);
    expect(story.pages.every((page) => page.narrationMethod === 'synthesis-events')).toBe(true);
  }, 120_000);

  it('falls back to the built-in narrator page by page when the service keeps failing, with no credits lost', async () => {
    fake.reset();
    fake.failing = true;
    const { parent, story } = await narratedStory(elevenlabs, true);
    expect(story.status).toBe('ready');
    // Each page was tried three times (two retries) before the built-in narrator read it.
    expect(fake.calls).toHaveLength(story.pages.length * 3);
    for (const page of story.pages) {
      expect(page.narrationMethod).toBe('synthesis-events');
      expect(page.narrationFellBack).toBe(true);
      expect(page.wordTimings?.map((timing) => timing.word)).toEqual(splitWords(page.text).map((word) => word.word));
    }
    expect(story.cost).toBe(storyCost(5, 'standard'));
    expect(await balanceOf(elevenlabs, parent)).toBe(10 - storyCost(5, 'standard'));
  }, 180_000);
});

describe('OpenAI', () => {
  it('reads each page and times its words from the transcription, matched onto the page text', async () => {
    fake.reset();
    const { story } = await narratedStory(openai, true);
    expect(story.status).toBe('ready');
    expect(fake.calls.filter((call) => call.path === '/v1/audio/speech')).toHaveLength(story.pages.length);
    expect(fake.calls.filter((call) => call.path === '/v1/audio/transcriptions')).toHaveLength(story.pages.length);
    expect(fake.calls.every((call) => call.key === 'Bearer sk-speech')).toBe(true);
    for (const page of story.pages) {
      expect(page.narrationMethod).toBe('transcription-alignment');
      expect(page.wordTimings).toEqual(
        splitWords(page.text).map((word, index) => ({ ...word, startMs: index * msPerHeardWord, endMs: index * msPerHeardWord + 250 })),
      );
    }
  }, 120_000);
});

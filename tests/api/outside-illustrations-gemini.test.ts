/**
 * Google's Gemini image model (IMAGE_PROVIDER=google) against the local fake's `generateContent`:
 * the reference picture from a plain portrait, then every page with the reference and the page
 * before it as inline pictures; a picture Gemini's safety system withholds is asked for once more,
 * then the built-in illustrator draws the page and says so.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { sha256, startFakeImages, type FakeImages } from '../support/fake-images.ts';
import { addChild, uploadedPortrait } from '../support/family.ts';
import { makeJpeg } from '../support/images.ts';
import { settledStory, storyInput, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PlainTextProvider } from '../support/text-providers.ts';

let fake: FakeImages;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeImages();
  t = await createTestApp(
    { IMAGE_PROVIDER: 'google', GOOGLE_GENERATIVE_AI_API_KEY: 'gemini-key', GOOGLE_GENERATIVE_AI_BASE_URL: fake.geminiBaseUrl, IMAGE_CONCURRENCY: '1', IMAGE_RETRIES: '0', IMAGE_TIMEOUT_MS: '1000' },
    { textProvider: new PlainTextProvider() },
  );
  await t.startWorker();
}, 60_000);
beforeEach(() => fake.reset());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function storyWithPortrait(): Promise<{ parent: TestParent; portraitHash: string; story: Awaited<ReturnType<typeof settledStory>> }> {
  const parent = await signUpVerifiedParent(t);
  const child = await addChild(t, parent, { name: 'Maya' });
  expect((await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'ai-provider', granted: true } })).status).toBe(200);
  const portrait = await uploadedPortrait(t, parent, { childId: child.id, bytes: await makeJpeg() });
  const stored = await t.deps.storage.get(portrait.path);
  const id = await submittedStory(t, parent, storyInput(child.id, { length: 5 }));
  return { parent, portraitHash: sha256(stored!.body), story: await settledStory(t, parent, id, 60_000) };
}

describe('Gemini image model', () => {
  it('sends the portrait for the reference, then the reference and the previous page with every page', async () => {
    const { parent, portraitHash, story } = await storyWithPortrait();
    expect(story.status).toBe('ready');
    const [referenceCall, ...pages] = fake.imageCalls;
    expect(referenceCall).toMatchObject({ path: '/v1beta/models/{model}:generateContent', model: 'gemini-2.5-flash-image', authorization: 'gemini-key', images: [portraitHash] });
    const reference = await t.deps.storage.get(`illustrations/${parent.userId}/${story.id}/reference-portrait.webp`);
    const referenceHash = sha256(reference!.body);
    expect(pages).toHaveLength(story.pages.length + 1);
    // One lane: the first page has the reference only; each later one the page before it too.
    expect(pages.map((call) => call.images.length)).toEqual([1, ...story.pages.slice(1).map(() => 2), 1]);
    expect(pages.every((call) => call.images[0] === referenceHash && !call.images.includes(portraitHash))).toBe(true);
    expect(fake.imageCalls.some((call) => /maya/i.test(call.prompt))).toBe(false);
    expect(story.pages.every((page) => page.illustration?.provider === 'google' && page.illustration.fromPortrait)).toBe(true);
    const picture = await t.request(`/api/stories/${story.id}/pages/0/illustration`, { headers: parent.auth });
    expect(picture.headers.get('content-type')).toBe('image/webp');
  }, 90_000);

  it('asks again for a picture withheld for safety, then draws the page built-in and says so', async () => {
    fake.refuse = (prompt) => prompt.includes('Scene:');
    const { story } = await storyWithPortrait();
    expect(story.status).toBe('ready');
    expect(fake.imageCalls.filter((call) => call.prompt.includes('Scene:'))).toHaveLength((story.pages.length + 1) * 2);
    expect(story.pages.every((page) => page.illustration?.fellBack === 'refused' && page.illustration.provider === 'builtin')).toBe(true);
  }, 90_000);

  it('gives up on a call that outlasts IMAGE_TIMEOUT_MS, and the book is drawn built-in', async () => {
    fake.delayMs = 1_500;
    const { story } = await storyWithPortrait();
    expect(story.status).toBe('ready');
    // The reference call timed out (no retries here), so no page was sent.
    expect(fake.imageCalls).toHaveLength(1);
    expect(story.pages.every((page) => page.illustration?.fellBack === 'failed')).toBe(true);
  }, 90_000);
});

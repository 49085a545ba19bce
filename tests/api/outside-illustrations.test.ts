/**
 * Outside image models (IMAGE_PROVIDER=openai) against a local fake of OpenAI's Image API: a
 * reference picture of the hero first (from a plain portrait with consent 2, else from the
 * character sheet), sent with every page; nothing goes out without consent 2; a page the model
 * refuses or keeps failing is drawn by the built-in illustrator and says so, with no credits lost;
 * no prompt carries the child's name or birth date.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sceneDirectorLogs, stories } from '../../src/server/db/schema.ts';
import { printPictures } from '../../src/server/domain/story-print-pictures.ts';
import { storyCost } from '../../src/shared/pricing.ts';
import type { StoryDetail } from '../../src/shared/schemas/stories.ts';
import type { TestParent } from '../support/accounts.ts';
import { sha256, startFakeImages, type FakeImages } from '../support/fake-images.ts';
import { addChild, uploadedPortrait, yearsAgo } from '../support/family.ts';
import { makeJpeg } from '../support/images.ts';
import { balanceOf, settledStory, storyInput, submittedStory } from '../support/stories.ts';
import { signUpVerifiedParent } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PlainTextProvider } from '../support/text-providers.ts';

let fake: FakeImages;
let t: TestApp;
const birthDate = yearsAgo(6, 30);

beforeAll(async () => {
  fake = await startFakeImages();
  t = await createTestApp(
    { IMAGE_PROVIDER: 'openai', IMAGE_MODEL: 'gpt-image-test', OPENAI_API_KEY: 'sk-images', OPENAI_BASE_URL: fake.baseUrl, IMAGE_CONCURRENCY: '2', IMAGE_RETRIES: '1', IMAGE_TIMEOUT_MS: '5000' },
    { textProvider: new PlainTextProvider() },
  );
  await t.startWorker();
}, 60_000);
beforeEach(() => fake.reset());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function family(consent: boolean) {
  const parent = await signUpVerifiedParent(t);
  const child = await addChild(t, parent, { name: 'Maya', birthDate });
  if (consent) {
    const response = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'ai-provider', granted: true } });
    expect(response.status).toBe(200);
  }
  return { parent, childId: child.id };
}

async function story(parent: TestParent, childId: string): Promise<StoryDetail> {
  const id = await submittedStory(t, parent, storyInput(childId, { length: 5 }));
  return settledStory(t, parent, id, 60_000);
}

const pageCalls = () => fake.imageCalls.filter((call) => call.prompt.includes('Scene:'));

function expectNoPersonalDetails() {
  for (const call of fake.imageCalls) {
    expect(call.prompt).not.toMatch(/maya/i);
    expect(call.prompt).not.toContain(birthDate);
  }
}

async function pictureOf(parent: TestParent, storyId: string, index: number) {
  return t.request(`/api/stories/${storyId}/pages/${index}/illustration`, { headers: parent.auth });
}

describe('with consent 2 and a plain portrait', () => {
  it('makes the reference picture from the portrait and sends it, with the previous page, with every page', async () => {
    const { parent, childId } = await family(true);
    const portrait = await uploadedPortrait(t, parent, { childId, bytes: await makeJpeg() });
    const stored = await t.deps.storage.get(portrait.path);
    fake.delayMs = 150;
    const done = await story(parent, childId);
    // IMAGE_CONCURRENCY=2: two pages drawn at once, never more.
    expect(fake.inFlight.most).toBe(2);
    expect(done.status).toBe('ready');

    const [referenceCall, ...rest] = fake.imageCalls;
    expect(referenceCall).toMatchObject({ path: '/v1/images/edits', model: 'gpt-image-test', inputFidelity: 'high', authorization: 'Bearer sk-images' });
    expect(referenceCall!.images).toEqual([sha256(stored!.body)]);
    expect(referenceCall!.prompt).toContain('character reference');

    const reference = await t.deps.storage.get(`illustrations/${parent.userId}/${done.id}/reference-portrait.webp`);
    expect(reference?.contentType).toBe('image/webp');
    const referenceHash = sha256(reference!.body);
    // The pages and the cover: the reference first on each; the portrait itself never again.
    expect(rest).toHaveLength(done.pages.length + 1);
    for (const call of rest) {
      expect(call.path).toBe('/v1/images/edits');
      expect(call.images[0]).toBe(referenceHash);
      expect(call.images).not.toContain(sha256(stored!.body));
      expect(call.prompt).toMatch(/^Style \(keep it identical on every page\): children’s picture-book watercolour/);
      expect(call.prompt).toContain('The hero: a 6-year-old girl with warm light-brown skin, medium wavy brown hair, brown eyes, no glasses');
    }
    // Two lanes: after its first page, each lane sends the page it drew before as a second reference.
    expect(pageCalls().filter((call) => call.images.length === 2)).toHaveLength(done.pages.length - 2);
    expectNoPersonalDetails();

    for (const page of done.pages) {
      expect(page.illustration).toEqual({ provider: 'openai', fromPortrait: true, fellBack: null, likeness: null });
      const response = await pictureOf(parent, done.id, page.index);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    const logs = await t.deps.db.select().from(sceneDirectorLogs).where(eq(sceneDirectorLogs.storyId, done.id));
    // The reference picture, every page and the cover.
    expect(logs.filter((log) => log.status === 'drawn')).toHaveLength(done.pages.length + 2);
    expect(logs.filter((log) => log.director === 'reference')).toHaveLength(1);
    expect(logs.every((log) => log.provider === 'openai' && log.model === 'gpt-image-test' && log.fromPortrait)).toBe(true);
    expect(logs.some((log) => JSON.stringify(log.plan).includes('Maya'))).toBe(false);
    expect(await balanceOf(t, parent)).toBe(10 - storyCost(5, 'none'));

    // The WebP pictures print: the PDF's pictures are JPEGs made from them, and the cover shares as WebP.
    const [row] = await t.deps.db.select().from(stories).where(eq(stories.id, done.id));
    const printed = await printPictures(t.deps.storage, [done.pages[0]!.illustrationPath, row!.coverPath]);
    for (const jpeg of printed) expect([...jpeg!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const cover = await t.request(`/api/stories/${done.id}/cover?format=webp`, { headers: parent.auth });
    expect(cover.headers.get('content-type')).toBe('image/webp');
  }, 90_000);
});

describe('with consent 2 and no usable portrait', () => {
  it('makes the reference from the character sheet alone: a locked portrait never leaves', async () => {
    const { parent, childId } = await family(true);
    const ciphertext = randomBytes(4096);
    const meta = { algorithm: 'AES-GCM', keyDerivation: 'PBKDF2-SHA-256', iterations: 600_000, salt: randomBytes(16).toString('base64'), iv: randomBytes(12).toString('base64'), mimeType: 'image/jpeg' };
    await uploadedPortrait(t, parent, { childId, bytes: ciphertext, fields: { encrypted: 'true', encryptionMetadata: JSON.stringify(meta) } });
    const done = await story(parent, childId);
    expect(done.status).toBe('ready');

    const [referenceCall] = fake.imageCalls;
    expect(referenceCall).toMatchObject({ path: '/v1/images/generations', images: [] });
    expect(fake.imageCalls.flatMap((call) => call.images)).not.toContain(sha256(ciphertext));
    expect(done.pages.every((page) => page.illustration?.fromPortrait === false && page.illustration.provider === 'openai')).toBe(true);
    expectNoPersonalDetails();
  }, 90_000);
});

describe('without consent 2', () => {
  it('sends nothing out: the built-in illustrator draws every page', async () => {
    const { parent, childId } = await family(false);
    await uploadedPortrait(t, parent, { childId, bytes: await makeJpeg() });
    const done = await story(parent, childId);
    expect(done.status).toBe('ready');
    expect(fake.imageCalls).toHaveLength(0);
    for (const page of done.pages) {
      expect(page.illustration).toBeNull();
      expect((await pictureOf(parent, done.id, page.index)).headers.get('content-type')).toBe('image/svg+xml');
    }
  }, 90_000);
});

describe('when the model fails or refuses', () => {
  it('falls back to the built-in illustrator page by page after the retries, and no credits are lost', async () => {
    const { parent, childId } = await family(true);
    fake.fail = (prompt) => prompt.includes('Scene:');
    const done = await story(parent, childId);
    expect(done.status).toBe('ready');
    // Each page and the cover: the first try and one retry.
    expect(pageCalls()).toHaveLength((done.pages.length + 1) * 2);
    expect(done.pages.every((page) => page.illustration?.fellBack === 'failed' && page.illustration.provider === 'builtin')).toBe(true);
    expect((await pictureOf(parent, done.id, 0)).headers.get('content-type')).toBe('image/svg+xml');
    expect(await balanceOf(t, parent)).toBe(10 - storyCost(5, 'none'));
  }, 90_000);

  it('draws the whole book built-in when not even the reference picture can be made', async () => {
    const { parent, childId } = await family(true);
    fake.fail = () => true;
    const done = await story(parent, childId);
    expect(done.status).toBe('ready');
    expect(fake.imageCalls).toHaveLength(2);
    expect(done.pages.every((page) => page.illustration?.fellBack === 'failed')).toBe(true);
    const logs = await t.deps.db.select().from(sceneDirectorLogs).where(eq(sceneDirectorLogs.storyId, done.id));
    expect(logs.filter((log) => log.director === 'reference' && log.status === 'failed')).toHaveLength(1);
  }, 90_000);

  it('asks again for a picture the safety system refused, then falls back and says so', async () => {
    const { parent, childId } = await family(true);
    fake.refuse = (prompt) => prompt.includes('Scene:');
    const done = await story(parent, childId);
    expect(done.status).toBe('ready');
    // Each page and the cover: refused, asked again, refused.
    expect(pageCalls()).toHaveLength((done.pages.length + 1) * 2);
    expect(done.pages.every((page) => page.illustration?.fellBack === 'refused')).toBe(true);
    const logs = await t.deps.db.select().from(sceneDirectorLogs).where(eq(sceneDirectorLogs.storyId, done.id));
    expect(logs.filter((log) => log.status === 'fallback')).toHaveLength(done.pages.length + 1);
    expect(logs.filter((log) => log.status === 'failed' && /safety system/.test(log.error ?? ''))).toHaveLength((done.pages.length + 1) * 2);
  }, 90_000);
});

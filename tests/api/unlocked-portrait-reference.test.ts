/**
 * An encrypted portrait the parent unlocked in the browser, sent decrypted with a new story, makes
 * that story's reference picture (outside model, consent 2); it is kept only until the reference is
 * made, and refused for anything else: no consent, a plain portrait, another child's or parent's.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preparePlainImage } from '../../src/server/domain/portrait-images.ts';
import { sceneDirectorLogs } from '../../src/server/db/schema.ts';
import { eq } from 'drizzle-orm';
import type { PortraitRecord } from '../../src/shared/schemas/portraits.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { sha256, startFakeImages, type FakeImages } from '../support/fake-images.ts';
import { addChild, uploadedPortrait } from '../support/family.ts';
import { makeJpeg } from '../support/images.ts';
import { settledStory, storyInput, submitStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PlainTextProvider } from '../support/text-providers.ts';

let fake: FakeImages;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeImages();
  t = await createTestApp(
    { IMAGE_PROVIDER: 'openai', IMAGE_MODEL: 'gpt-image-test', OPENAI_API_KEY: 'sk-images', OPENAI_BASE_URL: fake.baseUrl, IMAGE_CONCURRENCY: '2', IMAGE_RETRIES: '1' },
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
  const child = await addChild(t, parent, { name: 'Maya' });
  if (consent) {
    const response = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'ai-provider', granted: true } });
    expect(response.status).toBe(200);
  }
  return { parent, childId: child.id };
}

const lockedPortrait = (parent: TestParent, childId: string): Promise<PortraitRecord> => {
  const meta = { algorithm: 'AES-GCM', keyDerivation: 'PBKDF2-SHA-256', iterations: 600_000, salt: randomBytes(16).toString('base64'), iv: randomBytes(12).toString('base64'), mimeType: 'image/jpeg' };
  return uploadedPortrait(t, parent, { childId, bytes: randomBytes(4096), fields: { encrypted: 'true', encryptionMetadata: JSON.stringify(meta) } });
};

describe('an unlocked portrait as the reference', () => {
  it('is offered by the wizard only where an outside image model is configured', async () => {
    const response = await t.request('/api/site-config');
    expect(await response.json()).toMatchObject({ outsideImageProvider: 'OpenAI' });
  });

  it('makes this story’s reference picture from the decrypted image, which is then deleted', async () => {
    const { parent, childId } = await family(true);
    const portrait = await lockedPortrait(parent, childId);
    const decrypted = await makeJpeg();
    const response = await submitStory(t, parent, { ...storyInput(childId, { length: 5 }), unlockedPortrait: { portraitId: portrait.id, image: Buffer.from(decrypted).toString('base64') } });
    expect(response.status, await response.clone().text()).toBe(202);
    const { id } = (await response.json()) as { id: string };
    const done = await settledStory(t, parent, id, 60_000);
    expect(done.status).toBe('ready');

    // The reference call carries the picture as the server re-encoded it (no metadata), and nothing after it does.
    const sent = sha256((await preparePlainImage(decrypted)).data);
    const [referenceCall, ...rest] = fake.imageCalls;
    expect(referenceCall).toMatchObject({ path: '/v1/images/edits' });
    expect(referenceCall!.images).toEqual([sent]);
    expect(rest.flatMap((call) => call.images)).not.toContain(sent);
    for (const call of fake.imageCalls) expect(call.prompt).not.toMatch(/maya/i);
    expect(done.pages.every((page) => page.illustration?.provider === 'openai' && page.illustration.fromPortrait)).toBe(true);
    const logs = await t.deps.db.select().from(sceneDirectorLogs).where(eq(sceneDirectorLogs.storyId, id));
    expect(logs.find((log) => log.director === 'reference')).toMatchObject({ status: 'drawn', fromPortrait: true });

    // Only the stylised reference stays; the unlocked picture is gone from the story's folder.
    const files = await t.deps.storage.list(`illustrations/${parent.userId}/${id}/`);
    expect(files).toContain(`illustrations/${parent.userId}/${id}/reference-portrait.webp`);
    expect(files.some((file) => file.includes('unlocked'))).toBe(false);
    for (const file of await t.deps.storage.list(`portraits/${parent.userId}/`)) expect(sha256((await t.deps.storage.get(file))!.body)).not.toBe(sent);
  }, 90_000);

  it('is refused without consent 2, for a plain portrait, another child’s or another parent’s, and for what is not a picture', async () => {
    const image = Buffer.from(await makeJpeg()).toString('base64');
    const refusal = async (parent: TestParent, childId: string, unlockedPortrait: unknown, field: string) => {
      const response = await submitStory(t, parent, { ...storyInput(childId, { length: 5 }), unlockedPortrait } as never);
      expect(response.status, await response.clone().text()).toBe(400);
      expect(((await response.json()) as { field: string }).field).toBe(field);
    };
    const without = await family(false);
    await refusal(without.parent, without.childId, { portraitId: (await lockedPortrait(without.parent, without.childId)).id, image }, 'unlockedPortrait');

    const { parent, childId } = await family(true);
    const plain = await uploadedPortrait(t, parent, { childId, bytes: await makeJpeg() });
    await refusal(parent, childId, { portraitId: plain.id, image }, 'unlockedPortrait.portraitId');
    const sibling = await addChild(t, parent, { name: 'Ola' });
    await refusal(parent, childId, { portraitId: (await lockedPortrait(parent, sibling.id)).id, image }, 'unlockedPortrait.portraitId');
    const other = await family(true);
    await refusal(parent, childId, { portraitId: (await lockedPortrait(other.parent, other.childId)).id, image }, 'unlockedPortrait.portraitId');
    const locked = await lockedPortrait(parent, childId);
    await refusal(parent, childId, { portraitId: locked.id, image: Buffer.from('not a picture at all').toString('base64') }, 'unlockedPortrait.image');
    await refusal(parent, childId, { portraitId: locked.id, image: '***' }, 'unlockedPortrait.image');
    // Nothing was queued, and nothing was left behind.
    expect(fake.imageCalls).toHaveLength(0);
    expect((await t.deps.storage.list(`illustrations/${parent.userId}/`)).length).toBe(0);
  }, 60_000);
});

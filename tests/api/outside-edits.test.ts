/**
 * Editing a book the outside image model drew (IMAGE_PROVIDER=openai, consent 2), against the local
 * fake: a redrawn page and a restyled book are drawn by the same model with the hero's reference
 * picture and the likeness check; the parent's instruction goes into the prompt without any name;
 * a page the model cannot draw falls back to the built-in illustrator as in the pipeline.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { editIllustrations } from '../../src/server/jobs/edit-illustrations.ts';
import { creditCosts } from '../../src/shared/pricing.ts';
import type { StoryEdit } from '../../src/shared/schemas/story-edits.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { sha256, startFakeImages, type FakeImages } from '../support/fake-images.ts';
import { addChild } from '../support/family.ts';
import { balanceOf, getStory, settledStory, storyInput, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let fake: FakeImages;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeImages();
  t = await createTestApp({
    IMAGE_PROVIDER: 'openai',
    TEXT_PROVIDER: 'openai',
    TEXT_MODEL: 'vision-test-model',
    TEXT_MODERATION: 'false',
    OPENAI_API_KEY: 'sk-edits',
    OPENAI_BASE_URL: fake.baseUrl,
    IMAGE_CONCURRENCY: '1',
    IMAGE_RETRIES: '1',
    IMAGE_TIMEOUT_MS: '5000',
  });
  await t.startWorker();
}, 60_000);
beforeEach(() => fake.reset());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function outsideBook() {
  const parent = await signUpVerifiedParent(t);
  const child = await addChild(t, parent, { name: 'Maya' });
  const consent = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'ai-provider', granted: true } });
  expect(consent.status).toBe(200);
  const id = await submittedStory(t, parent, storyInput(child.id, { length: 5, illustrationStyle: 'watercolour' }));
  const story = await settledStory(t, parent, id, 60_000);
  expect(story.status).toBe('ready');
  expect(story.pages.every((page) => page.illustration?.provider === 'openai')).toBe(true);
  fake.reset();
  return { parent, story };
}

async function edited(parent: TestParent, path: string, json: object): Promise<StoryEdit> {
  const response = await t.request(path, { method: 'POST', headers: parent.auth, json });
  expect(response.status, await response.clone().text()).toBe(202);
  return vi.waitFor(
    async () => {
      const { edit } = (await (await t.request(path.replace(/\/(redraw|restyle)$/, '/edits'), { headers: parent.auth })).json()) as { edit: StoryEdit };
      if (edit.status === 'done' || edit.status === 'failed') return edit;
      await t.deps.db.execute(sql`update pgboss.job set start_after = now() where name = ${editIllustrations.name} and state = 'retry'`);
      throw new Error(`edit still ${edit.status}`);
    },
    { timeout: 60_000, interval: 200 },
  );
}

const stored = async (key: string) => (await t.deps.storage.get(key))?.body ?? null;

describe('a book drawn by the outside model', () => {
  it('has a page redrawn by the same model with the reference, the neighbouring page and the instruction without names; likeness redraws are free', async () => {
    const { parent, story } = await outsideBook();
    const reference = await stored(`illustrations/${parent.userId}/${story.id}/reference.webp`);
    expect(reference).not.toBeNull();
    const before = await balanceOf(t, parent);
    fake.likenessScores = [4, 8];

    const edit = await edited(parent, `/api/stories/${story.id}/redraw`, { pageIndex: 1, instruction: 'Maya is laughing' });
    expect(edit.status).toBe('done');
    // Drawn twice (the first scored below 7), never a new reference.
    expect(fake.imageCalls).toHaveLength(2);
    const neighbour = await stored(story.pages[0]!.illustrationPath!);
    for (const call of fake.imageCalls) {
      expect(call.path).toBe('/v1/images/edits');
      expect(call.images).toEqual([sha256(reference!), sha256(neighbour!)]);
      expect(call.prompt).toContain('This page is drawn again because the parent asked: "the hero is laughing".');
      expect(call.prompt).not.toMatch(/maya/i);
    }
    expect(fake.likenessCalls).toHaveLength(2);

    const after = await getStory(t, parent, story.id);
    const page = after.pages[1]!;
    expect(page.illustrationPath).toMatch(/\/1-[0-9a-f]{8}\.webp$/);
    expect(page.illustration).toEqual({ provider: 'openai', fromPortrait: false, fellBack: null, likeness: { score: 8, attempts: 2 } });
    expect(await stored(story.pages[1]!.illustrationPath!)).toBeNull();
    const served = await t.request(page.illustrationUrl!);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await balanceOf(t, parent)).toBe(before - creditCosts.regenerateIllustration);
  }, 120_000);

  it('is restyled by the same model from a new reference picture in the new style, which then becomes the story’s', async () => {
    const { parent, story } = await outsideBook();
    const folder = `illustrations/${parent.userId}/${story.id}`;
    const oldReference = await stored(`${folder}/reference.webp`);

    const edit = await edited(parent, `/api/stories/${story.id}/restyle`, { style: 'crayon' });
    expect(edit.status).toBe('done');
    const [referenceCall, ...rest] = fake.imageCalls;
    expect(referenceCall!.prompt).toContain('character reference');
    expect(referenceCall!.prompt).toMatch(/crayon/i);
    const newReference = await stored(`${folder}/reference.webp`);
    expect(sha256(newReference!)).not.toBe(sha256(oldReference!));
    expect(rest).toHaveLength(story.pages.length + 1);
    for (const call of rest) {
      expect(call.images[0]).toBe(sha256(newReference!));
      expect(call.prompt).toMatch(/crayon/i);
      expect(call.prompt).not.toMatch(/maya/i);
    }
    // Only the story's own reference is left: the edit's version of it was moved into place.
    expect((await t.deps.storage.list(`${folder}/reference`)).sort()).toEqual([`${folder}/reference.webp`]);

    const after = await getStory(t, parent, story.id);
    expect(after.illustrationStyle).toBe('crayon');
    for (const page of after.pages) {
      expect(page.illustrationPath).toMatch(/\.webp$/);
      expect(page.illustration?.provider).toBe('openai');
    }
  }, 120_000);

  it('falls back to the built-in illustrator for a page the model cannot draw, and says so', async () => {
    const { parent, story } = await outsideBook();
    fake.fail = (prompt) => prompt.includes('Scene:');
    const edit = await edited(parent, `/api/stories/${story.id}/redraw`, { pageIndex: 0, instruction: 'make it night' });
    expect(edit.status).toBe('done');
    expect(fake.imageCalls.length).toBeGreaterThan(0);
    const page = (await getStory(t, parent, story.id)).pages[0]!;
    expect(page.illustrationPath).toMatch(/\.svg$/);
    expect(page.illustration).toMatchObject({ provider: 'builtin', fellBack: 'failed' });
    expect(page.illustrationAlt).toContain('at night');
  }, 120_000);
});

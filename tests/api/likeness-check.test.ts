/**
 * The likeness check (TEXT_PROVIDER=openai can see pictures) against the local fake: each outside
 * picture is compared with the hero's reference through a structured-output call; a page scored
 * below LIKENESS_THRESHOLD is redrawn up to twice, free, and keeps its best drawing; the story
 * says which pages were checked and their score.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sceneDirectorLogs } from '../../src/server/db/schema.ts';
import { storyCost } from '../../src/shared/pricing.ts';
import { signUpParent, signUpVerifiedParent, verifyEmail } from '../support/accounts.ts';
import type { SceneDirectorLogResponse } from '../../src/shared/schemas/illustrations.ts';
import { startFakeImages, type FakeImages } from '../support/fake-images.ts';
import { addChild } from '../support/family.ts';
import { balanceOf, settledStory, storyInput, submittedStory } from '../support/stories.ts';
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
    OPENAI_API_KEY: 'sk-likeness',
    OPENAI_BASE_URL: fake.baseUrl,
    // One lane: the pages are drawn, and so checked, in order.
    IMAGE_CONCURRENCY: '1',
    ADMIN_EMAILS: 'keeper@example.com',
  });
  await t.startWorker();
}, 60_000);
beforeEach(() => fake.reset());
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function checkedStory() {
  const parent = await signUpVerifiedParent(t);
  const child = await addChild(t, parent, { name: 'Maya' });
  const consent = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'ai-provider', granted: true } });
  expect(consent.status).toBe(200);
  const id = await submittedStory(t, parent, storyInput(child.id, { length: 5 }));
  return { parent, story: await settledStory(t, parent, id, 60_000) };
}

describe('the likeness check', () => {
  it('redraws a page scored below the threshold up to twice, keeps the best drawing and charges nothing more', async () => {
    // Page 1: 4 then 8. Page 2: 3, 6, 5 — the second drawing is kept. Page 3 and the cover: 9.
    fake.likenessScores = [4, 8, 3, 6, 5];
    const { parent, story } = await checkedStory();
    expect(story.status).toBe('ready');
    expect(story.pages).toHaveLength(3);
    expect(story.pages.map((page) => page.illustration?.likeness)).toEqual([
      { score: 8, attempts: 2 },
      { score: 6, attempts: 3 },
      { score: 9, attempts: 1 },
    ]);
    // The reference, 2 + 3 + 1 page drawings and the cover; every drawing but the reference was checked.
    expect(fake.imageCalls).toHaveLength(1 + 6 + 1);
    expect(fake.likenessCalls).toHaveLength(7);
    for (const call of fake.likenessCalls) {
      expect(call.model).toBe('vision-test-model');
      expect(call.pictures).toBe(2);
      expect(call.text).not.toContain('Maya');
    }
    const logs = await t.deps.db.select().from(sceneDirectorLogs).where(eq(sceneDirectorLogs.storyId, story.id)).orderBy(sceneDirectorLogs.createdAt);
    expect(logs.filter((log) => log.pageIndex === 1).map((log) => log.likenessScore)).toEqual([3, 6, 5]);
    expect(await balanceOf(t, parent)).toBe(10 - storyCost(5, 'none'));

    // Admins see every drawing with its score.
    const admin = await signUpParent(t, { email: 'keeper@example.com' });
    await verifyEmail(t, 'keeper@example.com');
    const listed = (await (await t.request(`/api/admin/scene-director-logs?storyId=${story.id}`, { headers: admin.auth })).json()) as SceneDirectorLogResponse;
    expect(listed.entries.filter((entry) => entry.pageIndex === 1).map((entry) => entry.likenessScore).sort()).toEqual([3, 5, 6]);
    expect(listed.entries.filter((entry) => entry.director === 'reference')).toMatchObject([{ status: 'drawn', likenessScore: null, fromPortrait: false }]);
  }, 90_000);
});

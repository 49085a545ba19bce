/**
 * The scene director's log in the admin area: every page and cover a story draws, with roles in
 * place of names, filtered by story, outcome and day, a page at a time; closed to parents.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sceneDirectorLogs } from '../../src/server/db/schema.ts';
import type { SceneDirectorLogResponse } from '../../src/shared/schemas/illustrations.ts';
import { signUpParent, signUpVerifiedParent, verifyEmail, type TestParent } from '../support/accounts.ts';
import { parentWithChild, settledStory, storyInput, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PlainTextProvider } from '../support/text-providers.ts';

let t: TestApp;
let admin: TestParent;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'keeper@example.com' }, { textProvider: new PlainTextProvider() });
  await t.startWorker();
  admin = await signUpParent(t, { email: 'keeper@example.com' });
  await verifyEmail(t, 'keeper@example.com');
});

afterAll(async () => {
  await t?.close();
});

const logs = async (caller: TestParent, query = '') => t.request(`/api/admin/scene-director-logs${query}`, { headers: caller.auth });
const read = async (query = ''): Promise<SceneDirectorLogResponse> => {
  const response = await logs(admin, query);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};

async function drawnStory(): Promise<{ id: string; pages: number }> {
  const { parent, childId } = await parentWithChild(t, 6);
  const id = await submittedStory(t, parent, storyInput(childId, { length: 5, illustrationStyle: 'paper-cut' }));
  const story = await settledStory(t, parent, id, 60_000);
  expect(story.status).toBe('ready');
  return { id, pages: story.pages.length };
}

describe('scene director log', () => {
  it('lists every page and cover drawn, newest first, with roles instead of names, by story, outcome and day', { timeout: 120_000 }, async () => {
    const first = await drawnStory();
    const second = await drawnStory();

    const all = await read();
    expect(all.total).toBe(first.pages + 1 + second.pages + 1);
    expect(all.entries.length).toBe(Math.min(all.total, all.pageSize));
    const times = all.entries.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The second story was drawn last, cover last of all.
    expect(all.entries[0]).toMatchObject({ storyId: second.id, pageIndex: null, status: 'drawn', provider: 'builtin' });
    expect(JSON.stringify(all.entries)).not.toContain('Maya');
    expect(all.entries.every((entry) => entry.plan.figures.some((figure) => figure.who === 'hero'))).toBe(true);

    const one = await read(`?storyId=${first.id}`);
    expect(one.total).toBe(first.pages + 1);
    expect(new Set(one.entries.map((entry) => entry.storyId))).toEqual(new Set([first.id]));
    expect(one.entries.map((entry) => entry.pageIndex).sort()).toEqual([...Array.from({ length: first.pages }, (_, index) => index), null].sort());

    // One failed drawing, as an outside illustrator's failure would leave it.
    const [row] = await t.deps.db.select().from(sceneDirectorLogs).where(eq(sceneDirectorLogs.storyId, first.id)).limit(1);
    await t.deps.db.update(sceneDirectorLogs).set({ status: 'failed', error: 'model timed out' }).where(eq(sceneDirectorLogs.id, row!.id));
    const failed = await read('?status=failed');
    expect(failed.entries.map((entry) => [entry.id, entry.error])).toEqual([[row!.id, 'model timed out']]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await read(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await read('?to=2020-01-01')).total).toBe(0);

    // Pages of 25: the second page holds the rest.
    const secondPage = await read('?page=2');
    expect(secondPage.entries.length).toBe(Math.max(0, all.total - all.pageSize));
  });

  it('refuses parents who are not admins, and bad filters with a 400 that names them', async () => {
    const parent = await signUpVerifiedParent(t);
    expect((await logs(parent)).status).toBe(403);
    expect((await t.request('/api/admin/scene-director-logs')).status).toBe(401);
    const badStory = await logs(admin, '?storyId=12');
    expect(badStory.status).toBe(400);
    expect(await badStory.json()).toMatchObject({ field: 'storyId' });
    expect((await logs(admin, '?status=lost')).status).toBe(400);
    expect((await logs(admin, '?from=yesterday')).status).toBe(400);
    expect((await logs(admin, '?page=0')).status).toBe(400);
  });
});

/**
 * Editing a finished story's pages: a page redrawn (with or without an instruction), the whole
 * book in another style, a page's text rewritten; each charged as priced, swapped in only when it
 * succeeds, refunded when it fails, closed to other parents, and logged for admins.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { editIllustrations } from '../../src/server/jobs/edit-illustrations.ts';
import { builtinIllustrator } from '../../src/server/providers/images/index.ts';
import { splitWords } from '../../src/shared/narration.ts';
import { creditCosts } from '../../src/shared/pricing.ts';
import { redrawFailed, type StoryEdit, type StoryEditLogResponse } from '../../src/shared/schemas/story-edits.ts';
import type { StoryDetail } from '../../src/shared/schemas/stories.ts';
import { signUpParent, signUpVerifiedParent, verifyEmail, type TestParent } from '../support/accounts.ts';
import { FailingIllustrator, GatedIllustrator, SwitchableIllustrator } from '../support/illustrators.ts';
import { balanceOf, getStory, parentWithChild, settledStory, storyInput, storyLedger, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PlainTextProvider } from '../support/text-providers.ts';

let t: TestApp;
let admin: TestParent;
const illustrator = new SwitchableIllustrator();

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'keeper@example.com' }, { textProvider: new PlainTextProvider(), illustrator });
  await t.startWorker();
  admin = await signUpParent(t, { email: 'keeper@example.com' });
  await verifyEmail(t, 'keeper@example.com');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  illustrator.current = builtinIllustrator;
});

async function post(parent: TestParent, path: string, json: object): Promise<StoryEdit> {
  const response = await t.request(path, { method: 'POST', headers: parent.auth, json });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { edit: StoryEdit }).edit;
}

/** Polls GET /api/stories/{id}/edits until the edit is done or failed; retries run without waiting. */
async function settledEdit(parent: TestParent, id: string): Promise<StoryEdit> {
  return vi.waitFor(
    async () => {
      const response = await t.request(`/api/stories/${id}/edits`, { headers: parent.auth });
      expect(response.status).toBe(200);
      const { edit } = (await response.json()) as { edit: StoryEdit };
      if (edit.status === 'done' || edit.status === 'failed') return edit;
      await t.deps.db.execute(sql`update pgboss.job set start_after = now() where name = ${editIllustrations.name} and state = 'retry'`);
      throw new Error(`edit still ${edit.status}`);
    },
    { timeout: 90_000, interval: 200 },
  );
}

async function readyStory(overrides: Parameters<typeof storyInput>[1] = {}): Promise<{ parent: TestParent; id: string; story: StoryDetail }> {
  const { parent, childId } = await parentWithChild(t);
  const id = await submittedStory(t, parent, storyInput(childId, { length: 5, ...overrides }));
  const story = await settledStory(t, parent, id, 90_000);
  expect(story.status).toBe('ready');
  return { parent, id, story };
}

const stored = async (key: string) => (await t.deps.storage.get(key)) !== null;
const picture = (parent: TestParent, id: string, index: number) => t.request(`/api/stories/${id}/pages/${index}/illustration`, { headers: parent.auth });

describe('redrawing a page', () => {
  it('follows an instruction for 1 credit, swaps the new picture in and removes the old one', { timeout: 180_000 }, async () => {
    const { parent, id, story } = await readyStory();
    const before = await balanceOf(t, parent);

    const edit = await post(parent, `/api/stories/${id}/redraw`, { pageIndex: 1, instruction: 'make it night' });
    expect(edit).toMatchObject({ kind: 'redraw', pageIndex: 1, instruction: 'make it night', status: 'queued', cost: creditCosts.regenerateIllustration });
    expect(await balanceOf(t, parent)).toBe(before - creditCosts.regenerateIllustration);
    expect(await settledEdit(parent, id)).toMatchObject({ id: edit.id, status: 'done', pagesDone: 1 });

    const after = await getStory(t, parent, id);
    const old = story.pages[1]!.illustrationPath!;
    expect(after.pages[1]!.illustrationPath).not.toBe(old);
    expect(after.pages[1]!.illustrationAlt).toContain('at night');
    expect(await stored(old)).toBe(false);
    expect(await stored(after.pages[1]!.illustrationPath!)).toBe(true);
    expect(after.pages.filter((page) => page.index !== 1).map((page) => page.illustrationPath)).toEqual(
      story.pages.filter((page) => page.index !== 1).map((page) => page.illustrationPath),
    );
    const served = await picture(parent, id, 1);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('<svg');

    // A plain redraw: the same scene, a new composition, a new version of the file.
    await post(parent, `/api/stories/${id}/redraw`, { pageIndex: 1 });
    expect((await settledEdit(parent, id)).status).toBe('done');
    const again = await getStory(t, parent, id);
    expect(again.pages[1]!.illustrationPath).not.toBe(after.pages[1]!.illustrationPath);
    expect(again.pages[1]!.illustrationAlt).toContain('at night');

    expect(await balanceOf(t, parent)).toBe(before - 2 * creditCosts.regenerateIllustration);
    const ledger = await storyLedger(t, id);
    expect(ledger.filter((row) => row.startsWith('commit:'))).toHaveLength(3);
    expect(ledger.some((row) => row.startsWith('refund:'))).toBe(false);
  });

  it('refuses an instruction it cannot draw before anything is charged', async () => {
    const { parent, id } = await readyStory();
    const before = await balanceOf(t, parent);
    const refused = await t.request(`/api/stories/${id}/redraw`, { method: 'POST', headers: parent.auth, json: { pageIndex: 0, instruction: 'paint it purple' } });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { field: string; message: string };
    expect(body.field).toBe('instruction');
    expect(body.message).toContain('I don’t know how to draw “paint purple” yet.');
    expect(body.message).toContain('time of day');
    expect(await balanceOf(t, parent)).toBe(before);
    const tooLong = await t.request(`/api/stories/${id}/redraw`, { method: 'POST', headers: parent.auth, json: { pageIndex: 0, instruction: 'night '.repeat(30) } });
    expect(tooLong.status).toBe(400);
  }, 120_000);

  it('keeps the old picture and refunds the credit when the new one cannot be drawn', { timeout: 180_000 }, async () => {
    const { parent, id, story } = await readyStory();
    const before = await balanceOf(t, parent);
    const failing = new FailingIllustrator();
    illustrator.current = failing;

    await post(parent, `/api/stories/${id}/redraw`, { pageIndex: 0, instruction: 'at the beach' });
    expect(await balanceOf(t, parent)).toBe(before - creditCosts.regenerateIllustration);
    expect(await settledEdit(parent, id)).toMatchObject({ status: 'failed', failureReason: redrawFailed });
    expect(failing.calls).toBe(editIllustrations.retry.retryLimit + 1);
    expect(await balanceOf(t, parent)).toBe(before);

    const after = await getStory(t, parent, id);
    expect(after.pages.map((page) => [page.illustrationPath, page.illustrationAlt])).toEqual(story.pages.map((page) => [page.illustrationPath, page.illustrationAlt]));
    expect((await picture(parent, id, 0)).status).toBe(200);
    expect((await storyLedger(t, id)).filter((row) => row.startsWith('refund:'))).toHaveLength(1);
  });

  it('answers another parent with 404, refuses a second edit while one is drawn, and a missing page', { timeout: 180_000 }, async () => {
    const { parent, id } = await readyStory();
    const other = await signUpVerifiedParent(t);
    const otherBalance = await balanceOf(t, other);
    for (const [method, path, json] of [
      ['POST', `/api/stories/${id}/redraw`, { pageIndex: 0 }],
      ['POST', `/api/stories/${id}/restyle`, { style: 'crayon' }],
      ['PUT', `/api/stories/${id}/pages/0/text`, { text: 'A new page.' }],
      ['GET', `/api/stories/${id}/edits`, undefined],
    ] as const) {
      expect((await t.request(path, { method, headers: other.auth, ...(json ? { json } : {}) })).status).toBe(404);
      expect((await t.request(path, { method, ...(json ? { json } : {}) })).status).toBe(401);
    }
    expect(await balanceOf(t, other)).toBe(otherBalance);
    expect((await t.request(`/api/stories/${id}/redraw`, { method: 'POST', headers: parent.auth, json: { pageIndex: 99 } })).status).toBe(404);

    const gated = new GatedIllustrator();
    illustrator.current = gated;
    await post(parent, `/api/stories/${id}/redraw`, { pageIndex: 0 });
    const busy = await t.request(`/api/stories/${id}/restyle`, { method: 'POST', headers: parent.auth, json: { style: 'crayon' } });
    expect(busy.status).toBe(409);
    gated.release();
    expect((await settledEdit(parent, id)).status).toBe('done');
  });
});

describe('changing the book’s style', () => {
  it('draws every page and the cover again for 2 credits, then switches the style', { timeout: 180_000 }, async () => {
    const { parent, id, story } = await readyStory({ illustrationStyle: 'watercolour' });
    const before = await balanceOf(t, parent);
    const same = await t.request(`/api/stories/${id}/restyle`, { method: 'POST', headers: parent.auth, json: { style: 'watercolour' } });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ field: 'style' });

    const edit = await post(parent, `/api/stories/${id}/restyle`, { style: 'crayon' });
    expect(edit).toMatchObject({ kind: 'restyle', style: 'crayon', cost: creditCosts.restyleBook, pagesTotal: story.pages.length + 1 });
    expect(await balanceOf(t, parent)).toBe(before - creditCosts.restyleBook);
    expect(await settledEdit(parent, id)).toMatchObject({ status: 'done', pagesDone: story.pages.length + 1 });

    const after = await getStory(t, parent, id);
    expect(after.illustrationStyle).toBe('crayon');
    for (const [index, page] of after.pages.entries()) {
      expect(page.illustrationPath).not.toBe(story.pages[index]!.illustrationPath);
      expect(await stored(story.pages[index]!.illustrationPath!)).toBe(false);
      expect(page.illustrationAlt).toBe(story.pages[index]!.illustrationAlt);
    }
    expect((await t.request(`/api/stories/${id}/cover`, { headers: parent.auth })).status).toBe(200);
    expect((await t.request(`/api/stories/${id}/cover?format=webp`, { headers: parent.auth })).status).toBe(200);
    expect(await balanceOf(t, parent)).toBe(before - creditCosts.restyleBook);
  });
});

describe('editing a page’s text', () => {
  it('saves for free, checks the words like a story’s, and the picture’s description follows the text', { timeout: 120_000 }, async () => {
    const { parent, id, story } = await readyStory();
    const before = await balanceOf(t, parent);
    const url = `/api/stories/${id}/pages/2/text`;
    const text = `${story.heroName} ran along the beach at sunset, laughing.`;
    const saved = await t.request(url, { method: 'PUT', headers: parent.auth, json: { text } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ edit: { kind: 'text', pageIndex: 2, status: 'done', cost: 0 }, narrationRedoId: null });
    expect(await balanceOf(t, parent)).toBe(before);
    const after = await getStory(t, parent, id);
    expect(after.pages[2]!.text).toBe(text);
    expect(after.pages[2]!.illustrationAlt).toBe(`${story.heroName} running on the beach at sunset.`);
    expect(after.pages[2]!.illustrationPath).toBe(story.pages[2]!.illustrationPath);

    for (const [json, field] of [
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(1501) }, 'text'],
      [{ text: 'Then the monster killed everyone.' }, 'text'],
    ] as const) {
      const refused = await t.request(url, { method: 'PUT', headers: parent.auth, json });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ field });
    }
    expect((await getStory(t, parent, id)).pages[2]!.text).toBe(text);
  });

  it('has a narrated page read again for 1 credit in the same step', { timeout: 180_000 }, async () => {
    const { parent, id, story } = await readyStory({ voice: 'standard' });
    const before = await balanceOf(t, parent);
    const text = 'The stars came out one by one over the quiet hill.';
    const saved = await t.request(`/api/stories/${id}/pages/0/text`, { method: 'PUT', headers: parent.auth, json: { text } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const body = (await saved.json()) as { edit: StoryEdit; narrationRedoId: string | null };
    expect(body.edit.cost).toBe(creditCosts.regenerateNarration);
    expect(body.narrationRedoId).not.toBeNull();
    expect(await balanceOf(t, parent)).toBe(before - creditCosts.regenerateNarration);
    const redone = await vi.waitFor(
      async () => {
        const current = await getStory(t, parent, id);
        if (current.pages[0]!.narrationPath === story.pages[0]!.narrationPath) throw new Error('still reading');
        return current;
      },
      { timeout: 120_000, interval: 250 },
    );
    expect(redone.pages[0]!.wordTimings?.map((timing) => timing.word)).toEqual(splitWords(text).map((word) => word.word));
  });
});

describe('the AI-editing log', () => {
  it('shows admins every edit with who, what, outcome and credits, filtered and a page at a time; parents get 403', { timeout: 120_000 }, async () => {
    const { parent, id } = await readyStory();
    await post(parent, `/api/stories/${id}/redraw`, { pageIndex: 0, instruction: 'add a cat' });
    await settledEdit(parent, id);
    await t.request(`/api/stories/${id}/redraw`, { method: 'POST', headers: parent.auth, json: { pageIndex: 1, instruction: 'paint it purple' } });
    const read = async (query: string): Promise<StoryEditLogResponse> => {
      const response = await t.request(`/api/admin/ai-editing-logs${query}`, { headers: admin.auth });
      expect(response.status, await response.clone().text()).toBe(200);
      return response.json();
    };
    const one = await read(`?storyId=${id}`);
    expect(one.total).toBe(2);
    expect(one.entries[0]).toMatchObject({ storyId: id, email: parent.email, kind: 'redraw', pageIndex: 1, instruction: 'paint it purple', status: 'refused', cost: 0 });
    expect(one.entries[1]).toMatchObject({ kind: 'redraw', instruction: 'add a cat', status: 'done', cost: creditCosts.regenerateIllustration });
    expect(one.entries[1]!.workMs).toBeGreaterThanOrEqual(0);
    expect(one.entries[1]!.finishedAt).not.toBeNull();
    expect((await read(`?storyId=${id}&status=refused`)).entries.map((entry) => entry.instruction)).toEqual(['paint it purple']);
    expect((await read(`?storyId=${id}&kind=text`)).total).toBe(0);
    expect((await read('?to=2020-01-01')).total).toBe(0);
    expect((await read('?page=1')).pageSize).toBe(25);

    expect((await t.request('/api/admin/ai-editing-logs', { headers: parent.auth })).status).toBe(403);
    expect((await t.request('/api/admin/ai-editing-logs?kind=paint', { headers: admin.auth })).status).toBe(400);
  });
});

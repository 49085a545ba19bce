import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { creditCosts } from '../../src/shared/pricing.ts';
import { narrationRedoFailed, type NarrationRedo } from '../../src/shared/schemas/narration-redos.ts';
import type { StoryDetail } from '../../src/shared/schemas/stories.ts';
import { splitWords } from '../../src/shared/narration.ts';
import { redoNarration } from '../../src/server/jobs/redo-narration.ts';
import { builtinNarrator } from '../../src/server/providers/speech/index.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { FailingNarrator, GatedNarrator, SwitchableNarrator } from '../support/narrators.ts';
import { balanceOf, getStory, parentWithChild, settledStory, storyInput, storyLedger, submittedStory, withStoryApp } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const narrator = new SwitchableNarrator();
withStoryApp((app) => {
  t = app;
}, narrator);
beforeEach(() => {
  narrator.current = builtinNarrator();
});

const redoUrl = (id: string) => `/api/stories/${id}/narration`;

async function requestRedo(parent: TestParent, id: string, json: object): Promise<NarrationRedo> {
  const response = await t.request(redoUrl(id), { method: 'POST', headers: parent.auth, json });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { redo: NarrationRedo }).redo;
}

/** Polls GET /api/stories/{id}/narration until the redo is done or failed; retries run without waiting. */
async function settledRedo(parent: TestParent, id: string): Promise<NarrationRedo> {
  return vi.waitFor(
    async () => {
      const response = await t.request(redoUrl(id), { headers: parent.auth });
      expect(response.status).toBe(200);
      const { redo } = (await response.json()) as { redo: NarrationRedo };
      if (redo.status === 'done' || redo.status === 'failed') return redo;
      await t.deps.db.execute(sql`update pgboss.job set start_after = now() where name = ${redoNarration.name} and state = 'retry'`);
      throw new Error(`redo still ${redo.status}`);
    },
    { timeout: 90_000, interval: 200 },
  );
}

const stored = async (key: string) => (await t.deps.storage.get(key)) !== null;

function expectTimedEveryWord(story: StoryDetail) {
  for (const page of story.pages) {
    expect(page.wordTimings?.map((timing) => timing.word)).toEqual(splitWords(page.text).map((word) => word.word));
  }
}

describe('narration made again on a finished story', () => {
  it('adds narration, changes the voice and reads one page again, each charged and swapped in when done', async () => {
    const { parent, childId } = await parentWithChild(t);
    const id = await submittedStory(t, parent, storyInput(childId, { length: 5 }));
    expect((await settledStory(t, parent, id, 30_000)).status).toBe('ready');
    const before = await balanceOf(t, parent);

    const added = await requestRedo(parent, id, { narrator: 'gentle' });
    expect(added).toMatchObject({ scope: 'story', narrator: 'gentle', status: 'queued', cost: creditCosts.narration.standard });
    expect(await balanceOf(t, parent)).toBe(before - creditCosts.narration.standard);
    expect(await settledRedo(parent, id)).toMatchObject({ status: 'done', pagesDone: added.pagesTotal, pagesTotal: added.pagesTotal });
    const narrated = await getStory(t, parent, id);
    expect(narrated).toMatchObject({ voice: 'standard', narrator: 'gentle' });
    expectTimedEveryWord(narrated);
    expect((await t.request(`/api/stories/${id}/pages/0/narration`, { headers: parent.auth })).status).toBe(200);
    expect(await balanceOf(t, parent)).toBe(before - creditCosts.narration.standard);

    // The same voice again is refused before anything is charged.
    const same = await t.request(redoUrl(id), { method: 'POST', headers: parent.auth, json: { narrator: 'gentle' } });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ field: 'narrator' });

    const changed = await requestRedo(parent, id, { narrator: 'bright' });
    expect((await settledRedo(parent, id)).status).toBe('done');
    const bright = await getStory(t, parent, id);
    expect(bright.narrator).toBe('bright');
    expectTimedEveryWord(bright);
    for (const [index, page] of bright.pages.entries()) {
      const old = narrated.pages[index]!.narrationPath!;
      expect(page.narrationPath).not.toBe(old);
      expect(await stored(page.narrationPath!)).toBe(true);
      // The old recording is removed once the new one is in place.
      expect(await stored(old)).toBe(false);
    }

    const page = await requestRedo(parent, id, { pageIndex: 1 });
    expect(page).toMatchObject({ scope: 'page', pageIndex: 1, narrator: 'bright', pagesTotal: 1, cost: creditCosts.regenerateNarration });
    expect((await settledRedo(parent, id)).status).toBe('done');
    const redone = await getStory(t, parent, id);
    expect(redone.pages[1]!.narrationPath).not.toBe(bright.pages[1]!.narrationPath);
    expect(redone.pages.filter((entry) => entry.index !== 1).map((entry) => entry.narrationPath)).toEqual(
      bright.pages.filter((entry) => entry.index !== 1).map((entry) => entry.narrationPath),
    );

    const spent = creditCosts.narration.standard * 2 + creditCosts.regenerateNarration;
    expect(await balanceOf(t, parent)).toBe(before - spent);
    const ledger = await storyLedger(t, id);
    // The story itself and its three redos: each reserved, then made final.
    expect(ledger.filter((row) => row.startsWith('reserve:'))).toEqual(Array.from({ length: 4 }, () => 'reserve:-1:1'));
    expect(ledger.filter((row) => row.startsWith('commit:'))).toHaveLength(4);
    expect(ledger.some((row) => row.startsWith('refund:'))).toBe(false);
    expect([changed.id, page.id]).not.toContain(added.id);
  }, 240_000);

  it('keeps the old audio and refunds the credits when the new narration cannot be recorded', async () => {
    const { parent, childId } = await parentWithChild(t);
    const id = await submittedStory(t, parent, storyInput(childId, { length: 5, voice: 'standard' }));
    const story = await settledStory(t, parent, id, 90_000);
    expect(story.status).toBe('ready');
    const before = await balanceOf(t, parent);
    const failing = new FailingNarrator();
    narrator.current = failing;

    await requestRedo(parent, id, { narrator: 'calm' });
    expect(await balanceOf(t, parent)).toBe(before - creditCosts.narration.standard);
    const redo = await settledRedo(parent, id);
    expect(redo).toMatchObject({ status: 'failed', failureReason: narrationRedoFailed });
    // Every delivery was tried before giving up.
    expect(failing.calls).toBe(redoNarration.retry.retryLimit + 1);
    expect(await balanceOf(t, parent)).toBe(before);

    const after = await getStory(t, parent, id);
    expect(after.narrator).toBe(story.narrator);
    expect(after.pages.map((page) => [page.narrationPath, page.wordTimings])).toEqual(story.pages.map((page) => [page.narrationPath, page.wordTimings]));
    const audio = await t.request(`/api/stories/${id}/pages/0/narration`, { headers: parent.auth });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
  }, 240_000);

  it('answers another parent with 404, refuses a redo while one is running and a page of an unnarrated story', async () => {
    const { parent, childId } = await parentWithChild(t);
    const id = await submittedStory(t, parent, storyInput(childId, { length: 5 }));
    expect((await settledStory(t, parent, id, 30_000)).status).toBe('ready');
    const before = await balanceOf(t, parent);

    const other = await signUpVerifiedParent(t);
    const otherBalance = await balanceOf(t, other);
    expect((await t.request(redoUrl(id), { method: 'POST', headers: other.auth, json: {} })).status).toBe(404);
    expect((await t.request(redoUrl(id), { headers: other.auth })).status).toBe(404);
    expect(await balanceOf(t, other)).toBe(otherBalance);
    expect((await t.request(redoUrl(id), { method: 'POST', json: {} })).status).toBe(401);

    const page = await t.request(redoUrl(id), { method: 'POST', headers: parent.auth, json: { pageIndex: 0 } });
    expect(page.status).toBe(409);
    expect(await balanceOf(t, parent)).toBe(before);
    expect(((await (await t.request(redoUrl(id), { headers: parent.auth })).json()) as { redo: unknown }).redo).toBeNull();

    const gated = new GatedNarrator();
    narrator.current = gated;
    await requestRedo(parent, id, {});
    const again = await t.request(redoUrl(id), { method: 'POST', headers: parent.auth, json: { narrator: 'calm' } });
    expect(again.status).toBe(409);
    expect(await balanceOf(t, parent)).toBe(before - creditCosts.narration.standard);
    gated.release();
    expect(await settledRedo(parent, id)).toMatchObject({ status: 'done', narrator: 'warm' });
    expect((await t.request(redoUrl(id), { method: 'POST', headers: parent.auth, json: { pageIndex: 99 } })).status).toBe(404);
  }, 240_000);
});

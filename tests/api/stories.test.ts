import { describe, expect, it } from 'vitest';
import { stories } from '../../src/server/db/schema.ts';
import { transaction } from '../../src/server/db/transaction.ts';
import { reserveCredits } from '../../src/server/domain/credits.ts';
import { storyFailureReasons } from '../../src/server/domain/story-generation.ts';
import { generateStory, stuckStoryTimeoutMs, sweepStuckStoriesJob } from '../../src/server/jobs/generate-story.ts';
import { BuiltinTextProvider } from '../../src/server/providers/text/builtin/index.ts';
import { storyCost } from '../../src/shared/pricing.ts';
import type { StoryProgressEvent } from '../../src/shared/schemas/stories.ts';
import {
  balanceOf,
  getStory,
  parentWithChild,
  settledStory,
  storyInput,
  storyLedger,
  submitStory,
  submittedStory,
  withStoryApp,
} from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';
import { FailingTextProvider, PlainTextProvider } from '../support/text-providers.ts';

let t: TestApp;
const writer = withStoryApp((app) => (t = app));

describe('the generation pipeline', () => {
  it('writes a queued story page by page until it is ready, then commits its credits', async () => {
    writer.current = new BuiltinTextProvider();
    const { parent, childId } = await parentWithChild(t, 6);
    const response = await submitStory(t, parent, storyInput(childId, { theme: 'ocean' }));
    expect(response.status).toBe(202);
    const { id, status } = (await response.json()) as { id: string; status: string };
    expect(status).toBe('queued');

    const story = await settledStory(t, parent, id);
    expect(story.status).toBe('ready');
    expect(story.failureReason).toBeNull();
    expect(story.readingLevel).toBe('early-reader');
    expect(story.targetWordCount).toBe(800);
    expect(story.title).toBeTruthy();
    expect(story.pages.length).toBeGreaterThan(1);
    expect(story.pages.map((page) => page.index)).toEqual(story.pages.map((_, index) => index));
    expect(story.wordCount).not.toBeNull();
    expect(Math.abs(story.wordCount! - story.targetWordCount) / story.targetWordCount).toBeLessThanOrEqual(0.1);
    expect(story.progress).toEqual({ stage: 'finishing', pagesDone: story.pages.length, pagesTotal: story.pages.length });
    expect(story.completedAt).not.toBeNull();

    const cost = storyCost(10, 'none');
    expect(await storyLedger(t, id)).toEqual(['commit:0:1', `reserve:${-cost}:1`]);
    expect(await balanceOf(t, parent)).toBe(10 - cost);

    const list = await t.request('/api/stories', { headers: parent.auth });
    const { stories: listed } = (await list.json()) as { stories: Array<{ id: string; status: string; pageCount: number }> };
    expect(listed).toEqual([expect.objectContaining({ id, status: 'ready', pageCount: story.pages.length })]);
  });

  it('streams progress events and ends the stream when the story is ready', async () => {
    writer.current = new BuiltinTextProvider();
    const { parent, childId } = await parentWithChild(t, 9);
    const id = await submittedStory(t, parent, storyInput(childId, { length: 5, theme: 'space' }));
    const response = await t.request(`/api/stories/${id}/events`, { headers: { ...parent.auth, 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toContain('no-transform');

    const body = await response.text();
    const events = body
      .split('\n\n')
      .filter((block) => block.startsWith('event: progress'))
      .map((block) => JSON.parse(block.split('\n').find((line) => line.startsWith('data: '))!.slice(6)) as StoryProgressEvent);
    expect(events.length).toBeGreaterThan(0);
    const last = events.at(-1)!;
    expect(last.status).toBe('ready');
    expect(last.pagesReady).toBeGreaterThan(0);
    expect(last.progress).toMatchObject({ pagesDone: last.pagesReady, pagesTotal: last.pagesReady });
    // Events only go out when something changed.
    const serialised = events.map((event) => JSON.stringify(event));
    expect(new Set(serialised).size).toBe(serialised.length);
  });

  it('fails a story whose writer keeps failing, with a readable reason and the credits refunded', async () => {
    const failing = new FailingTextProvider();
    writer.current = failing;
    const { parent, childId } = await parentWithChild(t);
    const id = await submittedStory(t, parent, storyInput(childId));
    expect(await balanceOf(t, parent)).toBe(8);

    const story = await settledStory(t, parent, id);
    expect(story.status).toBe('failed');
    expect(story.failureReason).toBe(storyFailureReasons.refunded);
    expect(story.pages).toEqual([]);
    expect(failing.calls).toBe(1 + generateStory.retry.retryLimit);
    expect(await balanceOf(t, parent)).toBe(10);
    expect(await storyLedger(t, id)).toEqual(['refund:2:1', 'reserve:-2:1']);

    // A failed story can be tried again: a new attempt with its own reservation.
    writer.current = new PlainTextProvider();
    const retry = await t.request(`/api/stories/${id}/retry`, { method: 'POST', headers: parent.auth });
    expect(retry.status).toBe(202);
    expect(await retry.json()).toEqual({ id, status: 'queued' });
    const retried = await settledStory(t, parent, id);
    expect(retried).toMatchObject({ status: 'ready', attempt: 2, failureReason: null });
    expect(retried.pages.length).toBeGreaterThan(0);
    expect(await storyLedger(t, id)).toEqual(['commit:0:2', 'refund:2:1', 'reserve:-2:1', 'reserve:-2:2']);
    expect(await balanceOf(t, parent)).toBe(8);

    const again = await t.request(`/api/stories/${id}/retry`, { method: 'POST', headers: parent.auth });
    expect(again.status).toBe(409);
  });

  it('refuses a retry the balance cannot cover and leaves the story as it was', async () => {
    writer.current = new FailingTextProvider();
    const { parent, childId } = await parentWithChild(t);
    const first = await submittedStory(t, parent, storyInput(childId, { length: 30 }));
    await settledStory(t, parent, first);
    writer.current = new PlainTextProvider();
    // 30 minutes cost 6 of the 10 credits; the second story leaves too little for the first's retry.
    await settledStory(t, parent, await submittedStory(t, parent, storyInput(childId, { length: 25 })));
    const retry = await t.request(`/api/stories/${first}/retry`, { method: 'POST', headers: parent.auth });
    expect(retry.status).toBe(402);
    expect(await getStory(t, parent, first)).toMatchObject({ status: 'failed', attempt: 1 });
    expect(await storyLedger(t, first)).toEqual(['refund:6:1', 'reserve:-6:1']);
  });

  it('writes an unsuitable draft again with another seed, and fails with a refund after two more tries', async () => {
    const recovering = new PlainTextProvider(2);
    writer.current = recovering;
    const { parent, childId } = await parentWithChild(t, 5);
    const ready = await settledStory(t, parent, await submittedStory(t, parent, storyInput(childId)));
    expect(ready.status).toBe('ready');
    expect(ready.pages.some((page) => page.text.includes('gun'))).toBe(false);
    expect(new Set(recovering.calls.map((call) => call.seed)).size).toBe(3);

    writer.current = new PlainTextProvider(3);
    const id = await submittedStory(t, parent, storyInput(childId));
    const failed = await settledStory(t, parent, id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: storyFailureReasons.refunded, pages: [] });
    expect(await storyLedger(t, id)).toEqual(['refund:2:1', 'reserve:-2:1']);
  });

  it('ignores a job delivered again for a finished story or for an old attempt', async () => {
    const { parent, childId } = await parentWithChild(t);
    const id = await submittedStory(t, parent, storyInput(childId));
    const before = await settledStory(t, parent, id);
    const ledgerBefore = await storyLedger(t, id);
    const deps = { ...t.deps, log: t.deps.log };
    writer.current = new FailingTextProvider();
    await generateStory.handle({ storyId: id, attempt: 1 }, deps, { id: 'again', retryCount: 2, retryLimit: 2 });
    await generateStory.handle({ storyId: id, attempt: 7 }, deps, { id: 'stale', retryCount: 2, retryLimit: 2 });
    expect(await getStory(t, parent, id)).toEqual(before);
    expect(await storyLedger(t, id)).toEqual(ledgerBefore);
  });

  it('fails and refunds a story left generating by a worker that died, and leaves fresh ones alone', async () => {
    const { parent, childId } = await parentWithChild(t);
    const longAgo = new Date(Date.now() - stuckStoryTimeoutMs - 60_000);
    const insertStory = (updatedAt: Date) =>
      transaction(t.deps.db, async (tx) => {
        const [row] = await tx
          .insert(stories)
          .values({
            userId: parent.userId,
            heroChildId: childId,
            extraCharacters: [],
            theme: 'ocean',
            setting: '',
            length: 10,
            readingLevel: 'early-reader',
            targetWordCount: 800,
            illustrationStyle: 'storybook',
            voice: 'none',
            status: 'generating',
            progress: { stage: 'writing', pagesDone: 3, pagesTotal: 8 },
            cost: 2,
            seed: 42,
            createdAt: updatedAt,
            updatedAt,
          })
          .returning();
        await reserveCredits(tx, parent.userId, row!.id, 1, 2);
        return row!.id;
      });
    const stuck = await insertStory(longAgo);
    const fresh = await insertStory(new Date());
    expect(await balanceOf(t, parent)).toBe(6);

    await sweepStuckStoriesJob.handle({}, t.deps, { id: 'sweep', retryCount: 0, retryLimit: 0 });

    expect(await getStory(t, parent, stuck)).toMatchObject({ status: 'failed', failureReason: storyFailureReasons.refunded });
    expect(await storyLedger(t, stuck)).toEqual(['refund:2:1', 'reserve:-2:1']);
    expect((await getStory(t, parent, fresh)).status).toBe('generating');
    expect(await balanceOf(t, parent)).toBe(8);
  });
});

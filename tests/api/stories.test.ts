import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditLedger, stories, storyPages } from '../../src/server/db/schema.ts';
import { transaction } from '../../src/server/db/transaction.ts';
import { reserveCredits } from '../../src/server/domain/credits.ts';
import { storyFailureReasons } from '../../src/server/domain/story-generation.ts';
import { generateStory, stuckStoryTimeoutMs, sweepStuckStoriesJob } from '../../src/server/jobs/generate-story.ts';
import { createTextProvider } from '../../src/server/providers/text/index.ts';
import { storyCost } from '../../src/shared/pricing.ts';
import type { StoryProgressEvent } from '../../src/shared/schemas/stories.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild, yearsAgo } from '../support/family.ts';
import { balanceOf, getStory, settledStory, storyInput, submitStory, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { FailingTextProvider, GatedTextProvider, PlainTextProvider, SwitchableTextProvider } from '../support/text-providers.ts';

let t: TestApp;
const writer = new SwitchableTextProvider(new PlainTextProvider());

beforeAll(async () => {
  t = await createTestApp({}, { textProvider: writer });
  await t.startWorker();
});

beforeEach(() => {
  // Plain text unless a test is about the built-in engine: these tests are about the pipeline.
  writer.current = new PlainTextProvider();
});

afterAll(async () => {
  await t?.close();
});

async function parentWithChild(age = 6): Promise<{ parent: TestParent; childId: string }> {
  const parent = await signUpVerifiedParent(t);
  const child = await addChild(t, parent, { birthDate: yearsAgo(age, 30) });
  return { parent, childId: child.id };
}

async function ledgerKinds(storyId: string) {
  const rows = await t.deps.db.select().from(creditLedger).where(eq(creditLedger.storyId, storyId));
  return rows.map((row) => `${row.kind}:${row.amount}:${row.idempotencyKey.split(':')[2]}`).sort();
}

describe('the generation pipeline', () => {
  it('writes a queued story page by page until it is ready, then commits its credits', async () => {
    writer.current = createTextProvider(t.deps.config);
    const { parent, childId } = await parentWithChild(6);
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
    expect(await ledgerKinds(id)).toEqual(['commit:0:1', `reserve:${-cost}:1`]);
    expect(await balanceOf(t, parent)).toBe(10 - cost);

    const list = await t.request('/api/stories', { headers: parent.auth });
    const { stories: listed } = (await list.json()) as { stories: Array<{ id: string; status: string; pageCount: number }> };
    expect(listed).toEqual([expect.objectContaining({ id, status: 'ready', pageCount: story.pages.length })]);
  });

  it('streams progress events and ends the stream when the story is ready', async () => {
    writer.current = createTextProvider(t.deps.config);
    const { parent, childId } = await parentWithChild(9);
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
    const { parent, childId } = await parentWithChild();
    const id = await submittedStory(t, parent, storyInput(childId));
    expect(await balanceOf(t, parent)).toBe(8);

    const story = await settledStory(t, parent, id);
    expect(story.status).toBe('failed');
    expect(story.failureReason).toBe(storyFailureReasons.refunded);
    expect(story.pages).toEqual([]);
    expect(failing.calls).toBe(1 + generateStory.retry.retryLimit);
    expect(await balanceOf(t, parent)).toBe(10);
    expect(await ledgerKinds(id)).toEqual(['refund:2:1', 'reserve:-2:1']);

    // A failed story can be tried again: a new attempt with its own reservation.
    writer.current = new PlainTextProvider();
    const retry = await t.request(`/api/stories/${id}/retry`, { method: 'POST', headers: parent.auth });
    expect(retry.status).toBe(202);
    expect(await retry.json()).toEqual({ id, status: 'queued' });
    const retried = await settledStory(t, parent, id);
    expect(retried).toMatchObject({ status: 'ready', attempt: 2, failureReason: null });
    expect(retried.pages.length).toBeGreaterThan(0);
    expect(await ledgerKinds(id)).toEqual(['commit:0:2', 'refund:2:1', 'reserve:-2:1', 'reserve:-2:2']);
    expect(await balanceOf(t, parent)).toBe(8);

    const again = await t.request(`/api/stories/${id}/retry`, { method: 'POST', headers: parent.auth });
    expect(again.status).toBe(409);
  });

  it('refuses a retry the balance cannot cover and leaves the story as it was', async () => {
    writer.current = new FailingTextProvider();
    const { parent, childId } = await parentWithChild();
    const first = await submittedStory(t, parent, storyInput(childId, { length: 30 }));
    await settledStory(t, parent, first);
    writer.current = new PlainTextProvider();
    // 30 minutes cost 6 of the 10 credits; the second story leaves too little for the first's retry.
    await settledStory(t, parent, await submittedStory(t, parent, storyInput(childId, { length: 25 })));
    const retry = await t.request(`/api/stories/${first}/retry`, { method: 'POST', headers: parent.auth });
    expect(retry.status).toBe(402);
    expect(await getStory(t, parent, first)).toMatchObject({ status: 'failed', attempt: 1 });
    expect(await ledgerKinds(first)).toEqual(['refund:6:1', 'reserve:-6:1']);
  });

  it('writes an unsuitable draft again with another seed, and fails with a refund after two more tries', async () => {
    const recovering = new PlainTextProvider(2);
    writer.current = recovering;
    const { parent, childId } = await parentWithChild(5);
    const ready = await settledStory(t, parent, await submittedStory(t, parent, storyInput(childId)));
    expect(ready.status).toBe('ready');
    expect(ready.pages.some((page) => page.text.includes('gun'))).toBe(false);
    expect(new Set(recovering.calls.map((call) => call.seed)).size).toBe(3);

    writer.current = new PlainTextProvider(3);
    const id = await submittedStory(t, parent, storyInput(childId));
    const failed = await settledStory(t, parent, id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: storyFailureReasons.refunded, pages: [] });
    expect(await ledgerKinds(id)).toEqual(['refund:2:1', 'reserve:-2:1']);
  });

  it('ignores a job delivered again for a finished story or for an old attempt', async () => {
    const { parent, childId } = await parentWithChild();
    const id = await submittedStory(t, parent, storyInput(childId));
    const before = await settledStory(t, parent, id);
    const ledgerBefore = await ledgerKinds(id);
    const deps = { ...t.deps, log: t.deps.log };
    writer.current = new FailingTextProvider();
    await generateStory.handle({ storyId: id, attempt: 1 }, deps, { id: 'again', retryCount: 2, retryLimit: 2 });
    await generateStory.handle({ storyId: id, attempt: 7 }, deps, { id: 'stale', retryCount: 2, retryLimit: 2 });
    expect(await getStory(t, parent, id)).toEqual(before);
    expect(await ledgerKinds(id)).toEqual(ledgerBefore);
  });

  it('fails and refunds a story left generating by a worker that died, and leaves fresh ones alone', async () => {
    const { parent, childId } = await parentWithChild();
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
    expect(await ledgerKinds(stuck)).toEqual(['refund:2:1', 'reserve:-2:1']);
    expect((await getStory(t, parent, fresh)).status).toBe('generating');
    expect(await balanceOf(t, parent)).toBe(8);
  });
});

describe('managing stories', () => {
  it('renames a story, checking the new title', async () => {
    const { parent, childId } = await parentWithChild();
    const id = await submittedStory(t, parent, storyInput(childId));
    await settledStory(t, parent, id);
    const renamed = await t.request(`/api/stories/${id}`, { method: 'PATCH', headers: parent.auth, json: { title: '  Maya by the Sea ' } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id, title: 'Maya by the Sea' });
    const empty = await t.request(`/api/stories/${id}`, { method: 'PATCH', headers: parent.auth, json: { title: ' ' } });
    expect(empty.status).toBe(400);
    const rude = await t.request(`/api/stories/${id}`, { method: 'PATCH', headers: parent.auth, json: { title: 'Damn the sea' } });
    expect(rude.status).toBe(400);
    expect(await rude.json()).toMatchObject({ field: 'title' });

    const search = await t.request(`/api/stories?q=${encodeURIComponent('by the sea')}`, { headers: parent.auth });
    expect(((await search.json()) as { stories: unknown[] }).stories).toHaveLength(1);
    const miss = await t.request('/api/stories?q=dragon', { headers: parent.auth });
    expect(((await miss.json()) as { stories: unknown[] }).stories).toHaveLength(0);
  });

  it('filters the list by child and lists newest first', async () => {
    const parent = await signUpVerifiedParent(t);
    const maya = await addChild(t, parent, { name: 'Maya' });
    const theo = await addChild(t, parent, { name: 'Theo', birthDate: yearsAgo(8) });
    const first = await submittedStory(t, parent, storyInput(maya.id, { length: 5 }));
    const second = await submittedStory(t, parent, storyInput(theo.id, { length: 5 }));
    const all = (await (await t.request('/api/stories', { headers: parent.auth })).json()) as { stories: Array<{ id: string; heroName: string }> };
    expect(all.stories.map((story) => story.id)).toEqual([second, first]);
    expect(all.stories.map((story) => story.heroName)).toEqual(['Theo', 'Maya']);
    const onlyMaya = await t.request(`/api/stories?childId=${maya.id}`, { headers: parent.auth });
    expect(((await onlyMaya.json()) as { stories: Array<{ id: string }> }).stories.map((story) => story.id)).toEqual([first]);
  });

  it('deletes a story being made, refunding it, and the job then stops quietly', async () => {
    const gated = new GatedTextProvider();
    writer.current = gated;
    const { parent, childId } = await parentWithChild();
    const id = await submittedStory(t, parent, storyInput(childId));
    const deadline = Date.now() + 10_000;
    while (!gated.started && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gated.started).toBe(true);

    const deleted = await t.request(`/api/stories/${id}`, { method: 'DELETE', headers: parent.auth });
    expect(deleted.status).toBe(204);
    expect(await balanceOf(t, parent)).toBe(10);
    gated.release();
    expect((await t.request(`/api/stories/${id}`, { headers: parent.auth })).status).toBe(404);
    await expect.poll(async () => t.deps.db.$count(storyPages, eq(storyPages.storyId, id))).toBe(0);
    expect(await ledgerKinds(id)).toEqual(['refund:2:1', 'reserve:-2:1']);
  });

  it('deletes a finished story with its pages and keeps its spend', async () => {
    const { parent, childId } = await parentWithChild();
    const id = await submittedStory(t, parent, storyInput(childId));
    await settledStory(t, parent, id);
    expect((await t.request(`/api/stories/${id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(await t.deps.db.$count(storyPages, eq(storyPages.storyId, id))).toBe(0);
    expect(await balanceOf(t, parent)).toBe(8);
  });

  it('answers 404 on every route for another parent’s story', async () => {
    const { parent, childId } = await parentWithChild();
    const id = await submittedStory(t, parent, storyInput(childId));
    await settledStory(t, parent, id);
    const stranger = await signUpVerifiedParent(t);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/stories/${id}`],
      ['GET', `/api/stories/${id}/events`],
      ['POST', `/api/stories/${id}/retry`],
      ['PATCH', `/api/stories/${id}`, { title: 'Mine now' }],
      ['DELETE', `/api/stories/${id}`],
      ['GET', '/api/stories/not-a-uuid'],
    ];
    for (const [method, path, json] of calls) {
      const response = await t.request(path, { method, headers: stranger.auth, ...(json ? { json } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const list = await t.request('/api/stories', { headers: stranger.auth });
    expect(((await list.json()) as { stories: unknown[] }).stories).toEqual([]);
    expect((await getStory(t, parent, id)).title).not.toBe('Mine now');
    expect((await t.request('/api/stories')).status).toBe(401);
  });
});

describe('submitting a story', () => {
  let parent: TestParent;
  let childId: string;

  beforeAll(async () => {
    ({ parent, childId } = await parentWithChild(5));
  });

  async function rejected(input: Record<string, unknown>, status: number) {
    const response = await t.request('/api/stories', { method: 'POST', headers: parent.auth, json: { ...storyInput(childId), ...input } });
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as { message: string; code: string; field?: string };
  }

  it('takes only the six lengths', async () => {
    expect(await rejected({ length: 7 }, 400)).toMatchObject({
      field: 'length',
      message: 'Please choose a length of 5, 10, 15, 20, 25 or 30 minutes.',
    });
    await rejected({ length: '10' }, 400);
    await rejected({ length: 35 }, 400);
  });

  it('explains that a cloned voice is not available', async () => {
    expect((await rejected({ voice: 'cloned' }, 400)).message).toMatch(/cloned voice/);
  });

  it('holds extra characters to the plan', async () => {
    const body = await rejected({ extraCharacters: [{ kind: 'pet', name: 'Biscuit', description: 'a sleepy beagle' }] }, 403);
    expect(body).toMatchObject({ code: 'FORBIDDEN', field: 'extraCharacters' });
    expect(body.message).toBe(
      'Stories on the free plan have just the hero. Extra characters come with a plan: Bloom allows 1 and Wonder or Flourish allow 2.',
    );
    await rejected({ extraCharacters: [1, 2, 3] }, 400);
  });

  it('checks what the parent typed, naming the field', async () => {
    expect(await rejected({ setting: 'a haunted graveyard' }, 400)).toMatchObject({ field: 'setting' });
    const lesson = await rejected({ lesson: 'Never touch a gun.' }, 400);
    expect(lesson.field).toBe('lesson');
    expect(lesson.message).toBe('Please reword the lesson: “gun” doesn’t suit a story for a 5-year-old.');
    expect((await rejected({ setting: 'a sh1tty park' }, 400)).message).toContain('children’s story');
  });

  it('needs the parent’s own child as the hero, and a theme or a known template', async () => {
    const other = await parentWithChild();
    expect(await rejected({ heroChildId: other.childId }, 400)).toMatchObject({ field: 'heroChildId' });
    expect(await rejected({ theme: undefined, templateId: undefined }, 400)).toMatchObject({ field: 'theme' });
    expect(await rejected({ theme: 'pirates' }, 400)).toMatchObject({ field: 'theme' });
    expect(await rejected({ theme: undefined, templateId: 'no-such-template' }, 400)).toMatchObject({ field: 'templateId' });
  });

  it('fills the theme, setting and lesson from a template', async () => {
    const response = await submitStory(t, parent, { ...storyInput(childId), theme: undefined, setting: '', lesson: undefined, templateId: 'kind-dragon' });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    expect(await getStory(t, parent, id)).toMatchObject({
      theme: 'fairy-tale',
      templateId: 'kind-dragon',
      setting: 'a castle on a hill above an enchanted forest',
      lesson: 'A kind word can change someone’s whole day.',
    });
  });

  it('refuses a story the balance cannot cover and stores nothing', async () => {
    const poor = await parentWithChild();
    await submittedStory(t, poor.parent, storyInput(poor.childId, { length: 30 }));
    const response = await submitStory(t, poor.parent, storyInput(poor.childId, { length: 30 }));
    expect(response.status).toBe(402);
    expect(await t.deps.db.$count(stories, eq(stories.userId, poor.parent.userId))).toBe(1);
    expect(
      await t.deps.db.$count(creditLedger, and(eq(creditLedger.userId, poor.parent.userId), eq(creditLedger.kind, 'reserve'))),
    ).toBe(1);
  });
});

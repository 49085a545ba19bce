import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, stories, storyPages } from '../../src/server/db/schema.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild, yearsAgo } from '../support/family.ts';
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
import { GatedTextProvider, type PlainTextProvider } from '../support/text-providers.ts';

let t: TestApp;
const writer = withStoryApp((app) => (t = app));

describe('managing stories', () => {
  it('renames a story, checking the new title', async () => {
    const { parent, childId } = await parentWithChild(t);
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
    const { parent, childId } = await parentWithChild(t);
    const id = await submittedStory(t, parent, storyInput(childId));
    await expect.poll(() => gated.started, { timeout: 10_000, interval: 50 }).toBe(true);

    const deleted = await t.request(`/api/stories/${id}`, { method: 'DELETE', headers: parent.auth });
    expect(deleted.status).toBe(204);
    expect(await balanceOf(t, parent)).toBe(10);
    gated.release();
    expect((await t.request(`/api/stories/${id}`, { headers: parent.auth })).status).toBe(404);
    await expect.poll(async () => t.deps.db.$count(storyPages, eq(storyPages.storyId, id))).toBe(0);
    expect(await storyLedger(t, id)).toEqual(['refund:2:1', 'reserve:-2:1']);
  });

  it('deletes a finished story with its pages and keeps its spend', async () => {
    const { parent, childId } = await parentWithChild(t);
    const id = await submittedStory(t, parent, storyInput(childId));
    await settledStory(t, parent, id);
    expect((await t.request(`/api/stories/${id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(await t.deps.db.$count(storyPages, eq(storyPages.storyId, id))).toBe(0);
    expect(await balanceOf(t, parent)).toBe(8);
  });

  it('answers 404 on every route for another parent’s story', async () => {
    const { parent, childId } = await parentWithChild(t);
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
    ({ parent, childId } = await parentWithChild(t, 5));
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
    const other = await parentWithChild(t);
    expect(await rejected({ heroChildId: other.childId }, 400)).toMatchObject({ field: 'heroChildId' });
    expect(await rejected({ theme: undefined, templateId: undefined }, 400)).toMatchObject({ field: 'theme' });
    expect(await rejected({ theme: 'pirates' }, 400)).toMatchObject({ field: 'theme' });
    expect(await rejected({ theme: undefined, templateId: 'no-such-template' }, 400)).toMatchObject({ field: 'templateId' });
  });

  it('pitches the story at the hero’s reading level unless the parent chose another for this story', async () => {
    const own = await submittedStory(t, parent, storyInput(childId, { length: 10 }));
    // A 5-year-old is an early reader: 80 words a minute.
    expect(await getStory(t, parent, own)).toMatchObject({ readingLevel: 'early-reader', targetWordCount: 800 });

    const chosen = await submittedStory(t, parent, storyInput(childId, { length: 10, readingLevel: 'fluent-reader' }));
    expect(await getStory(t, parent, chosen)).toMatchObject({ readingLevel: 'fluent-reader', targetWordCount: 1500 });
    expect((await settledStory(t, parent, chosen)).status).toBe('ready');
    // The writer is asked for the chosen level; the child's own profile keeps theirs.
    expect((writer.current as PlainTextProvider).calls.find((call) => call.targetWordCount === 1500)).toMatchObject({ readingLevel: 'fluent-reader' });
    const child = await t.request(`/api/children/${childId}`, { headers: parent.auth });
    expect(await child.json()).toMatchObject({ readingLevel: 'early-reader' });

    expect(await rejected({ readingLevel: 'genius' }, 400)).toMatchObject({ field: 'readingLevel', message: 'Please choose one of the reading levels.' });
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
    // The writer is given the template's premise and plot, not just its theme and setting.
    expect((await settledStory(t, parent, id)).status).toBe('ready');
    expect((writer.current as PlainTextProvider).calls.find((call) => call.template?.title === 'The Dragon Who Was Shy')).toMatchObject({
      template: { premise: expect.stringContaining('shy dragon'), plot: { shape: 'befriend', who: 'a shy dragon', want: 'a place at the castle fair' } },
    });
  });

  it('refuses a story the balance cannot cover and stores nothing', async () => {
    const poor = await parentWithChild(t);
    await submittedStory(t, poor.parent, storyInput(poor.childId, { length: 30 }));
    const response = await submitStory(t, poor.parent, storyInput(poor.childId, { length: 30 }));
    expect(response.status).toBe(402);
    expect(await t.deps.db.$count(stories, eq(stories.userId, poor.parent.userId))).toBe(1);
    expect(
      await t.deps.db.$count(creditLedger, and(eq(creditLedger.userId, poor.parent.userId), eq(creditLedger.kind, 'reserve'))),
    ).toBe(1);
  });
});

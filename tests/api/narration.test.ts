import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { splitWords } from '../../src/shared/narration.ts';
import { storyCost } from '../../src/shared/pricing.ts';
import { storyPages } from '../../src/server/db/schema.ts';
import { storyFailureReasons } from '../../src/server/domain/story-generation.ts';
import { builtinNarrator } from '../../src/server/providers/speech/index.ts';
import { signUpVerifiedParent } from '../support/accounts.ts';
import { mp3Info } from '../support/mp3.ts';
import { GatedNarrator, SwitchableNarrator } from '../support/narrators.ts';
import { balanceOf, getStory, parentWithChild, settledStory, storyInput, storyLedger, submittedStory } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';
import { withStoryApp } from '../support/stories.ts';

let t: TestApp;
const narrator = new SwitchableNarrator();
withStoryApp((app) => {
  t = app;
}, narrator);
beforeEach(() => {
  narrator.current = builtinNarrator();
});

const narrated = (childId: string, overrides = {}) => storyInput(childId, { length: 5, voice: 'standard', ...overrides });

describe('narrated stories', () => {
  it('reads every page with a timing for every word, charges narration and serves the audio to its owner only', async () => {
    const { parent, childId } = await parentWithChild(t, 4);
    const id = await submittedStory(t, parent, narrated(childId, { narrator: 'bright' }));
    const story = await settledStory(t, parent, id, 60_000);
    expect(story.status).toBe('ready');
    expect(story.narrator).toBe('bright');
    expect(story.cost).toBe(storyCost(5, 'standard'));
    expect(await balanceOf(t, parent)).toBe(10 - storyCost(5, 'standard'));
    expect(await storyLedger(t, id)).toEqual([`commit:0:1`, `reserve:-${storyCost(5, 'standard')}:1`]);
    expect(story.pages.length).toBeGreaterThan(1);

    for (const page of story.pages) {
      expect(page.narrationMethod).toBe('synthesis-events');
      const timings = page.wordTimings!;
      expect(timings.map((timing) => [timing.word, timing.charStart, timing.charEnd])).toEqual(
        splitWords(page.text).map((word) => [word.word, word.charStart, word.charEnd]),
      );
      const audio = await t.request(`/api/stories/${id}/pages/${page.index}/narration`, { headers: parent.auth });
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
      const info = mp3Info(new Uint8Array(await audio.arrayBuffer()));
      expect(info.durationMs).toBeGreaterThanOrEqual(timings.at(-1)!.endMs);
      expect(info.durationMs - timings.at(-1)!.endMs).toBeLessThan(500);
    }

    const partial = await t.request(`/api/stories/${id}/pages/0/narration`, { headers: { ...parent.auth, Range: 'bytes=0-99' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await partial.arrayBuffer()).byteLength).toBe(100);

    const other = await signUpVerifiedParent(t);
    expect((await t.request(`/api/stories/${id}/pages/0/narration`, { headers: other.auth })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/pages/0/narration`)).status).toBe(401);
    expect((await t.request(`/api/stories/${id}/pages/99/narration`, { headers: parent.auth })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/pages/x/narration`, { headers: parent.auth })).status).toBe(404);
  }, 90_000);

  it('reads the pages while the pictures are drawn, and shows both in the progress', async () => {
    const { parent, childId } = await parentWithChild(t);
    let illustratedAtFirstRead = -1;
    const gated = new GatedNarrator(async () => {
      if (illustratedAtFirstRead >= 0) return;
      const drawn = await t.deps.db.select({ index: storyPages.index }).from(storyPages).where(isNotNull(storyPages.illustrationPath));
      illustratedAtFirstRead = drawn.length;
    });
    narrator.current = gated;
    const id = await submittedStory(t, parent, narrated(childId));
    // Narration holds on its first page, yet every picture gets drawn: one does not wait for the other.
    const during = await vi.waitFor(
      async () => {
        const story = await getStory(t, parent, id);
        const progress = story.progress!;
        if (progress.stage !== 'illustrating' || progress.pagesDone < progress.pagesTotal || !progress.narration) throw new Error('still drawing');
        return story;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(during.status).toBe('generating');
    expect(during.progress!.narration).toEqual({ pagesDone: 0, pagesTotal: during.progress!.pagesTotal });
    expect(gated.calls).toHaveLength(1);
    // The first page was being read before the pictures were done.
    expect(illustratedAtFirstRead).toBeLessThan(during.progress!.pagesTotal);
    gated.release();
    const story = await settledStory(t, parent, id, 60_000);
    expect(story.status).toBe('ready');
    expect(story.pages.every((page) => page.wordTimings && page.wordTimings.length === splitWords(page.text).length)).toBe(true);
    const narratedPages = await t.deps.db.select().from(storyPages).where(and(eq(storyPages.storyId, id), isNotNull(storyPages.narrationPath)));
    expect(narratedPages).toHaveLength(story.pages.length);
    expect(await storyLedger(t, id)).toEqual([`commit:0:1`, `reserve:-${storyCost(5, 'standard')}:1`]);
  }, 90_000);

  it('makes a story without narration when none is chosen', async () => {
    const { parent, childId } = await parentWithChild(t);
    const id = await submittedStory(t, parent, storyInput(childId, { length: 5 }));
    const story = await settledStory(t, parent, id, 30_000);
    expect(story.status).toBe('ready');
    expect(story.narrator).toBeNull();
    expect(story.pages.every((page) => page.narrationPath === null && page.wordTimings === null)).toBe(true);
    expect((await t.request(`/api/stories/${id}/pages/0/narration`, { headers: parent.auth })).status).toBe(404);
  }, 60_000);

  it('refuses a voice that does not exist with a clear 400', async () => {
    const { parent, childId } = await parentWithChild(t);
    const response = await t.request('/api/stories', { method: 'POST', headers: parent.auth, json: { ...narrated(childId), narrator: 'robot' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'narrator', message: 'Please choose one of the voices.' });
    expect(await balanceOf(t, parent)).toBe(10);
  });

  it('refunds the whole story when its narration cannot be saved', async () => {
    const { parent, childId } = await parentWithChild(t);
    // A file where this parent's narration folder should be: every save fails, as on a broken disk.
    const blocked = path.join(t.filesRoot, 'narration', parent.userId);
    await mkdir(path.dirname(blocked), { recursive: true });
    await writeFile(blocked, 'not a folder');
    try {
      const id = await submittedStory(t, parent, narrated(childId));
      expect(await balanceOf(t, parent)).toBe(10 - storyCost(5, 'standard'));
      const story = await settledStory(t, parent, id, 90_000);
      expect(story.status).toBe('failed');
      expect(story.failureReason).toBe(storyFailureReasons.refunded);
      expect(await balanceOf(t, parent)).toBe(10);
    } finally {
      await rm(blocked, { force: true });
    }
  }, 120_000);

  it('deletes the audio files with the story', async () => {
    const { parent, childId } = await parentWithChild(t);
    const id = await submittedStory(t, parent, narrated(childId));
    const story = await settledStory(t, parent, id, 60_000);
    const files = story.pages.map((page) => path.join(t.filesRoot, page.narrationPath!));
    expect(files.every((file) => existsSync(file))).toBe(true);
    expect((await t.request(`/api/stories/${id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(files.some((file) => existsSync(file))).toBe(false);
  }, 90_000);
});

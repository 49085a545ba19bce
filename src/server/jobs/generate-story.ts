import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { stories } from '../db/schema.ts';
import {
  failStory,
  finishRun,
  generationStages,
  startRun,
  StoryFailure,
  StorySuperseded,
  sweepStuckStories,
} from '../domain/story-generation.ts';
import { reclaimSilentStories, storyHeartbeatMs, storyHeartbeatTimeoutMs, touchStory } from '../domain/story-recovery.ts';
import { warmBuiltinNarrator } from '../providers/speech/index.ts';
import { defineJob } from './definition.ts';
import { preparePrintPicturesLater } from './prepare-print-pictures.ts';

/** A page written just as the parent deleted the story fails on its foreign key: that is not a failure. */
async function stillInProgress(db: Database, storyId: string, attempt: number): Promise<boolean> {
  const [story] = await db.select({ status: stories.status, attempt: stories.attempt }).from(stories).where(eq(stories.id, storyId));
  return story !== undefined && story.attempt === attempt && (story.status === 'queued' || story.status === 'generating');
}

/**
 * Makes one attempt of a story. Safe to deliver twice: a story that is finished, failed, deleted
 * or on a newer attempt is left alone, and a resumed attempt rewrites its pages in place.
 */
export const generateStory = defineJob({
  name: 'story.generate',
  payload: z.object({ storyId: z.uuid(), attempt: z.number().int().min(1) }),
  // An outside writer may take a draft, a repair and two safety rewrites, each up to TEXT_TIMEOUT_MS
  // (150 s at most): the job must not expire and be handed out again while that is still going on.
  // A worker that dies is noticed long before this, by its missing heartbeat (story-recovery.ts).
  retry: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 20 * 60 },
  // Most of a story's time is waiting on the database or a text model, so one process runs several.
  worker: { concurrency: 4, pollingIntervalSeconds: 0.5 },
  async handle({ storyId, attempt }, deps, delivery) {
    const [story] = await deps.db.select().from(stories).where(eq(stories.id, storyId));
    if (!story || story.attempt !== attempt || (story.status !== 'queued' && story.status !== 'generating')) return;
    // The narration thread loads while the story is written, so its first page is read without waiting.
    if (story.voice !== 'none') warmBuiltinNarrator();
    const heartbeat = setInterval(() => {
      touchStory(deps.db, storyId, attempt).catch((error: unknown) => deps.log.warn({ err: error, storyId }, 'story heartbeat failed'));
    }, storyHeartbeatMs);
    try {
      const run = await startRun(deps.db, story, deps.storyWriters);
      for (const stage of generationStages) await stage.run(run, deps);
      await finishRun(deps.db, run);
      await preparePrintPicturesLater(deps, storyId);
    } catch (error) {
      if (error instanceof StorySuperseded || !(await stillInProgress(deps.db, storyId, attempt))) return;
      const lastDelivery = delivery.retryCount >= delivery.retryLimit;
      deps.log.warn({ err: error, storyId, attempt, retryCount: delivery.retryCount, lastDelivery }, 'story generation failed');
      if (!(error instanceof StoryFailure) && !lastDelivery) throw error;
      await failStory(deps.db, storyId, attempt);
    } finally {
      clearInterval(heartbeat);
    }
  },
});

/**
 * How long a story may sit without a heartbeat or progress, and with no job for it, before it is
 * given up. Jobs are enqueued with their story, so this only covers a job lost or run out of retries.
 */
export const stuckStoryTimeoutMs = storyHeartbeatTimeoutMs;

/**
 * In every worker, every few seconds: stories whose worker stopped beating go back to the queue
 * (or, with no retry left, fail and are refunded); stories with no job left fail and are refunded.
 * A restarted worker runs it at once, so interrupted stories move on within a minute.
 */
export const sweepStuckStoriesJob = defineJob({
  name: 'story.sweep-stuck',
  payload: z.object({}),
  retry: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 120 },
  every: 10,
  async handle(_payload, { db, log, queue }) {
    const reclaimed = await reclaimSilentStories(db, queue, generateStory.name, storyHeartbeatTimeoutMs);
    if (reclaimed.retried.length > 0) log.warn({ storyIds: reclaimed.retried }, 'stories whose worker stopped answering are retried');
    const swept = await sweepStuckStories(db, stuckStoryTimeoutMs, generateStory.name);
    const failed = [...reclaimed.failed, ...swept];
    if (failed.length > 0) log.warn({ storyIds: failed }, 'stuck stories failed and refunded');
  },
});

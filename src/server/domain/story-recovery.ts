/**
 * Stories whose worker died (kill -9, out of memory, a machine gone) come back quickly: a running
 * attempt beats on its story row every few seconds, and a story whose beat has stopped while its
 * job still looks active is handed back to the queue (pg-boss retries it; the attempt resumes) or,
 * with no retry left, failed and refunded. The job's own expiry is far longer, since a healthy
 * run with an outside writer may take many minutes; the beat is what tells a slow run from a dead one.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { stories } from '../db/schema.ts';
import { failStory } from './story-generation.ts';

/** How often a running attempt says it is alive, and how long a silence means its worker is gone. */
export const storyHeartbeatMs = 5_000;
export const storyHeartbeatTimeoutMs = 30_000;

/** The beat itself: only while the story is still this attempt's to make. */
export async function touchStory(db: Database, storyId: string, attempt: number): Promise<void> {
  await db
    .update(stories)
    .set({ updatedAt: new Date() })
    .where(and(eq(stories.id, storyId), eq(stories.attempt, attempt), inArray(stories.status, ['queued', 'generating'])));
}

export interface JobFailer {
  /** Marks a delivery failed; resolves with its state afterwards ('retry' or 'failed'). */
  failJob: (name: string, id: string, reason: string) => Promise<string | undefined>;
}

/**
 * Active deliveries whose story has not beaten for `timeoutMs`. Each is claimed by moving the
 * story's timestamp (so two workers sweeping at once act once), then failed in pg-boss.
 */
export async function reclaimSilentStories(
  db: Database,
  queue: JobFailer,
  jobName: string,
  timeoutMs: number,
): Promise<{ retried: string[]; failed: string[] }> {
  const cutoff = new Date(Date.now() - timeoutMs);
  const silent = await db.execute<{ story_id: string; attempt: number; job_id: string }>(sql`
    select s.id as story_id, s.attempt, j.id as job_id
    from ${stories} s
    join pgboss.job j
      on j.name = ${jobName} and j.state = 'active'
      and j.data->>'storyId' = s.id::text and (j.data->>'attempt')::int = s.attempt
    where s.status in ('queued', 'generating') and s.updated_at < ${cutoff}`);
  const outcome = { retried: [] as string[], failed: [] as string[] };
  for (const row of silent.rows) {
    const claimed = await db
      .update(stories)
      .set({ updatedAt: new Date() })
      .where(and(eq(stories.id, row.story_id), eq(stories.attempt, row.attempt), lt(stories.updatedAt, cutoff)))
      .returning({ id: stories.id });
    if (claimed.length === 0) continue;
    const state = await queue.failJob(jobName, row.job_id, 'the worker running this story stopped answering');
    if (state === 'retry') {
      outcome.retried.push(row.story_id);
    } else if (await failStory(db, row.story_id, row.attempt)) {
      outcome.failed.push(row.story_id);
    }
  }
  return outcome;
}

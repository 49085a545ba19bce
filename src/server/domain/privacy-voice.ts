/**
 * The privacy dashboard's view of the parent's voice: every recorded page (which story, which page,
 * how long, when), listed and exported without the audio itself, and deletable on its own.
 */
import { asc, eq } from 'drizzle-orm';
import { pageRecordings, stories } from '../db/schema.ts';
import type { Section } from './privacy.ts';

export const voiceSection: Section = {
  name: 'voiceRecordings',
  erasable: true,
  read: (db, caller) =>
    db
      .select({
        storyId: pageRecordings.storyId,
        storyTitle: stories.title,
        pageIndex: pageRecordings.pageIndex,
        durationMs: pageRecordings.durationMs,
        timingMethod: pageRecordings.timingMethod,
        createdAt: pageRecordings.createdAt,
      })
      .from(pageRecordings)
      .innerJoin(stories, eq(stories.id, pageRecordings.storyId))
      .where(eq(pageRecordings.userId, caller.userId))
      .orderBy(asc(pageRecordings.createdAt)),
  erase: async (tx, caller) => {
    const removed = await tx.delete(pageRecordings).where(eq(pageRecordings.userId, caller.userId)).returning({ path: pageRecordings.path });
    return removed.map((row) => row.path);
  },
};

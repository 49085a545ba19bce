/**
 * The privacy dashboard's view of the parent's voice: every recorded page (which story, which page,
 * how long, when) and every cloned voice with its sample, listed and exported without the audio
 * itself (the zip has it), and each deletable on its own. A cloned voice goes at the voice service too.
 */
import { asc, eq } from 'drizzle-orm';
import { clonedVoices, pageRecordings, stories } from '../db/schema.ts';
import { eraseVoices } from './cloned-voices.ts';
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

export const clonedVoicesSection: Section = {
  name: 'clonedVoices',
  erasable: true,
  read: (db, caller) =>
    db
      .select({ id: clonedVoices.id, name: clonedVoices.name, sampleDurationMs: clonedVoices.sampleDurationMs, provider: clonedVoices.provider, createdAt: clonedVoices.createdAt })
      .from(clonedVoices)
      .where(eq(clonedVoices.userId, caller.userId))
      .orderBy(asc(clonedVoices.createdAt)),
  erase: async (tx, caller) => ({ files: [], voices: await eraseVoices(tx, caller.userId) }),
};

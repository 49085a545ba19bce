/**
 * A parent's own narration of a story, one recording per page (docs/product.md "Pictures and
 * voices"). Biometric data: owner-only files under `recordings/<user>/<story>/`, never published or
 * shared. A new recording of a page replaces the old one; its words are timed in the job worker.
 */
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { WordTiming } from '../../shared/narration.ts';
import { recordingStatuses, recordingTimingMethods } from '../../shared/schemas/recordings.ts';
import { users } from './identity-schema.ts';
import { stories } from './story-schema.ts';

export const pageRecordings = pgTable(
  'page_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    pageIndex: integer('page_index').notNull(),
    /** The upload as it came until its words are timed, then its MP3. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    durationMs: integer('duration_ms').notNull(),
    status: text('status', { enum: recordingStatuses }).notNull(),
    wordTimings: jsonb('word_timings').$type<WordTiming[]>(),
    timingMethod: text('timing_method', { enum: recordingTimingMethods }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('page_recordings_story_page_unique').on(table.storyId, table.pageIndex), index('page_recordings_user_idx').on(table.userId)],
);

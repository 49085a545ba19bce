/**
 * Narration made again on a finished story (docs/product.md "Credits"): narration added to a story
 * made without it, the whole story in another voice, or one page read again. The pages keep their
 * old audio until the new recording has succeeded.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NarratorVoiceId } from '../../shared/narration.ts';
import { narrationRedoScopes, narrationRedoStatuses } from '../../shared/schemas/narration-redos.ts';
import { users } from './identity-schema.ts';
import { stories } from './story-schema.ts';
import { clonedVoices } from './voice-schema.ts';

export const narrationRedos = pgTable(
  'narration_redos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: narrationRedoScopes }).notNull(),
    /** The page read again, for scope `page`. */
    pageIndex: integer('page_index'),
    narrator: text('narrator').$type<NarratorVoiceId>().notNull(),
    /** The cloned voice the story is read in again; null for a built-in voice. */
    clonedVoiceId: uuid('cloned_voice_id').references(() => clonedVoices.id, { onDelete: 'set null' }),
    status: text('status', { enum: narrationRedoStatuses }).notNull(),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull(),
    cost: integer('cost').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('narration_redos_story_created_idx').on(table.storyId, table.createdAt)],
);

/**
 * Edits of a finished story's pages (docs/product.md "Credits, plans and prices"): a page redrawn,
 * the whole book restyled, or a page's text changed. Each row is both the queued work and the
 * admins' log entry: who asked, what, for how many credits, how it ended and how long it took.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ScenePlan } from '../../shared/schemas/illustrations.ts';
import type { IllustrationStyle } from '../../shared/schemas/stories.ts';
import { storyEditKinds, storyEditStatuses } from '../../shared/schemas/story-edits.ts';
import { users } from './identity-schema.ts';
import { stories } from './story-schema.ts';

export const storyEdits = pgTable(
  'story_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: storyEditKinds }).notNull(),
    /** The page redrawn or rewritten; null for a restyle. */
    pageIndex: integer('page_index'),
    /** What the parent asked for ("make it night"), as typed. */
    instruction: text('instruction'),
    /** The style a restyle draws the book in. */
    style: text('style').$type<IllustrationStyle>(),
    /** A redraw's new scene plan, worked out when it was asked for. */
    plan: jsonb('plan').$type<ScenePlan>(),
    status: text('status', { enum: storyEditStatuses }).notNull(),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull(),
    cost: integer('cost').notNull(),
    failureReason: text('failure_reason'),
    workMs: integer('work_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('story_edits_story_created_idx').on(table.storyId, table.createdAt), index('story_edits_created_idx').on(table.createdAt)],
);

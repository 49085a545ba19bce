/**
 * What the illustrating stage leaves for admins: one row per scene plan and drawing, with the
 * plan (names replaced by roles), the provider and model, timings and the outcome.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sceneDirectorLogStatuses, type ScenePlan } from '../../shared/schemas/illustrations.ts';
import { stories } from './story-schema.ts';

export const sceneDirectorLogs = pgTable(
  'scene_director_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** A page's index, or null for the cover. */
    pageIndex: integer('page_index'),
    director: text('director').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    plan: jsonb('plan').$type<ScenePlan>().notNull(),
    status: text('status', { enum: sceneDirectorLogStatuses }).notNull(),
    planMs: integer('plan_ms').notNull(),
    drawMs: integer('draw_ms').notNull(),
    bytes: integer('bytes'),
    costEstimate: integer('cost_estimate_microcents').notNull().default(0),
    error: text('error'),
    /** The picture was drawn with a reference made from the hero's portrait (the library must know). */
    fromPortrait: boolean('from_portrait').notNull().default(false),
    /** The likeness check's score (0–10) of this drawing, when one was made. */
    likenessScore: integer('likeness_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scene_director_logs_created_idx').on(table.createdAt), index('scene_director_logs_story_idx').on(table.storyId)],
);

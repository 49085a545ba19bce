/**
 * Story templates (ADR 012): seeded from the built-in list on start, created and edited by admins,
 * or made from an approved library story.
 */
import { integer, jsonb, pgTable, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import type { TemplatePlot } from '../../shared/story-templates.ts';
import type { StoryThemeId } from '../../shared/story-themes.ts';
import { libraryStories } from './library-schema.ts';

export const storyTemplates = pgTable('story_templates', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  theme: text('theme').$type<StoryThemeId>().notNull(),
  setting: text('setting').notNull(),
  lesson: text('lesson'),
  blurb: text('blurb').notNull(),
  minAge: integer('min_age').notNull(),
  maxAge: integer('max_age').notNull(),
  premise: text('premise').notNull(),
  plot: jsonb('plot').$type<TemplatePlot>().notNull(),
  /** One of the built-in list: the seed keeps it up to date until an admin edits it. */
  builtin: boolean('builtin').notNull().default(false),
  /** When an admin last changed it; from then on the seed leaves it alone. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
  sourceLibraryStoryId: uuid('source_library_story_id').references(() => libraryStories.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The community library (docs/product.md "Sharing"): each published story is a snapshot with its own
 * pages, pictures and narration, so later edits or deletion of the private story never reach it.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LibraryStatus, ReportReason } from '../../shared/library.ts';
import type { NarratorVoiceId, WordTiming } from '../../shared/narration.ts';
import type { ReadingLevel, StoryLength } from '../../shared/reading.ts';
import type { IllustrationStyle } from '../../shared/schemas/stories.ts';
import type { StoryThemeId } from '../../shared/story-themes.ts';
import { users } from './identity-schema.ts';
import { stories } from './story-schema.ts';

export const libraryStories = pgTable(
  'library_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceStoryId: uuid('source_story_id').references(() => stories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    heroName: text('hero_name').notNull(),
    theme: text('theme').$type<StoryThemeId>().notNull(),
    templateId: text('template_id'),
    readingLevel: text('reading_level').$type<ReadingLevel>().notNull(),
    length: integer('length').$type<StoryLength>().notNull(),
    illustrationStyle: text('illustration_style').$type<IllustrationStyle>().notNull(),
    narrator: text('narrator').$type<NarratorVoiceId>(),
    narrated: boolean('narrated').notNull().default(false),
    coverPath: text('cover_path'),
    pageCount: integer('page_count').notNull(),
    status: text('status').$type<LibraryStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    loves: integer('loves').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin approved it; the library's "newest" order. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('library_stories_owner_idx').on(table.ownerId, table.createdAt),
    index('library_stories_moderation_idx').on(table.status).where(sql`${table.status} in ('pending', 'hidden')`),
    index('library_stories_newest_idx').on(table.publishedAt.desc(), table.id.desc()).where(sql`${table.status} = 'approved'`),
    index('library_stories_loved_idx').on(table.loves.desc(), table.publishedAt.desc(), table.id.desc()).where(sql`${table.status} = 'approved'`),
    index('library_stories_theme_idx').on(table.theme, table.publishedAt.desc()).where(sql`${table.status} = 'approved'`),
    index('library_stories_level_idx').on(table.readingLevel, table.publishedAt.desc()).where(sql`${table.status} = 'approved'`),
  ],
);

export const libraryPages = pgTable(
  'library_pages',
  {
    libraryStoryId: uuid('library_story_id')
      .notNull()
      .references(() => libraryStories.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    text: text('text').notNull(),
    illustrationPath: text('illustration_path'),
    illustrationAlt: text('illustration_alt'),
    narrationPath: text('narration_path'),
    wordTimings: jsonb('word_timings').$type<WordTiming[]>(),
    narrationMethod: text('narration_method'),
  },
  (table) => [primaryKey({ columns: [table.libraryStoryId, table.index] })],
);

const reaction = (name: string) =>
  pgTable(
    name,
    {
      libraryStoryId: uuid('library_story_id')
        .notNull()
        .references(() => libraryStories.id, { onDelete: 'cascade' }),
      userId: text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [primaryKey({ columns: [table.libraryStoryId, table.userId] }), index(`${name}_user_idx`).on(table.userId, table.createdAt)],
  );

export const libraryLoves = reaction('library_loves');
export const librarySaves = reaction('library_saves');

export const libraryReports = pgTable(
  'library_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    libraryStoryId: uuid('library_story_id')
      .notNull()
      .references(() => libraryStories.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin has reviewed the story; reviewed reports no longer count towards hiding it. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('library_reports_open_idx').on(table.libraryStoryId, table.reporterId).where(sql`${table.reviewedAt} is null`),
  ],
);

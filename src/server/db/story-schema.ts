/**
 * Stories, their pages and the credits ledger (docs/product.md "Story" and "Credits"). The value lists
 * and shapes of the columns come from src/shared, so a row reads back already typed.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReadingLevel, StoryLength } from '../../shared/reading.ts';
import {
  storyStatusValues,
  type ExtraCharacter,
  type IllustrationStyle,
  type NarrationVoice,
  type StoryProgress,
} from '../../shared/schemas/stories.ts';
import type { StoryThemeId } from '../../shared/story-themes.ts';
import type { PageIllustrationInfo, ScenePlan } from '../../shared/schemas/illustrations.ts';
import type { NarratorVoiceId, WordTiming } from '../../shared/narration.ts';
import { paperSizes, storyPdfStatusValues } from '../../shared/schemas/story-pdf.ts';
import { children } from './family-schema.ts';
import { users } from './identity-schema.ts';
import { clonedVoices } from './voice-schema.ts';

export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    heroChildId: uuid('hero_child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    extraCharacters: jsonb('extra_characters').$type<ExtraCharacter[]>().notNull(),
    title: text('title'),
    theme: text('theme').$type<StoryThemeId>().notNull(),
    templateId: text('template_id'),
    setting: text('setting').notNull(),
    lesson: text('lesson'),
    length: integer('length').$type<StoryLength>().notNull(),
    readingLevel: text('reading_level').$type<ReadingLevel>().notNull(),
    targetWordCount: integer('target_word_count').notNull(),
    wordCount: integer('word_count'),
    language: text('language').notNull().default('en'),
    illustrationStyle: text('illustration_style').$type<IllustrationStyle>().notNull(),
    voice: text('voice').$type<NarrationVoice>().notNull(),
    /** Which built-in voice reads the story (docs/product.md "Pictures and voices"); null without narration. */
    narrator: text('narrator').$type<NarratorVoiceId>(),
    /** The parent's cloned voice that reads the story when `voice` is `cloned`; the built-in `narrator` stands in when it is gone. */
    clonedVoiceId: uuid('cloned_voice_id').references(() => clonedVoices.id, { onDelete: 'set null' }),
    status: text('status', { enum: storyStatusValues }).notNull(),
    failureReason: text('failure_reason'),
    progress: jsonb('progress').$type<StoryProgress>(),
    cost: integer('cost').notNull(),
    seed: integer('seed').notNull(),
    textProvider: text('text_provider'),
    textModel: text('text_model'),
    tokenUsage: jsonb('token_usage').$type<{ input: number; output: number }>(),
    attempt: integer('attempt').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Storage key of the cover picture (SVG); a raster copy sits beside it. */
    coverPath: text('cover_path'),
  },
  (table) => [index('stories_user_created_idx').on(table.userId, table.createdAt), index('stories_status_idx').on(table.status)],
);

export type { WordTiming } from '../../shared/narration.ts';

export const storyPages = pgTable(
  'story_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    text: text('text').notNull(),
    sceneDescription: text('scene_description').notNull(),
    illustrationPath: text('illustration_path'),
    narrationPath: text('narration_path'),
    wordTimings: jsonb('word_timings').$type<WordTiming[]>(),
    /** What the scene director decided for this page's picture, alt text included. */
    scenePlan: jsonb('scene_plan').$type<ScenePlan>(),
    /** How an outside image model's picture was made (portrait, fallback, likeness score); null for built-in pictures. */
    illustrationInfo: jsonb('illustration_info').$type<PageIllustrationInfo>(),
    /** How the page's word timings were made, e.g. `synthesis-events`. */
    narrationMethod: text('narration_method'),
    /** The outside voice could not read this page, so the built-in narrator did. */
    narrationFellBack: boolean('narration_fell_back').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('story_pages_story_index_idx').on(table.storyId, table.index)],
);

export const ledgerKinds = ['grant', 'purchase', 'reserve', 'commit', 'refund', 'adjustment', 'reversal'] as const;

/**
 * Append-only credits ledger. The balance is the sum of `amount`; a reservation is negative, its
 * commit is zero (it only makes the spend final) and its refund gives the amount back. Every row
 * has a unique idempotency key, so a retried operation never counts twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    amount: integer('amount').notNull(),
    storyId: uuid('story_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    note: text('note').notNull(),
    /** The admin who granted or removed these credits by hand. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Printable copies of a story (docs/product.md "Story" → "PDF"). A row is made when the parent asks,
 * the job fills the file in; the newest row is the one the story page shows.
 */
export const storyPdfs = pgTable(
  'story_pdfs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paper: text('paper', { enum: paperSizes }).notNull(),
    keepsake: boolean('keepsake').notNull(),
    status: text('status', { enum: storyPdfStatusValues }).notNull(),
    stepsDone: integer('steps_done').notNull().default(0),
    stepsTotal: integer('steps_total').notNull().default(0),
    path: text('path'),
    bytes: integer('bytes'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('story_pdfs_story_created_idx').on(table.storyId, table.createdAt)],
);

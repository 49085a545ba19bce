import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed, so one address subscribes once. */
  email: text('email').notNull().unique(),
  source: text('source').notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Every email the product sends; the embedded mailer only records and logs it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_created_at_idx').on(table.createdAt)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Markdown-lite: paragraphs separated by blank lines, `## ` headings, `- ` lists. */
    body: text('body').notNull(),
    author: text('author').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_posts_published_at_idx').on(table.publishedAt)],
);

/** Fixed-window counters shared by every web process (see domain/rate-limit.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export * from './identity-schema.ts';
export * from './account-schema.ts';
export * from './family-schema.ts';
export * from './story-schema.ts';
export * from './payment-schema.ts';
export * from './illustration-schema.ts';
export * from './narration-schema.ts';
export * from './share-schema.ts';
export * from './library-schema.ts';
export * from './template-schema.ts';
export * from './story-edit-schema.ts';
export * from './recording-schema.ts';
export * from './voice-schema.ts';

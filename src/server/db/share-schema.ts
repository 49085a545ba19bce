/**
 * Public flip-book links (docs/product.md "Sharing"): one per story at a time; revoking deletes the
 * row, so the old address is a 404 for good.
 */
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stories } from './story-schema.ts';

export const storyShares = pgTable(
  'story_shares',
  {
    /** The `{shareUuid}` of /share/flipbook/{shareUuid}: random, so it cannot be guessed. */
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** The name the story's hero goes by on the link, unless the real name may show. */
    heroName: text('hero_name').notNull(),
    showRealName: boolean('show_real_name').notNull().default(false),
    openCount: integer('open_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('story_shares_story_idx').on(table.storyId)],
);

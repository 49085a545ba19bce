/**
 * A parent's cloned voices (docs/product.md "Pictures and voices"): the voice sample they recorded
 * or uploaded, kept as biometric data under `voice-samples/<user>/` for them alone, and the voice
 * the outside voice service made from it. Deleting a row deletes the sample file and the voice at
 * the service too (domain/cloned-voices.ts).
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity-schema.ts';

export const clonedVoices = pgTable(
  'cloned_voices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    samplePath: text('sample_path').notNull(),
    sampleContentType: text('sample_content_type').notNull(),
    sampleDurationMs: integer('sample_duration_ms').notNull(),
    /** Which service holds the voice, and its id there. */
    provider: text('provider').notNull(),
    providerVoiceId: text('provider_voice_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cloned_voices_user_idx').on(table.userId, table.createdAt)],
);

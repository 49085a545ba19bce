/**
 * The product's own record of a parent (docs/product.md §3 "App user record") and their consents
 * (docs/product.md "Children's privacy").
 */
import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consentKinds } from '../../shared/schemas/account.ts';
import { users } from './identity-schema.ts';

export const appUsers = pgTable('app_users', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The account holder's own date of birth, given once at /age-verification. */
  birthDate: date('birth_date'),
  ageVerifiedAt: timestamp('age_verified_at', { withTimezone: true }),
  isUnder13: boolean('is_under_13').notNull().default(false),
  parentalConsentVerified: boolean('parental_consent_verified').notNull().default(false),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Append-only consent history: each grant or revocation is a row with its time, method and the
 * version of the notice shown. The latest row per kind is the one in force.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: consentKinds }).notNull(),
    granted: boolean('granted').notNull(),
    method: text('method', { enum: ['account-holder', 'parent-email-link'] }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consents_user_kind_idx').on(table.userId, table.kind, table.createdAt)],
);

/** A consent request emailed to the parent of an account holder under 18. */
export const parentConsentRequests = pgTable(
  'parent_consent_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentEmail: text('parent_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    consented: boolean('consented'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('parent_consent_requests_user_idx').on(table.userId)],
);

/** Server-side secrets generated once and shared by every process (e.g. the identity secret). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

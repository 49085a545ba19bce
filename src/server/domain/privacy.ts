/**
 * Everything held about a parent, for the privacy dashboard's view, export and deletion. Each kind
 * of personal data is one section; features that store more about a family add a section here.
 */
import { desc, eq } from 'drizzle-orm';
import type { ConsentKind } from '../../shared/schemas/account.ts';
import type { Database } from '../db/client.ts';
import { accounts, appUsers, contactMessages, emailOutbox, newsletterSubscriptions, sessions, users } from '../db/schema.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { Caller } from '../identity/api-token.ts';
import { consentHistory, currentConsents, recordConsent } from './consents.ts';
import { getAppUserRecord } from './accounts.ts';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs/queue.ts';

interface Deps {
  config: Config;
  db: Database;
  queue: JobQueue;
}

interface Section {
  name: string;
  /** May the parent delete this part alone (without closing the account)? */
  erasable: boolean;
  read: (db: Database, caller: Caller) => Promise<unknown>;
  erase: (tx: Tx, caller: Caller) => Promise<void>;
}

const byEmail = (caller: Caller) => caller.email.toLowerCase();

const sections: Section[] = [
  {
    name: 'sessions',
    erasable: false,
    read: (db, caller) =>
      db
        .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
        .from(sessions)
        .where(eq(sessions.userId, caller.userId)),
    erase: async (tx, caller) => {
      await tx.delete(sessions).where(eq(sessions.userId, caller.userId));
    },
  },
  {
    name: 'signInMethods',
    erasable: false,
    read: (db, caller) =>
      db.select({ providerId: accounts.providerId, createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.userId, caller.userId)),
    erase: async () => undefined,
  },
  {
    name: 'consentHistory',
    erasable: false,
    read: (db, caller) => consentHistory(db, caller.userId),
    erase: async () => undefined,
  },
  {
    name: 'newsletter',
    erasable: true,
    read: (db, caller) => db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, byEmail(caller))),
    erase: async (tx, caller) => {
      await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, byEmail(caller)));
    },
  },
  {
    name: 'contactMessages',
    erasable: true,
    read: (db, caller) => db.select().from(contactMessages).where(eq(contactMessages.email, caller.email)),
    erase: async (tx, caller) => {
      await tx.delete(contactMessages).where(eq(contactMessages.email, caller.email));
    },
  },
  {
    name: 'emailsSent',
    erasable: true,
    read: (db, caller) =>
      db
        .select({ subject: emailOutbox.subject, kind: emailOutbox.kind, createdAt: emailOutbox.createdAt, status: emailOutbox.status })
        .from(emailOutbox)
        .where(eq(emailOutbox.to, caller.email))
        .orderBy(desc(emailOutbox.createdAt)),
    erase: async (tx, caller) => {
      await tx.delete(emailOutbox).where(eq(emailOutbox.to, caller.email));
    },
  },
];

export const erasableSections = sections.filter((s) => s.erasable).map((s) => s.name);

/** Everything held about the caller, as one JSON document. */
export async function exportPersonalData(deps: Deps, caller: Caller) {
  const account = await getAppUserRecord(deps, caller.userId).catch(() => null);
  const data: Record<string, unknown> = {
    exportedAt: new Date().toISOString(),
    account: account ?? { id: caller.userId, email: caller.email, name: caller.name },
  };
  for (const section of sections) data[section.name] = await section.read(deps.db, caller);
  return data;
}

export async function erasePersonalDataSection({ db }: Deps, caller: Caller, name: string): Promise<void> {
  const section = sections.find((s) => s.name === name && s.erasable);
  if (!section) throw AppError.notFound('There is no such part of your data to delete.');
  await transaction(db, (tx) => section.erase(tx, caller));
}

/** Closes the account: every section erased and the identity (with sessions and records) deleted. */
export async function deleteAccount({ db }: Deps, caller: Caller): Promise<void> {
  await transaction(db, async (tx) => {
    for (const section of sections) await section.erase(tx, caller);
    await tx.delete(users).where(eq(users.id, caller.userId));
  });
}

export async function changeConsent(deps: Deps, caller: Caller, kind: ConsentKind, granted: boolean) {
  const record = await getAppUserRecord(deps, caller.userId);
  if (granted && !record.ageVerifiedAt) {
    throw new AppError('FORBIDDEN', 'Only an adult account holder can give consent. Please ask your parent or guardian.');
  }
  await transaction(deps.db, async (tx) => {
    await recordConsent(tx, caller.userId, kind, granted, 'account-holder');
    if (kind === 'child-data') {
      await tx.update(appUsers).set({ parentalConsentVerified: granted, updatedAt: new Date() }).where(eq(appUsers.id, caller.userId));
    }
  });
  return currentConsents(deps.db, caller.userId);
}


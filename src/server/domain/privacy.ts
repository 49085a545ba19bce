/**
 * Everything held about a parent, for the privacy dashboard's view, export and deletion. Each kind
 * of personal data is one section; features that store more about a family add a section here.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ConsentKind } from '../../shared/schemas/account.ts';
import type { Database } from '../db/client.ts';
import {
  accounts,
  appUsers,
  contactMessages,
  emailOutbox,
  newsletterSubscriptions,
  parentConsentRequests,
  rateLimits,
  sessions,
  users,
  verifications,
} from '../db/schema.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { Caller } from '../identity/api-token.ts';
import { consentHistory, currentConsents, recordConsent } from './consents.ts';
import { getAppUserRecord } from './accounts.ts';
import { enforce, policies } from '../policies/rules.ts';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { familySections } from './privacy-family.ts';
import { librarySection, unpublishAll } from './privacy-library.ts';
import { clonedVoicesSection, voiceSection } from './privacy-voice.ts';
import { releaseVoices } from './cloned-voices.ts';
import type { VoiceCloner } from '../providers/speech/outside/elevenlabs-voices.ts';
import { limits } from './rate-limits.ts';

interface Deps {
  config: Config;
  db: Database;
  queue: JobQueue;
  storage: FileStorage;
  log: Logger;
  voiceCloner: VoiceCloner | null;
}

/** What an erasure leaves to do once its rows are gone: stored files, and cloned voices at the voice service. */
interface Leftovers {
  files: string[];
  voices: Array<{ samplePath: string; providerVoiceId: string }>;
}

export interface Section {
  name: string;
  /** May the parent delete this part alone (without closing the account)? */
  erasable: boolean;
  read: (db: Database, caller: Caller) => Promise<unknown>;
  /** Deletes the rows; returns the storage keys of files (and the voices) to delete once they are gone. */
  erase: (tx: Tx, caller: Caller) => Promise<void | string[] | Leftovers>;
}

const byEmail = (caller: Caller) => caller.email.toLowerCase();
/** Addresses typed into public forms keep their capitals; the identity's is lower-cased. */
const sameEmail = (column: PgColumn, caller: Caller): SQL => sql`lower(${column}) = ${byEmail(caller)}`;
/** The team's copy of a contact message quotes the sender as `Name <address>`. */
const quotesSender = (caller: Caller): SQL =>
  and(eq(emailOutbox.kind, 'contact'), sql`position(${`<${byEmail(caller)}>`} in lower(${emailOutbox.text})) > 0`)!;

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
    read: (db, caller) => db.select().from(contactMessages).where(sameEmail(contactMessages.email, caller)),
    erase: async (tx, caller) => {
      await tx.delete(contactMessages).where(sameEmail(contactMessages.email, caller));
      await tx.delete(emailOutbox).where(quotesSender(caller));
    },
  },
  {
    name: 'parentConsentRequests',
    erasable: false,
    read: (db, caller) =>
      db
        .select({
          parentEmail: parentConsentRequests.parentEmail,
          createdAt: parentConsentRequests.createdAt,
          answeredAt: parentConsentRequests.answeredAt,
          consented: parentConsentRequests.consented,
        })
        .from(parentConsentRequests)
        .where(eq(parentConsentRequests.userId, caller.userId)),
    erase: async (tx, caller) => {
      // The emails to the parent name the account holder; only the token's hash is stored, so
      // each email is matched by hashing the token in its link.
      await tx.execute(sql`
        delete from ${emailOutbox} where ${emailOutbox.kind} = 'parent-consent' and exists (
          select 1 from ${parentConsentRequests}
          where ${parentConsentRequests.userId} = ${caller.userId}
            and ${parentConsentRequests.tokenHash} =
              encode(sha256(convert_to(substring(${emailOutbox.text} from 'parentToken=([A-Za-z0-9_-]+)'), 'UTF8')), 'hex'))`);
      await tx.delete(parentConsentRequests).where(eq(parentConsentRequests.userId, caller.userId));
    },
  },
  {
    name: 'emailsSent',
    erasable: true,
    read: (db, caller) =>
      db
        .select({ subject: emailOutbox.subject, kind: emailOutbox.kind, createdAt: emailOutbox.createdAt, status: emailOutbox.status })
        .from(emailOutbox)
        .where(sameEmail(emailOutbox.to, caller))
        .orderBy(desc(emailOutbox.createdAt)),
    erase: async (tx, caller) => {
      await tx.delete(emailOutbox).where(sameEmail(emailOutbox.to, caller));
    },
  },
  voiceSection,
  clonedVoicesSection,
  ...familySections,
  librarySection,
];

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

/**
 * Files go only after the rows' transaction commits: a failure before then leaves both in place,
 * and a file that cannot be removed is logged rather than undoing a deletion the parent asked for.
 */
async function removeFiles(deps: Deps, leftovers: Leftovers | string[]): Promise<void> {
  const { files, voices } = Array.isArray(leftovers) ? { files: leftovers, voices: [] } : leftovers;
  await Promise.all(
    files.map((key) => deps.storage.delete(key).catch((error: unknown) => deps.log.error({ err: error, key }, 'could not delete a stored file'))),
  );
  await releaseVoices(deps, voices);
}

/** Gathers what erasures leave behind, so it is removed once after the transaction. */
function collect(into: Leftovers, erased: void | string[] | Leftovers): void {
  if (!erased) return;
  if (Array.isArray(erased)) into.files.push(...erased);
  else {
    into.files.push(...erased.files);
    into.voices.push(...erased.voices);
  }
}

export async function erasePersonalDataSection(deps: Deps, caller: Caller, name: string): Promise<void> {
  const section = sections.find((s) => s.name === name && s.erasable);
  if (!section) throw AppError.notFound('There is no such part of your data to delete.');
  const leftovers: Leftovers = { files: [], voices: [] };
  await transaction(deps.db, async (tx) => collect(leftovers, await section.erase(tx, caller)));
  await removeFiles(deps, leftovers);
}

/** Closes the account: every section erased and the identity (with sessions and records) deleted. */
export async function deleteAccount(deps: Deps, caller: Caller): Promise<void> {
  const leftovers: Leftovers = { files: [], voices: [] };
  await transaction(deps.db, async (tx) => {
    for (const section of sections) collect(leftovers, await section.erase(tx, caller));
    // Pending reset links hold the user id; the limiter's counters are keyed by address and id.
    await tx.delete(verifications).where(eq(verifications.value, caller.userId));
    await tx
      .delete(rateLimits)
      .where(
        inArray(rateLimits.key, [`sign-in:${byEmail(caller)}`, limits.parentConsentRequest.for(caller.userId).key, limits.portraitUpload.for(caller.userId).key, limits.companionWrite.for(caller.userId).key]),
      );
    await tx.delete(users).where(eq(users.id, caller.userId));
  });
  await removeFiles(deps, leftovers);
}

export async function changeConsent(deps: Deps, caller: Caller, kind: ConsentKind, granted: boolean) {
  const record = await getAppUserRecord(deps, caller.userId);
  if (granted) enforce(policies.giveConsent({ config: deps.config, account: record }));
  const leftovers: Leftovers = { files: [], voices: [] };
  await transaction(deps.db, async (tx) => {
    await recordConsent(tx, caller.userId, kind, granted, 'account-holder');
    if (kind === 'child-data') {
      await tx.update(appUsers).set({ parentalConsentVerified: granted, updatedAt: new Date() }).where(eq(appUsers.id, caller.userId));
    }
    // Without consent 3 nothing of the family stays in the library, from this moment.
    if (kind === 'community-library' && !granted) collect(leftovers, await unpublishAll(tx, caller.userId));
    // Without consent 4 no recording of the parent's voice is kept: recordings, samples and cloned voices go.
    if (kind === 'voice-recording' && !granted) {
      collect(leftovers, await voiceSection.erase(tx, caller));
      collect(leftovers, await clonedVoicesSection.erase(tx, caller));
    }
  });
  await removeFiles(deps, leftovers);
  return currentConsents(deps.db, caller.userId);
}


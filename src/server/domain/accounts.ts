import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { adultAge, ageOn, coppaAge } from '../../shared/compliance.ts';
import type { AppUserRecord } from '../../shared/schemas/account.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appUsers, parentConsentRequests, users } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import type { Caller } from '../identity/api-token.ts';
import { accountEmails } from '../identity/emails.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enforce, isAdminAccount, policies } from '../policies/rules.ts';
import { currentConsents, recordConsent } from './consents.ts';
import { grantTrialCredits } from './credits.ts';
import { unpublishAll } from './privacy-library.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import { queueEmail } from './email.ts';

interface Deps {
  config: Config;
  db: Database;
  queue: JobQueue;
}

const parentLinkLifetimeMs = 7 * 24 * 3600 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getAppUserRecord({ config, db }: Pick<Deps, 'config' | 'db'>, userId: string): Promise<AppUserRecord> {
  const [row] = await db
    .select({ app: appUsers, user: users })
    .from(appUsers)
    .innerJoin(users, eq(users.id, appUsers.id))
    .where(eq(appUsers.id, userId));
  if (!row) throw AppError.notFound('No account record yet.');
  const [pending] = await db
    .select({ id: parentConsentRequests.id })
    .from(parentConsentRequests)
    .where(and(eq(parentConsentRequests.userId, userId), isNull(parentConsentRequests.answeredAt), gt(parentConsentRequests.expiresAt, new Date())))
    .limit(1);
  const { app, user } = row;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    emailVerified: user.emailVerified,
    birthDate: app.birthDate,
    ageVerifiedAt: app.ageVerifiedAt?.toISOString() ?? null,
    isUnder13: app.isUnder13,
    parentalConsentVerified: app.parentalConsentVerified,
    isAdmin: isAdminAccount(config, { email: user.email, emailVerified: user.emailVerified, isAdmin: app.isAdmin }),
    awaitingParentConsent: Boolean(pending),
    consents: await currentConsents(db, userId),
    createdAt: app.createdAt.toISOString(),
  };
}

/**
 * Creates the app user record for a signed-in identity, with the one-time trial credits; calling
 * it again changes nothing.
 */
export async function createAppUser(deps: Deps, caller: Caller): Promise<{ created: boolean; user: AppUserRecord }> {
  const created = await transaction(deps.db, async (tx) => {
    const inserted = await tx.insert(appUsers).values({ id: caller.userId }).onConflictDoNothing().returning();
    if (inserted.length > 0) await grantTrialCredits(tx, caller.userId);
    return inserted.length > 0;
  });
  return { created, user: await getAppUserRecord(deps, caller.userId) };
}

/**
 * Records the account holder's date of birth once. Adults are verified at once; under-18s wait for
 * a parent. A second, different date is refused, so the check cannot simply be retried.
 */
export async function verifyAge(deps: Deps, caller: Caller, birthDate: string, today = new Date()) {
  const current = await getAppUserRecord(deps, caller.userId);
  const alreadyRecorded = () =>
    new AppError('CONFLICT', 'Your date of birth has already been recorded. If it is wrong, please contact us.');
  if (current.birthDate && current.birthDate !== birthDate) throw alreadyRecorded();
  const age = ageOn(birthDate, today);
  const adult = age >= adultAge;
  // The condition is repeated in the update so two different dates sent at once cannot both land.
  const updated = await deps.db
    .update(appUsers)
    .set({
      birthDate,
      isUnder13: age < coppaAge,
      ageVerifiedAt: adult ? (current.ageVerifiedAt ? new Date(current.ageVerifiedAt) : today) : null,
      updatedAt: new Date(),
    })
    .where(and(eq(appUsers.id, caller.userId), or(isNull(appUsers.birthDate), eq(appUsers.birthDate, birthDate))))
    .returning({ id: appUsers.id });
  if (updated.length === 0) throw alreadyRecorded();
  return { outcome: adult ? ('adult' as const) : ('needs-parent' as const), user: await getAppUserRecord(deps, caller.userId) };
}

/** An adult account holder's own consent (docs/product.md §7 POST /api/auth/parental-consent). */
export async function giveParentalConsent(
  deps: Deps & { storage: FileStorage },
  caller: Caller,
  input: { consented: boolean; aiProvider?: boolean; communityLibrary?: boolean },
) {
  const current = await getAppUserRecord(deps, caller.userId);
  enforce(policies.giveConsent({ config: deps.config, account: current }));
  const files = await transaction(deps.db, async (tx) => {
    await recordConsent(tx, caller.userId, 'child-data', input.consented, 'account-holder');
    if (input.aiProvider !== undefined) await recordConsent(tx, caller.userId, 'ai-provider', input.aiProvider, 'account-holder');
    if (input.communityLibrary !== undefined) {
      await recordConsent(tx, caller.userId, 'community-library', input.communityLibrary, 'account-holder');
    }
    await tx.update(appUsers).set({ parentalConsentVerified: input.consented, updatedAt: new Date() }).where(eq(appUsers.id, caller.userId));
    // Consent 3 withdrawn here too takes the family's stories out of the library at once.
    return input.communityLibrary === false ? unpublishAll(tx, caller.userId) : [];
  });
  await Promise.all(files.map((key) => deps.storage.delete(key).catch(() => undefined)));
  return getAppUserRecord(deps, caller.userId);
}

/** Emails a consent link to the parent of an under-18 account holder. Returns the raw token for tests. */
export async function requestParentConsent(deps: Deps, caller: Caller, parentEmail: string): Promise<string> {
  const current = await getAppUserRecord(deps, caller.userId);
  if (!current.birthDate || current.ageVerifiedAt) {
    throw new AppError('BAD_REQUEST', 'A parent’s consent is only needed for account holders under 18.');
  }
  if (parentEmail.trim().toLowerCase() === caller.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', 'Please enter your parent’s or guardian’s email, not your own.', 'parentEmail');
  }
  const token = randomBytes(32).toString('base64url');
  const url = `${deps.config.publicUrl}/age-verification?parentToken=${token}`;
  await transaction(deps.db, async (tx) => {
    await tx.insert(parentConsentRequests).values({
      userId: caller.userId,
      parentEmail: parentEmail.trim().toLowerCase(),
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + parentLinkLifetimeMs),
    });
    await queueEmail(tx, deps.queue, { kind: 'parent-consent', to: parentEmail, ...accountEmails.parentConsent(current.name, url) });
  });
  return token;
}

async function openParentRequest(db: Database, token: string) {
  const [row] = await db
    .select({ request: parentConsentRequests, childName: users.name })
    .from(parentConsentRequests)
    .innerJoin(users, eq(users.id, parentConsentRequests.userId))
    .where(eq(parentConsentRequests.tokenHash, hashToken(token)));
  if (!row || row.request.expiresAt < new Date()) throw AppError.notFound('This consent link is not valid or has expired.');
  return row;
}

/** What the parent sees before answering (no sign-in: the link itself is the credential). */
export async function describeParentRequest({ db }: Deps, token: string) {
  const { request, childName } = await openParentRequest(db, token);
  return { childName, answered: request.answeredAt !== null, consented: request.consented };
}

export async function answerParentConsent({ db }: Deps, token: string, consented: boolean) {
  const { request } = await openParentRequest(db, token);
  const alreadyAnswered = () => new AppError('CONFLICT', 'This consent request has already been answered.');
  if (request.answeredAt) throw alreadyAnswered();
  await transaction(db, async (tx) => {
    // Only the first of two answers sent at once finds the request still open.
    const claimed = await tx
      .update(parentConsentRequests)
      .set({ answeredAt: new Date(), consented })
      .where(and(eq(parentConsentRequests.id, request.id), isNull(parentConsentRequests.answeredAt)))
      .returning({ id: parentConsentRequests.id });
    if (claimed.length === 0) throw alreadyAnswered();
    await recordConsent(tx, request.userId, 'child-data', consented, 'parent-email-link');
    await tx.update(appUsers).set({ parentalConsentVerified: consented, updatedAt: new Date() }).where(eq(appUsers.id, request.userId));
  });
  return { consented };
}

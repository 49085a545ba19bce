/**
 * Who may do what: one readable rule per action. A rule looks only at who is asking (and, for some,
 * at what they ask for) and answers allowed or denied with the reason the person is shown. Handlers
 * enforce them with `requirePolicy`, domain code with `authorize`; nothing decides on its own.
 * Rules the web app must also know ahead of time live in src/shared/policies.ts and are wrapped here.
 */
import {
  extraCharacterLimitMessage,
  mayAddExtraCharacters,
  mayExportPdf,
  pdfExportPlansMessage,
  storyWriter,
  type AccountPlan,
  type StoryWriter,
} from '../../shared/policies.ts';
import { messages } from '../../shared/messages.ts';
import type { AppUserRecord, ConsentKind, ConsentState } from '../../shared/schemas/account.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

/** Who is asking: the signed-in account's record (null when it has none yet) and the install's settings. */
export interface Actor {
  config: Config;
  account: AppUserRecord | null;
}

export type Verdict = { allowed: true } | { allowed: false; message: string; field?: string };

export type Rule<Subject = void> = (actor: Actor, subject: Subject) => Verdict;

const allow: Verdict = { allowed: true };
const deny = (message: string, field?: string): Verdict => ({ allowed: false, message, ...(field ? { field } : {}) });
const when = (condition: boolean, message: string, field?: string): Verdict => (condition ? allow : deny(message, field));

/** Throws a rule's denial as a 403 carrying its reason (and the field it is about). */
export function enforce(verdict: Verdict): void {
  if (!verdict.allowed) throw new AppError('FORBIDDEN', verdict.message, verdict.field);
}

/**
 * Admins are the accounts marked admin by another admin, or listed in ADMIN_EMAILS (no address in
 * code). Anyone can sign up with any address, so a listing counts only once the owner of the
 * address has followed its verification link.
 */
export function isAdminAccount(config: Config, account: { email: string; emailVerified: boolean; isAdmin: boolean }): boolean {
  return account.isAdmin || (account.emailVerified && config.ADMIN_EMAILS.includes(account.email.toLowerCase()));
}

export const policies = {
  /** The admin area and every admin API: the server enforces it; the client merely hides links. */
  useAdminArea: (({ account }) => when(Boolean(account?.isAdmin), messages.denied.adminArea)) satisfies Rule,

  /** The test pages spend generation budget: admins only, except on a development machine. */
  useLabs: (({ config, account }) =>
    when(config.NODE_ENV === 'development' || Boolean(account?.isAdmin), messages.denied.labs)) satisfies Rule,

  /** Adding or changing a child, or their portraits and stories, needs consent 1 (child data) in force. */
  holdChildData: (({ account }) => when(Boolean(account?.consents['child-data'].granted), messages.denied.childData)) satisfies Rule,

  /** Publishing a story to the community library needs consent 3 in force (docs/product.md "Sharing"). */
  publishToLibrary: (({ account }) =>
    when(Boolean(account?.consents['community-library'].granted), messages.denied.libraryConsent)) satisfies Rule,

  /**
   * Only an adult account holder (date of birth confirmed as 18 or older) can give a consent;
   * anyone may withdraw one.
   */
  giveConsent: (({ account }) => when(Boolean(account?.ageVerifiedAt), messages.denied.consentNeedsAdult)) satisfies Rule,

  /** The plan caps the extra characters of one story (not the size of the family cast). */
  addExtraCharacters: ((_actor, { plan, count }) =>
    when(mayAddExtraCharacters(plan, count), extraCharacterLimitMessage(plan), 'extraCharacters')) satisfies Rule<{
    plan: AccountPlan;
    count: number;
  }>,

  /** A printable PDF of a story: plans that include it, or anyone when credits are switched off. */
  exportPdf: (({ config }, { plan }) => when(mayExportPdf(plan, config.CREDITS_ENABLED), pdfExportPlansMessage())) satisfies Rule<{ plan: AccountPlan }>,
};

/**
 * Consent to outside AI: a child's details go to an outside story writer only when one is
 * configured and the parent's consent 2 (ai-provider) is in force; otherwise the built-in engine writes.
 */
export function chooseStoryWriter(consents: Record<ConsentKind, ConsentState>, outsideProvider: string | null): StoryWriter {
  return storyWriter(outsideProvider, consents['ai-provider'].granted);
}

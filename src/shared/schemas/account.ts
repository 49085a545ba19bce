import { z } from 'zod';
import { cleanText } from './text.ts';
import { ageOn } from '../compliance.ts';
import { isEmailAddress } from '../email.ts';

export const consentKinds = ['child-data', 'ai-provider', 'community-library', 'voice-recording'] as const;
export type ConsentKind = (typeof consentKinds)[number];

export const consentState = z.object({
  granted: z.boolean(),
  at: z.string().nullable(),
  method: z.string().nullable(),
  noticeVersion: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentState>;

/** GET /api/auth/me — the app user record of docs/product.md §3 plus what the client needs around it. */
export const appUserRecord = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  birthDate: z.string().nullable(),
  ageVerifiedAt: z.string().nullable(),
  isUnder13: z.boolean(),
  parentalConsentVerified: z.boolean(),
  isAdmin: z.boolean(),
  /** Under 18 and waiting for a parent's consent by email. */
  awaitingParentConsent: z.boolean(),
  consents: z.record(z.enum(consentKinds), consentState),
  createdAt: z.string(),
});
export type AppUserRecord = z.infer<typeof appUserRecord>;

const isoDate = cleanText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a full date of birth.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Please enter a real date.')
  .refine((value) => ageOn(value) >= 0, 'A date of birth cannot be in the future.')
  .refine((value) => ageOn(value) <= 120, 'Please check the year.');

/** POST /api/auth/age-verification */
export const ageVerificationRequest = z.strictObject({ birthDate: isoDate });
export const ageVerificationResponse = z.object({
  outcome: z.enum(['adult', 'needs-parent']),
  user: appUserRecord,
});
export type AgeVerificationResponse = z.infer<typeof ageVerificationResponse>;

/** POST /api/auth/parental-consent (docs/product.md §7) — with the two optional separate consents of docs/product.md. */
export const parentalConsentRequest = z.strictObject({
  consented: z.boolean(),
  aiProvider: z.boolean().optional(),
  communityLibrary: z.boolean().optional(),
});

/** POST /api/auth/parent-consent-request — an under-18 account holder names their parent. */
export const parentConsentEmailRequest = z.strictObject({
  parentEmail: z.string().trim().refine(isEmailAddress, 'Please enter a valid email address.'),
});

/** POST /api/auth/parent-consent/{token} — the parent's answer. */
export const parentConsentAnswer = z.strictObject({ consented: z.boolean() });

/** POST /api/privacy/consents — grant or revoke one consent. */
export const consentChangeRequest = z.strictObject({ kind: z.enum(consentKinds), granted: z.boolean() });

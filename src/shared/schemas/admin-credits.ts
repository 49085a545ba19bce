import { z } from 'zod';
import { cleanText } from './text.ts';
import { creditHistoryEntry } from './credits.ts';
import { paymentRecord, subscriptionSummary } from './payments.ts';

/** GET /api/admin/parents?q= : parents whose email or name matches. */
export const parentSearchQuery = z.object({ q: z.string().trim().min(2, 'Type at least 2 characters of an email or name.').max(200) });
export const parentSearchResponse = z.object({
  parents: z.array(z.object({ id: z.string(), email: z.string(), name: z.string() })),
});
export type ParentSearchResponse = z.infer<typeof parentSearchResponse>;

/** POST /api/admin/parents/{id}/credits: credits given (positive) or taken back (negative), with a reason. */
export const creditAdjustmentRequest = z.strictObject({
  amount: z
    .number({ error: 'Enter a whole number of credits.' })
    .int('Enter a whole number of credits.')
    .min(-10_000, 'At most 10,000 credits at a time.')
    .max(10_000, 'At most 10,000 credits at a time.')
    .refine((amount) => amount !== 0, 'Enter a number of credits other than 0.'),
  reason: cleanText({ error: 'Say why, in a few words: the parent sees it in their history.' })
    .trim()
    .min(3, 'Say why, in a few words: the parent sees it in their history.').max(200, 'Keep the reason under 200 characters.'),
});

export type CreditAdjustmentRequest = z.infer<typeof creditAdjustmentRequest>;

/** GET /api/admin/parents/{id}/credits: what an admin needs to help a parent with credits. */
export const parentCreditsResponse = z.object({
  parent: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  credits: z.number(),
  shortfall: z.number(),
  subscription: subscriptionSummary,
  payments: z.array(paymentRecord),
  /** The latest ledger rows; `adminEmail` names who made a hand adjustment. */
  history: z.array(creditHistoryEntry.extend({ adminEmail: z.string().nullable() })),
});
export type ParentCreditsResponse = z.infer<typeof parentCreditsResponse>;

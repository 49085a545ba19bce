import { z } from 'zod';

/** GET /api/credits (docs/product.md §7): `credits` is the balance; `enabled` is false when everything is free. */
export const creditsResponse = z.object({ credits: z.number(), enabled: z.boolean() });
export type CreditsResponse = z.infer<typeof creditsResponse>;

export const creditHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const creditHistoryEntry = z.object({
  id: z.string(),
  kind: z.enum(['grant', 'purchase', 'reserve', 'commit', 'refund', 'adjustment', 'reversal']),
  amount: z.number(),
  storyId: z.string().nullable(),
  note: z.string(),
  /** For a story's reservation: still set aside, spent (the story was finished) or given back. */
  state: z.enum(['reserved', 'spent', 'refunded']).nullable(),
  createdAt: z.string(),
});
export const creditHistoryResponse = z.object({ entries: z.array(creditHistoryEntry), hasMore: z.boolean(), page: z.number() });
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponse>;

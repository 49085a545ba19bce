const minute = 60_000;

/**
 * How long each kind of answer stays fresh in the query cache (docs/product.md §9). Apart from the
 * cache itself (lib/query-client.ts), so the landing page can name a query without loading it.
 */
export const freshness = {
  credits: { staleTime: 2 * minute, gcTime: 10 * minute },
  affiliateStatus: { staleTime: 5 * minute, gcTime: 10 * minute },
  authMe: { staleTime: 5 * minute },
  portraits: { staleTime: 5 * minute },
  stories: { staleTime: 2 * minute },
  user: { staleTime: 2000, gcTime: 5000 },
} as const;

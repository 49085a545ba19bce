/** The credit balance (GET /api/credits, docs/product.md §7/§9) and the ledger (GET /api/credits/history). */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CreditHistoryResponse, CreditsResponse } from '@shared/schemas/credits.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { freshness } from '../../lib/freshness.ts';

export const creditKeys = {
  all: ['credits'] as const,
  balance: ['credits', 'balance'] as const,
  history: ['credits', 'history'] as const,
};

export const creditsQuery = queryOptions({
  queryKey: creditKeys.balance,
  queryFn: ({ signal }) => apiRequest<CreditsResponse>('/api/credits', { requireAuth: true, signal }),
  staleTime: freshness.credits.staleTime,
  gcTime: freshness.credits.gcTime,
});

export const useCredits = () => useQuery(creditsQuery);

export const creditHistoryQuery = infiniteQueryOptions({
  queryKey: creditKeys.history,
  queryFn: ({ signal, pageParam }) =>
    apiRequest<CreditHistoryResponse>(`/api/credits/history?page=${pageParam}`, { requireAuth: true, signal }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  staleTime: freshness.credits.staleTime,
  gcTime: freshness.credits.gcTime,
});

export const useCreditHistory = () => useInfiniteQuery(creditHistoryQuery);

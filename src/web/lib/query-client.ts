import { QueryClient } from '@tanstack/react-query';

const minute = 60_000;

/** TanStack Query defaults of docs/product.md §9. Per-query freshness lives with each feature's queryOptions. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * minute,
        gcTime: 30 * minute,
        retry: 1,
        retryDelay: 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const freshness = {
  credits: { staleTime: 2 * minute, gcTime: 10 * minute },
  affiliateStatus: { staleTime: 5 * minute, gcTime: 10 * minute },
  authMe: { staleTime: 5 * minute },
  portraits: { staleTime: 5 * minute },
  stories: { staleTime: 2 * minute },
  user: { staleTime: 2000, gcTime: 5000 },
} as const;

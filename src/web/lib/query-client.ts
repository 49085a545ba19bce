import { QueryClient } from '@tanstack/react-query';

const minute = 60_000;

/** TanStack Query defaults of docs/product.md §9. Per-query freshness (lib/freshness.ts) lives with each feature's queryOptions. */
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

/**
 * The family cast (/api/companions): pets, friends, grandparents and cuddly toys with their looks.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CompanionInput, CompanionRecord } from '@shared/schemas/companions.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const companionKeys = { all: ['companions'] as const };

export const companionsQuery = queryOptions({
  queryKey: companionKeys.all,
  queryFn: async ({ signal }) => (await apiRequest<{ companions: CompanionRecord[] }>('/api/companions', { requireAuth: true, signal })).companions,
});

export const useCompanions = (enabled = true) => useQuery({ ...companionsQuery, enabled });

/** The cast shows on the family page, in the story wizard and in the privacy data. */
const refreshCast = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: companionKeys.all }), queryClient.invalidateQueries({ queryKey: ['privacy'] })]);

export function useSaveCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CompanionInput }) =>
      id
        ? apiRequest<CompanionRecord>(`/api/companions/${encodeURIComponent(id)}`, { method: 'PUT', body: input, requireAuth: true })
        : apiRequest<CompanionRecord>('/api/companions', { method: 'POST', body: input, requireAuth: true }),
    onSuccess: () => refreshCast(queryClient),
  });
}

export function useDeleteCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/companions/${encodeURIComponent(id)}`, { method: 'DELETE', requireAuth: true }),
    onSuccess: () => refreshCast(queryClient),
  });
}

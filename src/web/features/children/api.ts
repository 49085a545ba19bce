/**
 * A parent's children (/api/children). Responses carry the reading level in force and its words
 * per minute, derived on the server from the birth date unless the parent chose one.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChildInput, ChildRecord } from '@shared/schemas/children.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const childrenKeys = {
  all: ['children'] as const,
  list: ['children', 'list'] as const,
};

export const childrenQuery = queryOptions({
  queryKey: childrenKeys.list,
  queryFn: async ({ signal }) =>
    (await apiRequest<{ children: ChildRecord[] }>('/api/children', { requireAuth: true, signal })).children,
});

export const useChildren = () => useQuery(childrenQuery);

/**
 * A child's portraits and main portrait change together, a deleted child takes their stories, and
 * the privacy data lists all of it.
 */
function refreshFamily(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: childrenKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['stories'] }),
    queryClient.invalidateQueries({ queryKey: ['portraits'] }),
    queryClient.invalidateQueries({ queryKey: ['privacy'] }),
  ]);
}

export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChildInput) => apiRequest<ChildRecord>('/api/children', { method: 'POST', body: input, requireAuth: true }),
    onSuccess: () => refreshFamily(queryClient),
  });
}

export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<ChildInput> }) =>
      apiRequest<ChildRecord>(`/api/children/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, requireAuth: true }),
    onSuccess: () => refreshFamily(queryClient),
  });
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/children/${encodeURIComponent(id)}`, { method: 'DELETE', requireAuth: true }),
    onSuccess: () => refreshFamily(queryClient),
  });
}

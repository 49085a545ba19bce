/**
 * The parent's cloned voices (/api/voices): the list (with the plan's limit and whether this
 * Storyloom can clone at all), making one from a sample, listening to its sample, renaming and
 * deleting one.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClonedVoice, ClonedVoiceList } from '@shared/schemas/voices.ts';
import { apiRequest } from '../../lib/api-client.ts';

const voicesKey = ['voices'] as const;
const voicePath = (id: string) => `/api/voices/${encodeURIComponent(id)}`;

export const voicesQuery = queryOptions({
  queryKey: voicesKey,
  queryFn: ({ signal }) => apiRequest<ClonedVoiceList>('/api/voices', { requireAuth: true, signal }),
});

export const useVoices = (enabled = true) => useQuery({ ...voicesQuery, enabled });

/** A saved voice's sample, fetched with the parent's token only once they ask to hear it. */
export const useVoiceSample = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...voicesKey, id, 'sample'],
    queryFn: ({ signal }) => apiRequest<Blob>(`${voicePath(id)}/sample`, { requireAuth: true, responseType: 'blob', signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });

export function useCloneVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, sample, filename }: { name: string; sample: Blob; filename: string }) => {
      const form = new FormData();
      form.set('name', name);
      form.set('agreed', 'true');
      form.set('sample', sample, filename);
      return apiRequest<ClonedVoice>('/api/voices', { method: 'POST', body: form, requireAuth: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesKey }),
  });
}

export function useRenameVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiRequest<ClonedVoice>(voicePath(id), { method: 'PATCH', body: { name }, requireAuth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesKey }),
  });
}

export function useDeleteVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(voicePath(id), { method: 'DELETE', requireAuth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voicesKey }),
  });
}

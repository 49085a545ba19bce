/**
 * Narration made again on a finished story (/api/stories/{id}/narration): the latest redo, polled
 * while it is recorded, and the request that starts one. A finished redo refreshes the story (its
 * pages point at the new audio) and the credit balance.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NarrationRedo, NarrationRedoResponse, narrationRedoRequest } from '@shared/schemas/narration-redos.ts';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { creditKeys } from '../credits/api.ts';
import { storyKeys } from '../stories/api.ts';

export const redoPollMs = 1_000;

export const narrationRedoKey = (storyId: string) => ['stories', 'narration-redo', storyId] as const;

export const isRecording = (redo: NarrationRedo | null | undefined) => redo?.status === 'queued' || redo?.status === 'running';

const narrationRedoQuery = (storyId: string) =>
  queryOptions({
    queryKey: narrationRedoKey(storyId),
    queryFn: async ({ signal }) =>
      (await apiRequest<NarrationRedoResponse>(`/api/stories/${encodeURIComponent(storyId)}/narration`, { requireAuth: true, signal })).redo,
    refetchInterval: (query) => (isRecording(query.state.data) ? redoPollMs : false),
  });

export const useNarrationRedo = (storyId: string) => useQuery(narrationRedoQuery(storyId));

export function useRequestNarrationRedo(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof narrationRedoRequest>) =>
      apiRequest<NarrationRedoResponse>(`/api/stories/${encodeURIComponent(storyId)}/narration`, { method: 'POST', body: input, requireAuth: true }),
    onSuccess: ({ redo }) => {
      queryClient.setQueryData(narrationRedoKey(storyId), redo);
      return queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
  });
}

/** When a redo settles: the story's pages and the balance (a refund) are fetched again. */
export function refreshAfterRedo(queryClient: ReturnType<typeof useQueryClient>, storyId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId) }),
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  ]);
}

/** A story's public link (/api/stories/{id}/share) and what a link shows (/api/share/{shareUuid}). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareSettingsRequest, SharedStory, StoryShare, StoryShareResponse } from '@shared/schemas/shares.ts';
import { apiRequest } from '../../lib/api-client.ts';

const shareKey = (storyId: string) => ['stories', 'share', storyId] as const;
const sharePath = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}/share`;

export const storyShareQuery = (storyId: string) =>
  queryOptions({
    queryKey: shareKey(storyId),
    queryFn: async ({ signal }) => (await apiRequest<StoryShareResponse>(sharePath(storyId), { requireAuth: true, signal })).share,
  });

export function useSaveShare(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareSettingsRequest) => apiRequest<StoryShare>(sharePath(storyId), { method: 'PUT', body: input, requireAuth: true }),
    onSuccess: (share) => queryClient.setQueryData(shareKey(storyId), share),
  });
}

export function useRevokeShare(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(sharePath(storyId), { method: 'DELETE', requireAuth: true }),
    onSuccess: () => queryClient.setQueryData(shareKey(storyId), null),
  });
}

export const sharedStoryQuery = (shareUuid: string) =>
  queryOptions({
    queryKey: ['shared-story', shareUuid],
    queryFn: ({ signal }) => apiRequest<SharedStory>(`/api/share/${encodeURIComponent(shareUuid)}`, { signal }),
    // Each visit counts once: the story is not fetched again while the page stays open.
    staleTime: Infinity,
    retry: false,
  });

/**
 * Editing a finished story (/api/stories/{id}/redraw, /restyle, /edits, /pages/{index}/text): the
 * latest picture edit, polled while it is drawn, and the requests that start one. A settled edit
 * refreshes the story (its pages point at the new pictures) and the credit balance.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IllustrationStyle } from '@shared/schemas/stories.ts';
import type { PageTextResponse, StoryEdit, StoryEditResponse } from '@shared/schemas/story-edits.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { creditKeys } from '../credits/api.ts';
import { narrationRedoKey } from '../narration-options/api.ts';
import { storyKeys } from '../stories/api.ts';

export const editPollMs = 1_000;

const storyEditKey = (storyId: string) => ['stories', 'edit', storyId] as const;

export const isDrawing = (edit: StoryEdit | null | undefined) => edit?.status === 'queued' || edit?.status === 'running';

const storyEditQuery = (storyId: string) =>
  queryOptions({
    queryKey: storyEditKey(storyId),
    queryFn: async ({ signal }) => (await apiRequest<StoryEditResponse>(`/api/stories/${encodeURIComponent(storyId)}/edits`, { requireAuth: true, signal })).edit,
    refetchInterval: (query) => (isDrawing(query.state.data) ? editPollMs : false),
  });

export const useStoryEdit = (storyId: string) => useQuery(storyEditQuery(storyId));

function useStartEdit<Input>(storyId: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<StoryEditResponse>(`/api/stories/${encodeURIComponent(storyId)}/${path}`, { method: 'POST', body: input, requireAuth: true }),
    onSuccess: ({ edit }) => {
      queryClient.setQueryData(storyEditKey(storyId), edit);
      return queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
  });
}

export const useRedraw = (storyId: string) => useStartEdit<{ pageIndex: number; instruction?: string }>(storyId, 'redraw');
export const useRestyle = (storyId: string) => useStartEdit<{ style: IllustrationStyle }>(storyId, 'restyle');

export function useEditPageText(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageIndex, text }: { pageIndex: number; text: string }) =>
      apiRequest<PageTextResponse>(`/api/stories/${encodeURIComponent(storyId)}/pages/${pageIndex}/text`, { method: 'PUT', body: { text }, requireAuth: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId) }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
        queryClient.invalidateQueries({ queryKey: narrationRedoKey(storyId) }),
      ]),
  });
}

/** When an edit settles: the story's pages and the balance (a refund) are fetched again. */
export function refreshAfterEdit(queryClient: ReturnType<typeof useQueryClient>, storyId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId) }),
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  ]);
}

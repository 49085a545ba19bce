/**
 * A parent's stories (/api/stories): the list, one story with its pages, and the changes a parent
 * makes (create, retry, rename, delete). Every change refreshes the list and the credit balance,
 * because submitting, retrying and deleting all move credits.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateStoryRequest,
  CreateStoryResponse,
  StoryDetail,
  StoryListResponse,
  StorySummary,
} from '@shared/schemas/stories.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { freshness } from '../../lib/freshness.ts';
import { creditKeys } from '../credits/api.ts';

export interface StoryFilter {
  childId?: string;
  q?: string;
}

export const storyKeys = {
  all: ['stories'] as const,
  lists: ['stories', 'list'] as const,
  list: (filter: StoryFilter = {}) => ['stories', 'list', { childId: filter.childId ?? '', q: filter.q ?? '' }] as const,
  detail: (id: string) => ['stories', 'detail', id] as const,
};

function listPath({ childId, q }: StoryFilter): string {
  const params = new URLSearchParams();
  if (childId) params.set('childId', childId);
  if (q?.trim()) params.set('q', q.trim());
  const query = params.toString();
  return query ? `/api/stories?${query}` : '/api/stories';
}

/** The unfiltered list is the one /dashboard prefetches (docs/product.md §7) and the ready-watcher polls. */
export const storiesQuery = (filter: StoryFilter = {}) =>
  queryOptions({
    queryKey: storyKeys.list(filter),
    queryFn: async ({ signal }) =>
      (await apiRequest<StoryListResponse>(listPath(filter), { requireAuth: true, signal })).stories,
    staleTime: freshness.stories.staleTime,
  });

/** `sent`: the same request, already sent by the page's head (src/shared/early-session.ts). */
export const storyQuery = (id: string, sent?: Promise<Response | null>) =>
  queryOptions({
    queryKey: storyKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<StoryDetail>(`/api/stories/${encodeURIComponent(id)}`, { requireAuth: true, signal, sent }),
    staleTime: freshness.stories.staleTime,
  });

export const useStories = (filter: StoryFilter = {}) => useQuery(storiesQuery(filter));

export const isInProgress = (story: Pick<StorySummary, 'status'>) => story.status === 'queued' || story.status === 'generating';

function refreshAfterChange(queryClient: QueryClient, storyId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: storyKeys.lists }),
    storyId ? queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId) }) : undefined,
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  ]);
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStoryRequest) =>
      apiRequest<CreateStoryResponse>('/api/stories', { method: 'POST', body: input, requireAuth: true }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useRetryStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<CreateStoryResponse>(`/api/stories/${encodeURIComponent(id)}/retry`, { method: 'POST', requireAuth: true }),
    onSuccess: (_result, id) => refreshAfterChange(queryClient, id),
  });
}

export function useRenameStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      apiRequest<StoryDetail>(`/api/stories/${encodeURIComponent(id)}`, { method: 'PATCH', body: { title }, requireAuth: true }),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.detail(story.id), story);
      return queryClient.invalidateQueries({ queryKey: storyKeys.lists });
    },
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/stories/${encodeURIComponent(id)}`, { method: 'DELETE', requireAuth: true }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: storyKeys.detail(id) });
      return refreshAfterChange(queryClient);
    },
  });
}

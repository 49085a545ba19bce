/**
 * The community library (/api/library): browsing, one story, the parent's own shared stories and
 * saved ones, and every change (publish, unpublish, love, save, report, and the admins' decisions).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  LibraryCard,
  LibraryListResponse,
  LibraryPreview,
  LibraryStoryDetail,
  ModerationItem,
  PublishRequest,
  ReportRequest,
  SharedStory,
} from '@shared/schemas/library.ts';
import { apiRequest } from '../../lib/api-client.ts';

export interface LibraryFilter {
  level: string;
  theme: string;
  length: string;
  style: string;
  q: string;
  sort: 'newest' | 'loved';
  page: number;
}


export const libraryKeys = {
  all: ['library'] as const,
  list: (filter: LibraryFilter) => ['library', 'list', filter] as const,
  detail: (id: string) => ['library', 'detail', id] as const,
  mine: ['library', 'mine'] as const,
  saved: ['library', 'saved'] as const,
  queue: ['library', 'queue'] as const,
};

export function filterToQuery(filter: LibraryFilter): string {
  const params = new URLSearchParams();
  for (const key of ['level', 'theme', 'length', 'style'] as const) if (filter[key]) params.set(key, filter[key]);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.sort !== 'newest') params.set('sort', filter.sort);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params.toString();
}

/** The filter in a /library address, so a reload or the back button comes back to the same list. */
export function filterFromQuery(search: string): LibraryFilter {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page') ?? '1');
  return {
    level: params.get('level') ?? '',
    theme: params.get('theme') ?? '',
    length: params.get('length') ?? '',
    style: params.get('style') ?? '',
    q: (params.get('q') ?? '').trim(),
    sort: params.get('sort') === 'loved' ? 'loved' : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The library's first page with nothing filtered: its total says whether anything has been shared at all. */
export const wholeLibrary: LibraryFilter = filterFromQuery('');

export const useLibrary = (filter: LibraryFilter, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: libraryKeys.list(filter),
    queryFn: ({ signal }) => apiRequest<LibraryListResponse>(`/api/library?${filterToQuery(filter)}`, { requireAuth: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });

export const libraryStoryQuery = (id: string) =>
  queryOptions({
    queryKey: libraryKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<LibraryStoryDetail>(`/api/library/${encodeURIComponent(id)}`, { requireAuth: true, signal }),
    staleTime: 30_000,
  });

export const useSharedStories = () =>
  useQuery({
    queryKey: libraryKeys.mine,
    queryFn: async ({ signal }) => (await apiRequest<{ stories: SharedStory[] }>('/api/library/mine', { requireAuth: true, signal })).stories,
    staleTime: 0,
  });

export const useSavedStories = () =>
  useQuery({
    queryKey: libraryKeys.saved,
    queryFn: async ({ signal }) => (await apiRequest<{ stories: LibraryCard[] }>('/api/library/saved', { requireAuth: true, signal })).stories,
    staleTime: 0,
  });

export const useModerationQueue = () =>
  useQuery({
    queryKey: libraryKeys.queue,
    queryFn: async ({ signal }) => (await apiRequest<{ stories: ModerationItem[] }>('/api/admin/library/queue', { requireAuth: true, signal })).stories,
    staleTime: 0,
  });

const refreshLibrary = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: libraryKeys.all });

export function usePreviewPublication() {
  return useMutation({
    mutationFn: (input: PublishRequest) => apiRequest<LibraryPreview>('/api/library/preview', { method: 'POST', body: input, requireAuth: true }),
  });
}

export function usePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishRequest) => apiRequest<SharedStory>('/api/library', { method: 'POST', body: input, requireAuth: true }),
    onSuccess: () => refreshLibrary(queryClient),
  });
}

export function useUnpublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/library/${encodeURIComponent(id)}`, { method: 'DELETE', requireAuth: true }),
    onSuccess: () => refreshLibrary(queryClient),
  });
}

export function useReaction(kind: 'love' | 'save') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      apiRequest<{ count: number; on: boolean }>(`/api/library/${encodeURIComponent(id)}/${kind}`, { method: on ? 'PUT' : 'DELETE', requireAuth: true }),
    onSuccess: () => refreshLibrary(queryClient),
  });
}

export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, report }: { id: string; report: ReportRequest }) =>
      apiRequest<{ hidden: boolean }>(`/api/library/${encodeURIComponent(id)}/reports`, { method: 'POST', body: report, requireAuth: true }),
    onSuccess: () => refreshLibrary(queryClient),
  });
}

export function useModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      apiRequest(`/api/admin/library/${encodeURIComponent(id)}/${reason === undefined ? 'approve' : 'reject'}`, {
        method: 'POST',
        ...(reason === undefined ? {} : { body: { reason } }),
        requireAuth: true,
      }),
    onSuccess: () => refreshLibrary(queryClient),
  });
}

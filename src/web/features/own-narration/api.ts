/**
 * The parent's own narration of a story (/api/stories/{id}/recordings): the recorded pages, polled
 * while any is still being matched to its words, and the upload and deletion of one page's recording.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageRecording, PageRecordingList } from '@shared/schemas/recordings.ts';
import { apiRequest } from '../../lib/api-client.ts';

const pollMs = 1_000;

const recordingsKey = (storyId: string) => ['stories', 'recordings', storyId] as const;
const storyPath = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}`;
export const recordingPath = (storyId: string, pageIndex: number) => `${storyPath(storyId)}/pages/${pageIndex}/recording`;

const recordingsQuery = (storyId: string) =>
  queryOptions({
    queryKey: recordingsKey(storyId),
    queryFn: async ({ signal }) => (await apiRequest<PageRecordingList>(`${storyPath(storyId)}/recordings`, { requireAuth: true, signal })).recordings,
    refetchInterval: (query) => (query.state.data?.some((recording) => recording.status === 'aligning') ? pollMs : false),
  });

export const useRecordings = (storyId: string) => useQuery(recordingsQuery(storyId));

export function useSaveRecording(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageIndex, audio }: { pageIndex: number; audio: Blob }) =>
      apiRequest<PageRecording>(recordingPath(storyId, pageIndex), { method: 'PUT', body: audio, requireAuth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingsKey(storyId) }),
  });
}

export function useDeleteRecording(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageIndex: number) => apiRequest(recordingPath(storyId, pageIndex), { method: 'DELETE', requireAuth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingsKey(storyId) }),
  });
}

/**
 * A story's printable PDF (/api/stories/{id}/pdf): ask for one, follow its progress while it is
 * made, then fetch the file (the API wants the bearer token, so the download goes through fetch).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryPdfRequest, StoryPdfResponse } from '@shared/schemas/story-pdf.ts';
import { apiRequest } from '../../lib/api-client.ts';

const pdfKey = (storyId: string) => ['stories', 'pdf', storyId] as const;
const base = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}/pdf`;

const storyPdfQuery = (storyId: string) =>
  queryOptions({
    queryKey: pdfKey(storyId),
    queryFn: ({ signal }) => apiRequest<StoryPdfResponse>(base(storyId), { requireAuth: true, signal }),
    // While the PDF is being made (a second or two when its pictures were prepared beforehand), look
    // again twice a second, so the download is offered soon after it is ready.
    refetchInterval: (query) => {
      const status = query.state.data?.pdf?.status;
      return status === 'queued' || status === 'making' ? 500 : false;
    },
  });

export const useStoryPdf = (storyId: string, enabled: boolean) => useQuery({ ...storyPdfQuery(storyId), enabled });

export function useRequestStoryPdf(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StoryPdfRequest) => apiRequest<StoryPdfResponse>(base(storyId), { method: 'POST', body: request, requireAuth: true }),
    onSuccess: (response) => queryClient.setQueryData(pdfKey(storyId), response),
  });
}

/** Saves the finished PDF under the story's title. */
export async function downloadStoryPdf(storyId: string, title: string): Promise<void> {
  const blob = await apiRequest<Blob>(`${base(storyId)}/file`, { requireAuth: true, responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${title.replace(/[\\/:*?"<>|]+/g, '').trim() || 'Story'}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

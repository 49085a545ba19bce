/**
 * Portraits (/api/portraits): the list, short-lived links for plain ones, ciphertext for
 * encrypted ones, and the make-main and delete changes. Uploads live in upload.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PortraitRecord, SignedUrlResponse } from '@shared/schemas/portraits.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { freshness } from '../../lib/freshness.ts';
import { childrenKeys } from '../children/api.ts';
import { vault } from './vault.ts';

export type { PortraitRecord } from '@shared/schemas/portraits.ts';

export const portraitKeys = {
  all: ['portraits'] as const,
  list: ['portraits', 'list'] as const,
  signedUrl: (path: string) => ['portraits', 'signed-url', path] as const,
};

export const portraitsQuery = queryOptions({
  queryKey: portraitKeys.list,
  queryFn: async ({ signal }) =>
    (await apiRequest<{ portraits: PortraitRecord[] }>('/api/portraits', { requireAuth: true, signal })).portraits,
  staleTime: freshness.portraits.staleTime,
});

export const usePortraits = () => useQuery(portraitsQuery);

/**
 * A link stops being offered a minute before it expires, so an <img> never starts on a dead one.
 * A picture already on screen keeps its link: swapping it would only download the image again.
 */
const linkMargin = 60_000;

export const signedUrlQuery = (path: string) =>
  queryOptions({
    queryKey: portraitKeys.signedUrl(path),
    queryFn: ({ signal }) =>
      apiRequest<SignedUrlResponse>(`/api/portraits/signed-url?path=${encodeURIComponent(path)}`, { requireAuth: true, signal }),
    staleTime: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : 0;
      return Math.max(0, expiresAt - Date.now() - linkMargin);
    },
  });

export const useSignedUrl = (path: string, enabled = true) => useQuery({ ...signedUrlQuery(path), enabled });

export async function fetchEncryptedBlob(path: string, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  const blob = await apiRequest<Blob>(`/api/portraits/encrypted-blob?path=${encodeURIComponent(path)}`, {
    requireAuth: true,
    responseType: 'blob',
    signal,
  });
  return new Uint8Array(await blob.arrayBuffer());
}

export function refreshPortraits(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: portraitKeys.list }),
    queryClient.invalidateQueries({ queryKey: childrenKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['privacy'] }),
  ]);
}

export function useMakeMainPortrait() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<PortraitRecord>(`/api/portraits/${encodeURIComponent(id)}`, { method: 'PATCH', body: { isMain: true }, requireAuth: true }),
    onSuccess: () => refreshPortraits(queryClient),
  });
}

export function useDeletePortrait() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (portrait: PortraitRecord) =>
      apiRequest(`/api/portraits/${encodeURIComponent(portrait.id)}`, { method: 'DELETE', requireAuth: true }),
    onSuccess: (_, portrait) => {
      vault.forgetImage(portrait.id);
      queryClient.removeQueries({ queryKey: portraitKeys.signedUrl(portrait.path) });
      return refreshPortraits(queryClient);
    },
  });
}

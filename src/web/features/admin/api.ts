/**
 * The admin area's calls. The server refuses every one of them to non-admins (403); the client
 * only avoids making them for people who cannot use them.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import type { CreditAdjustmentRequest, ParentCreditsResponse, ParentSearchResponse } from '@shared/schemas/admin-credits.ts';
import type { SceneDirectorLogResponse } from '@shared/schemas/illustrations.ts';
import type { StoryEditLogResponse } from '@shared/schemas/story-edits.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { authKeys } from '../auth/session.ts';

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The kinds of email the product sends today, for the outbox filter. */
export const outboxKinds: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'verify-email', label: 'Email confirmation' },
  { value: 'reset-password', label: 'Password reset' },
  { value: 'change-email', label: 'Email address change' },
  { value: 'parent-consent', label: 'Parent consent request' },
  { value: 'contact', label: 'Contact form message' },
];

/** The server's default page of the outbox. */
export const outboxPageSize = 50;

export const adminKeys = {
  all: ['admin'] as const,
  outbox: (kind: string | null) => ['admin', 'outbox', kind ?? 'all'] as const,
};

export const outboxQuery = (kind: string | null) =>
  queryOptions({
    queryKey: adminKeys.outbox(kind),
    queryFn: ({ signal }) =>
      apiRequest<{ emails: OutboxEmail[] }>(`/api/admin/outbox${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`, {
        requireAuth: true,
        signal,
      }),
    // Admins come here to find a link that was just sent: always ask again.
    staleTime: 0,
  });

export const useOutbox = (kind: string | null, enabled = true) => useQuery({ ...outboxQuery(kind), enabled });

export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      apiRequest<AppUserRecord>(`/api/admin/users/${encodeURIComponent(userId)}/admin`, {
        method: 'PUT',
        body: { isAdmin },
        requireAuth: true,
      }),
    // An admin may have changed their own access.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}

export const parentSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'parents', q] as const,
    queryFn: ({ signal }) => apiRequest<ParentSearchResponse>(`/api/admin/parents?q=${encodeURIComponent(q)}`, { requireAuth: true, signal }),
    staleTime: 0,
  });

export const parentCreditsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'parent-credits', userId] as const,
    queryFn: ({ signal }) => apiRequest<ParentCreditsResponse>(`/api/admin/parents/${encodeURIComponent(userId)}/credits`, { requireAuth: true, signal }),
    staleTime: 0,
  });

export function useAdjustCredits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditAdjustmentRequest) =>
      apiRequest<ParentCreditsResponse>(`/api/admin/parents/${encodeURIComponent(userId)}/credits`, { method: 'POST', body, requireAuth: true }),
    onSuccess: (data) => queryClient.setQueryData(parentCreditsQuery(userId).queryKey, data),
  });
}

/** GET /api/admin/scene-director-logs with the filters in the page's address. */
export const sceneDirectorLogsQuery = (filters: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'scene-director-logs', filters] as const,
    queryFn: ({ signal }) =>
      apiRequest<SceneDirectorLogResponse>(`/api/admin/scene-director-logs?${new URLSearchParams(filters).toString()}`, { requireAuth: true, signal }),
    staleTime: 0,
  });

/** GET /api/admin/ai-editing-logs with the filters in the page's address. */
export const aiEditingLogsQuery = (filters: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'ai-editing-logs', filters] as const,
    queryFn: ({ signal }) => apiRequest<StoryEditLogResponse>(`/api/admin/ai-editing-logs?${new URLSearchParams(filters).toString()}`, { requireAuth: true, signal }),
    staleTime: 0,
  });

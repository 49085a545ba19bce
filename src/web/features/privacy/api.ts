/**
 * The privacy dashboard's calls: everything held about the parent, export, deletion of a part or
 * of the whole account, and each consent.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppUserRecord, ConsentKind, ConsentState } from '@shared/schemas/account.ts';
import type { ChildRecord } from '@shared/schemas/children.ts';
import type { CompanionRecord } from '@shared/schemas/companions.ts';
import type { PortraitRecord } from '@shared/schemas/portraits.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { authKeys, signOut } from '../auth/session.ts';

export interface SessionRow {
  id: string;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface ConsentHistoryRow {
  id: string | number;
  kind: ConsentKind;
  granted: boolean;
  method: string;
  noticeVersion: string;
  createdAt: string;
}

export interface NewsletterRow {
  email: string;
  source: string | null;
  createdAt: string;
}

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

export interface EmailSentRow {
  subject: string;
  kind: string;
  createdAt: string;
  status: string;
}

export interface StoryRow {
  id: string;
  title: string | null;
  heroChildId: string | null;
  theme: string | null;
  length: number;
  readingLevel: string;
  status: string;
  wordCount: number | null;
  createdAt: string;
}

export interface ParentConsentRequestRow {
  parentEmail: string;
  createdAt: string;
  answeredAt: string | null;
  consented: boolean | null;
}

/** GET /api/privacy/data: one key per kind of data; features that store more add keys. */
export interface PersonalData {
  exportedAt: string;
  account: AppUserRecord;
  sessions: SessionRow[];
  signInMethods: Array<{ providerId: string; createdAt: string }>;
  consentHistory: ConsentHistoryRow[];
  newsletter: NewsletterRow[];
  contactMessages: ContactMessageRow[];
  parentConsentRequests?: ParentConsentRequestRow[];
  emailsSent: EmailSentRow[];
  children?: ChildRecord[];
  companions?: CompanionRecord[];
  portraits?: PortraitRecord[];
  stories?: StoryRow[];
  voiceRecordings?: VoiceRecordingRow[];
  clonedVoices?: ClonedVoiceRow[];
}

/** A cloned voice and its sample (the sample itself is in the download). */
export interface ClonedVoiceRow {
  id: string;
  name: string;
  sampleDurationMs: number;
  provider: string;
  createdAt: string;
}

/** One page the parent recorded in their own voice (the audio itself is in the download). */
export interface VoiceRecordingRow {
  storyId: string;
  storyTitle: string | null;
  pageIndex: number;
  durationMs: number;
  timingMethod: string | null;
  createdAt: string;
}

/** The parts a parent may delete on their own, keeping the account (DELETE /api/privacy/data/:section). */
export type ErasableSection = 'newsletter' | 'contactMessages' | 'emailsSent' | 'children' | 'companions' | 'portraits' | 'stories' | 'voiceRecordings' | 'clonedVoices';

export const privacyKeys = {
  data: ['privacy', 'data'] as const,
};

export const personalDataQuery = queryOptions({
  queryKey: privacyKeys.data,
  queryFn: ({ signal }) => apiRequest<PersonalData>('/api/privacy/data', { requireAuth: true, signal }),
  staleTime: 0,
});

export const usePersonalData = () => useQuery(personalDataQuery);

export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: ConsentKind; granted: boolean }) =>
      apiRequest<{ consents: Record<ConsentKind, ConsentState> }>('/api/privacy/consents', {
        method: 'POST',
        body: input,
        requireAuth: true,
      }),
    // Consent 1 is also the record's parentalConsentVerified, which the route guard reads.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyKeys.data }),
        queryClient.invalidateQueries({ queryKey: authKeys.me }),
      ]),
  });
}

export function useEraseSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (section: ErasableSection) =>
      apiRequest(`/api/privacy/data/${section}`, { method: 'DELETE', requireAuth: true }),
    // Children, companions, portraits and stories can be erased here too: every list showing them refreshes.
    onSuccess: () =>
      Promise.all(
        [privacyKeys.data, ['children'], ['companions'], ['portraits'], ['stories']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/**
 * Closes the account for good, then does the ordinary logout clean-up (docs/product.md §4). `onDeleted`
 * is a mutation-level callback on purpose: the sign-out unmounts the signed-in page that asked,
 * and a callback given to `mutate` would then never run.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('/api/privacy/account', { method: 'DELETE', requireAuth: true });
      // The identity is gone already; a failing sign-out call must not undo the local clean-up.
      await signOut(queryClient).catch((error: unknown) => console.warn('Sign-out after account deletion', error));
    },
    onSuccess: onDeleted,
  });
}

/**
 * Downloads the whole export — a zip of the JSON and the family's pictures and audio — with the
 * bearer token (a plain link could not carry it).
 */
export async function downloadPersonalData(): Promise<void> {
  const blob = await apiRequest<Blob>('/api/privacy/export', { requireAuth: true, responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `storyloom-data-${new Date().toISOString().slice(0, 10)}.zip`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoking at once can cancel the download in some browsers; a minute is plenty.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/**
 * The child-privacy calls behind /age-verification (docs/product.md "Children's privacy"): the account
 * holder's date of birth, their own consent, and the parent's emailed consent link.
 */
import type { QueryClient } from '@tanstack/react-query';
import { messages } from '@shared/messages.ts';
import type { AppUserRecord } from '@shared/schemas/account.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../session.ts';

export interface ParentRequest {
  childName: string;
  answered: boolean;
  consented: boolean | null;
}

export const complianceApi = {
  verifyAge: (birthDate: string) =>
    apiRequest<{ outcome: 'adult' | 'needs-parent'; user: AppUserRecord }>('/api/auth/age-verification', {
      method: 'POST',
      body: { birthDate },
      requireAuth: true,
    }),
  giveConsent: async (input: { consented: boolean; aiProvider?: boolean; communityLibrary: boolean }) => {
    const path = '/api/auth/parental-consent';
    try {
      return await apiRequest<AppUserRecord>(path, { method: 'POST', body: input, requireAuth: true });
    } catch (error) {
      // docs/product.md §8 words the missing-token case for this call specially.
      if (!(error instanceof ApiError) && error instanceof Error && error.message === messages.authTokenMissing(path)) {
        throw new Error(messages.parentalConsentNoToken, { cause: error });
      }
      throw error;
    }
  },
  askParent: (parentEmail: string) =>
    apiRequest<{ success: boolean; message: string }>('/api/auth/parent-consent-request', {
      method: 'POST',
      body: { parentEmail },
      requireAuth: true,
    }),
  // The parent is not signed in: the emailed token is the only credential, so no bearer token is sent.
  describeParentRequest: (token: string) =>
    apiRequest<ParentRequest>(`/api/auth/parent-consent/${encodeURIComponent(token)}`, { token: null }),
  answerParentRequest: (token: string, consented: boolean) =>
    apiRequest<{ consented: boolean }>(`/api/auth/parent-consent/${encodeURIComponent(token)}`, {
      method: 'POST',
      body: { consented },
      token: null,
    }),
};

/** The server answers with the fresh record: show it at once rather than waiting for a refetch. */
export function storeUserRecord(queryClient: QueryClient, user: AppUserRecord): void {
  queryClient.setQueryData(authKeys.me, user);
}

/** The message to show for a failed call: the server's own words when it gave some. */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof TypeError) return 'We couldn’t reach Storyloom. Please check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return messages.errors.internal;
}

/** Where to go once verification is done: the page asked for, marked so the guard lets the parent in. */
export function verifiedDestination(next: string): string {
  return `${next}${next.includes('?') ? '&' : '?'}verified=true`;
}

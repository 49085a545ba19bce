/**
 * The parent's own account: profile, password, email address and signed-in devices. Identity
 * calls go through identityApi; these hooks add the cache keys and what each change invalidates.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { identityApi } from '../auth/identity-api.ts';
import { authKeys, tokenCache } from '../auth/session.ts';

/** Not under 'identity': logout removes every non-identity query, and a device list must not outlive it. */
export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};

/** Better Auth shows the device list only to a session started within the last day. */
export const isStaleSessionError = (error: unknown) => error instanceof ApiError && error.code === 'SESSION_NOT_FRESH';

export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: () => identityApi.listSessions(),
  staleTime: 0,
  retry: (failureCount, error) => failureCount < 1 && !isStaleSessionError(error),
});

export const useSessions = () => useQuery(sessionsQuery);

/** Name and picture live on the identity user and are mirrored in the app record: refresh both. */
async function refreshWhoAmI(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: authKeys.session }),
    queryClient.invalidateQueries({ queryKey: authKeys.me }),
  ]);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name?: string; image?: string | null }) => identityApi.updateUser(input),
    onSuccess: () => refreshWhoAmI(queryClient),
  });
}

export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError';
}

const isWrongPassword = (error: unknown) =>
  error instanceof ApiError && (error.code === 'INVALID_PASSWORD' || error.code === 'INVALID_EMAIL_OR_PASSWORD');

/**
 * Changing the sign-in address asks for the password first, so someone at an unlocked screen
 * cannot move the account to their own address. The link then goes to the new address.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async ({ newEmail, password }: { newEmail: string; password: string }) => {
      try {
        await identityApi.verifyPassword(password);
      } catch (error) {
        throw isWrongPassword(error) ? new WrongPasswordError('wrong password', { cause: error }) : error;
      }
      return identityApi.changeEmail(newEmail);
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => {
      try {
        return await identityApi.changePassword(currentPassword, newPassword);
      } catch (error) {
        throw isWrongPassword(error) ? new WrongPasswordError('wrong password', { cause: error }) : error;
      }
    },
    onSuccess: async () => {
      // Every session was replaced by a new one for this device; tokens for the old one are void.
      tokenCache.clear();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.session }),
        queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
      ]);
    },
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => identityApi.revokeSession(sessionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => identityApi.revokeOtherSessions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: (email: string) => identityApi.sendVerificationEmail(email) });
}

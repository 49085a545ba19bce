/**
 * Calls to the identity layer (Better Auth at /api/identity). Session cookies carry these; the
 * API's bearer tokens are minted from the session by `fetchApiToken`.
 */
import { ApiError, apiRequest } from '../../lib/api-client.ts';

const base = '/api/identity';

export interface IdentityUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
}

/** The server leaves out the session token: the cookie alone carries it. */
export interface IdentitySession {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Identity calls never carry the bearer token: the session cookie is their credential. */
const call = <T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') =>
  apiRequest<T>(`${base}${path}`, { method, body, token: null });

export interface SessionAnswer {
  session: { session: IdentitySession; user: IdentityUser } | null;
  /** The API token the identity layer sends with a live session (its `set-auth-jwt` header). */
  token: string | null;
}

export const identityApi = {
  /** The session and its API token in one round trip; `sent` is the page head's own request for it, if any. */
  getSession: async (sent?: Promise<Response | null>): Promise<SessionAnswer> => {
    let token: string | null = null;
    const session = await apiRequest<SessionAnswer['session']>(`${base}/get-session`, {
      token: null,
      sent,
      onHeaders: (headers) => {
        token = headers.get('set-auth-jwt');
      },
    });
    return { session: session?.user ? session : null, token: session?.user ? token : null };
  },
  /** A token for the API, or null when there is no session (the identity layer answers 401). */
  fetchApiToken: async () => {
    try {
      return (await call<{ token?: string }>('/token')).token ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  signIn: (email: string, password: string) => call<{ user: IdentityUser }>('/sign-in/email', { email, password }),
  signUp: (input: { name: string; email: string; password: string }) =>
    call<{ user: IdentityUser }>('/sign-up/email', { ...input, callbackURL: '/verify-email?status=verified' }),
  signOut: () => call<{ success: boolean }>('/sign-out', {}),
  sendVerificationEmail: (email: string) =>
    call<{ status: boolean }>('/send-verification-email', { email, callbackURL: '/verify-email?status=verified' }),
  requestPasswordReset: (email: string) =>
    call<{ status: boolean }>('/request-password-reset', { email, redirectTo: '/login?mode=reset' }),
  resetPassword: (token: string, newPassword: string) => call<{ status: boolean }>('/reset-password', { token, newPassword }),
  changePassword: (currentPassword: string, newPassword: string) =>
    call<{ token: string | null }>('/change-password', { currentPassword, newPassword, revokeOtherSessions: true }),
  updateUser: (input: { name?: string; image?: string | null }) => call<{ status: boolean }>('/update-user', input),
  /** Checks the signed-in person's password without starting a new session (re-authentication). */
  verifyPassword: (password: string) => call<{ status: boolean }>('/verify-password', { password }),
  changeEmail: (newEmail: string) => call<{ status: boolean }>('/change-email', { newEmail, callbackURL: '/profile?emailChanged=1' }),
  listSessions: () => call<IdentitySession[]>('/list-sessions'),
  revokeSession: (id: string) => call<{ status: boolean }>('/revoke-session-by-id', { id }),
  revokeOtherSessions: () => call<{ status: boolean }>('/revoke-other-sessions', {}),
};

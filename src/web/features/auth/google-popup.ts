/**
 * Google sign-in in a popup window, through Better Auth's own popup client: it opens the identity
 * layer's popup start page, waits for the completion page to post the outcome back (checked by
 * origin and a one-time nonce), and confirms the new session. Loaded only when the parent clicks
 * "Continue with Google", so the sign-in pages do not carry the identity client up front.
 */
import { createAuthClient } from 'better-auth/client';
import { oauthPopupClient } from 'better-auth/client/plugins';

export type PopupOutcome =
  | { status: 'signed-in' }
  | { status: 'blocked' }
  | { status: 'closed' }
  | { status: 'failed'; code: string; message: string };

let client: ReturnType<typeof createIdentityClient> | undefined;

function createIdentityClient() {
  return createAuthClient({
    baseURL: `${window.location.origin}/api/identity`,
    plugins: [oauthPopupClient()],
  });
}

/**
 * Runs the popup sign-in and sorts the result into what the button does next. Must be called
 * while the click's user activation is still live, or the browser blocks the window.
 */
export async function signInWithGooglePopup(returnTo: { callbackURL: string; errorCallbackURL: string }): Promise<PopupOutcome> {
  client ??= createIdentityClient();
  const { error } = await client.signIn.popup({ providerId: 'google', ...returnTo });
  if (!error) return { status: 'signed-in' };
  if (error.code === 'POPUP_BLOCKED') return { status: 'blocked' };
  if (error.code === 'POPUP_CLOSED') return { status: 'closed' };
  return { status: 'failed', code: error.code, message: error.message };
}

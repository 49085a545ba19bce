/**
 * Identity sessions: listing and revoking them, sign-out, and the session cookie's attributes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityPost, signIn, signUpParent } from '../support/accounts.ts';
import { freshClient, uniqueEmail } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The session token inside a signed session cookie (`token.signature`). */
const sessionToken = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
const me = (authorization: string) => t.request('/api/auth/me', { headers: { authorization } });

describe('sessions', () => {
  const listSessions = async (cookie: string) => {
    const response = await t.request('/api/identity/list-sessions', { headers: { cookie } });
    expect(response.status).toBe(200);
    return { text: await response.clone().text(), sessions: (await response.json()) as { id: string; userId: string; token?: string }[] };
  };
  const revoke = (cookie: string, id: unknown) => identityPost(t, '/revoke-session-by-id', { id }, cookie);

  it('lists the sessions by id, never with their raw tokens', async () => {
    const parent = await signUpParent(t);
    const second = await signIn(t, parent.email, parent.password);
    const { text, sessions } = await listSessions(second.cookie);
    expect(sessions).toHaveLength(2);
    expect(sessions.every((session) => session.userId === parent.userId && session.id.length > 0)).toBe(true);
    expect(sessions.every((session) => !('token' in session))).toBe(true);
    expect(text).not.toContain(sessionToken(parent.cookie));
    expect(text).not.toContain(sessionToken(second.cookie));
    const current = await t.request('/api/identity/get-session', { headers: { cookie: second.cookie } });
    const currentText = await current.text();
    expect(JSON.parse(currentText).session.id).toEqual(expect.any(String));
    expect(currentText).not.toContain(sessionToken(second.cookie));
  });

  it('revokes a session by id, which ends its bearer tokens', async () => {
    const parent = await signUpParent(t);
    const second = await signIn(t, parent.email, parent.password);
    const { sessions } = await listSessions(second.cookie);
    const current = ((await (await t.request('/api/identity/get-session', { headers: { cookie: second.cookie } })).json()) as { session: { id: string } }).session.id;
    const first = sessions.find((session) => session.id !== current)!;
    const revoked = await revoke(second.cookie, first.id);
    expect(revoked.status).toBe(200);
    expect((await me(parent.auth.authorization)).status).toBe(401);
    expect((await me(second.auth.authorization)).status).toBe(200);
    expect((await listSessions(second.cookie)).sessions).toHaveLength(1);
    // Gone is gone: the same id again is not found.
    expect((await revoke(second.cookie, first.id)).status).toBe(404);
  });

  it('never lets one parent revoke or see another parent’s session', async () => {
    const parent = await signUpParent(t);
    const stranger = await signUpParent(t);
    const { sessions: strangerSessions } = await listSessions(stranger.cookie);
    expect(strangerSessions.every((session) => session.userId === stranger.userId)).toBe(true);
    const { sessions: parentSessions } = await listSessions(parent.cookie);
    const response = await revoke(stranger.cookie, parentSessions[0]!.id);
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('SESSION_NOT_FOUND');
    expect((await me(parent.auth.authorization)).status).toBe(200);
  });

  it('refuses a revoke without a session, with a bad id, or by raw token', async () => {
    const parent = await signUpParent(t);
    expect((await revoke('', 'anything')).status).toBe(401);
    expect((await revoke(parent.cookie, 42)).status).toBe(400);
    expect((await revoke(parent.cookie, '')).status).toBe(400);
    // The token-based endpoint is gone: tokens never leave the cookie.
    expect((await identityPost(t, '/revoke-session', { token: sessionToken(parent.cookie) }, parent.cookie)).status).toBe(404);
    expect((await me(parent.auth.authorization)).status).toBe(200);
  });

  it('answers a session with its API token in one round trip, and a revoked session with neither', async () => {
    const parent = await signUpParent(t);
    const second = await signIn(t, parent.email, parent.password);
    const answer = await t.request('/api/identity/get-session', { headers: { cookie: parent.cookie } });
    expect(answer.status).toBe(200);
    const token = answer.headers.get('set-auth-jwt');
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await me(`Bearer ${token!}`)).status).toBe(200);
    // The parent ends that session from another one: the cookie gets no session and no token.
    const { sessions } = await listSessions(second.cookie);
    const current = ((await (await t.request('/api/identity/get-session', { headers: { cookie: second.cookie } })).json()) as { session: { id: string } }).session.id;
    expect((await revoke(second.cookie, sessions.find((session) => session.id !== current)!.id)).status).toBe(200);
    const after = await t.request('/api/identity/get-session', { headers: { cookie: parent.cookie } });
    expect(await after.json()).toBeNull();
    expect(after.headers.get('set-auth-jwt')).toBeNull();
    expect((await me(`Bearer ${token!}`)).status).toBe(401);
  });

  it('sign-out ends the session and the bearer tokens issued for it', async () => {
    const parent = await signUpParent(t);
    expect((await me(parent.auth.authorization)).status).toBe(200);
    const out = await identityPost(t, '/sign-out', {}, parent.cookie);
    expect(out.status).toBe(200);
    expect((await me(parent.auth.authorization)).status).toBe(401);
    expect((await t.request('/api/identity/token', { headers: { cookie: parent.cookie } })).status).toBe(401);
  });
});

describe('cookies', () => {
  const attributes = (response: Response) =>
    response.headers.getSetCookie().map((cookie) => cookie.split(';').map((part) => part.trim().toLowerCase()));

  it('are HttpOnly and SameSite=Lax, and not Secure over http', async () => {
    const response = await identityPost(t, '/sign-up/email', { name: 'Robin Parent', email: uniqueEmail(), password: 'moonlit-otter-lantern' });
    const cookies = attributes(response);
    expect(cookies.length).toBeGreaterThan(0);
    for (const parts of cookies) {
      expect(parts).toContain('httponly');
      expect(parts).toContain('samesite=lax');
      expect(parts).not.toContain('secure');
    }
  });

  it('are Secure when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://storyloom.example' });
    try {
      const response = await secure.request('/api/identity/sign-up/email', {
        method: 'POST',
        headers: { origin: 'https://storyloom.example', ...freshClient() },
        json: { name: 'Robin Parent', email: uniqueEmail(), password: 'moonlit-otter-lantern' },
      });
      expect(response.status).toBe(200);
      const cookies = attributes(response);
      expect(cookies.length).toBeGreaterThan(0);
      for (const parts of cookies) {
        expect(parts[0]).toMatch(/^__secure-storyloom\./);
        expect(parts).toContain('secure');
        expect(parts).toContain('httponly');
        expect(parts).toContain('samesite=lax');
      }
    } finally {
      await secure.close();
    }
  });
});

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
  it('lists the sessions and revokes one, which ends its bearer tokens', async () => {
    const parent = await signUpParent(t);
    const second = await signIn(t, parent.email, parent.password);
    const listed = await t.request('/api/identity/list-sessions', { headers: { cookie: second.cookie } });
    expect(listed.status).toBe(200);
    const sessions = (await listed.json()) as { token: string; userId: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.every((session) => session.userId === parent.userId)).toBe(true);

    const firstToken = sessionToken(parent.cookie);
    expect(sessions.map((session) => session.token)).toContain(firstToken);
    const revoked = await identityPost(t, '/revoke-session', { token: firstToken }, second.cookie);
    expect(revoked.status).toBe(200);
    expect((await me(parent.auth.authorization)).status).toBe(401);
    expect((await me(second.auth.authorization)).status).toBe(200);
    const after = (await (await t.request('/api/identity/list-sessions', { headers: { cookie: second.cookie } })).json()) as unknown[];
    expect(after).toHaveLength(1);
  });

  it('never lets one parent revoke or see another parent’s session', async () => {
    const parent = await signUpParent(t);
    const stranger = await signUpParent(t);
    const strangerSessions = (await (await t.request('/api/identity/list-sessions', { headers: { cookie: stranger.cookie } })).json()) as {
      userId: string;
    }[];
    expect(strangerSessions.every((session) => session.userId === stranger.userId)).toBe(true);
    const parentToken = sessionToken(parent.cookie);
    await identityPost(t, '/revoke-session', { token: parentToken }, stranger.cookie);
    expect((await me(parent.auth.authorization)).status).toBe(200);
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

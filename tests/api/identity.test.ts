/**
 * The identity layer at /api/identity: sign-up rules, sign-in and its limits, email verification,
 * password reset, sessions and cookies — all through the real app and database.
 */
import { eq } from 'drizzle-orm';
import { signJWT } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages.ts';
import { appSecrets, users } from '../../src/server/db/schema.ts';
import { emailLink, fetchApiToken, identityPost, origin, sessionCookieFrom, signIn, signUpParent } from '../support/accounts.ts';
import { freshClient, uniqueEmail } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) =>
  identityPost(t, '/sign-up/email', { name: 'Robin Parent', email: uniqueEmail(), ...body });
const signInRaw = (email: string, password: string, headers: Record<string, string> = {}) =>
  identityPost(t, '/sign-in/email', { email, password }, undefined, headers);
/** The session token inside a signed session cookie (`token.signature`). */
const sessionToken = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
const me = (authorization: string) => t.request('/api/auth/me', { headers: { authorization } });

describe('sign-up', () => {
  it('refuses a password under 8 characters', async () => {
    const response = await signUp({ password: 'Lm2v#q7' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('PASSWORD_TOO_SHORT');
  });

  it('accepts exactly 8 and exactly 128 characters', async () => {
    expect((await signUp({ password: 'q7#Lm2vX' })).status).toBe(200);
    const long = 'lantern-otter-meadow-'.repeat(7).slice(0, 128);
    expect(long).toHaveLength(128);
    expect((await signUp({ password: long })).status).toBe(200);
  });

  it('refuses a password over 128 characters', async () => {
    const response = await signUp({ password: 'lantern-otter-meadow-'.repeat(7).slice(0, 129) });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('PASSWORD_TOO_LONG');
  });

  it.each(['password123', 'iloveyou1', 'Sunshine1'])('refuses the common password %s', async (password) => {
    const email = uniqueEmail();
    const response = await signUp({ email, password });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: messages.signup.weakPassword, code: 'PASSWORD_TOO_COMMON' });
    // Refused before anything was stored.
    expect((await signInRaw(email, password)).status).toBe(401);
  });

  it('reports an email that is already registered', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const response = await signUp({ email: parent.email, password: 'another-quiet-harbour' });
    expect(response.status).toBe(422);
    expect((await response.json()).code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it('refuses an invalid email', async () => {
    const response = await signUp({ email: 'not-an-email', password: 'moonlit-otter-lantern' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toMatch(/INVALID_EMAIL|VALIDATION_ERROR/);
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown email the same way', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const wrong = await signInRaw(parent.email, 'not-the-right-one');
    const unknown = await signInRaw(uniqueEmail('nobody'), 'not-the-right-one');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(await unknown.json()).toEqual(wrongBody);
  });

  it('signs in with the right password', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const session = await signIn(t, parent.email, parent.password);
    expect((await me(session.auth.authorization)).status).toBe(404);
  });

  it('limits attempts per account, whatever address they come from', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signInRaw(parent.email, `wrong-guess-${attempt}`)).status).toBe(401);
    }
    const blocked = await signInRaw(parent.email.toUpperCase(), parent.password);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe(messages.login.tooManyRequests);
    // Another parent is unaffected.
    const other = await signUpParent(t, { createAccount: false });
    expect((await signInRaw(other.email, other.password)).status).toBe(200);
  });

  it('limits attempts per address, whatever account they aim at', async () => {
    const client = freshClient();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signInRaw(uniqueEmail('guess'), 'wrong-guess', client)).status).toBe(401);
    }
    const blocked = await signInRaw(uniqueEmail('guess'), 'wrong-guess', client);
    // The identity layer's own per-address limiter; the client shows §8's wording for any 429.
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toMatch(/^Too many/);
    expect((await signInRaw(uniqueEmail('guess'), 'wrong-guess', freshClient())).status).toBe(401);
  });
});

describe('email verification', () => {
  it('emails a link that verifies the address and signs the parent in', async () => {
    const email = uniqueEmail();
    const response = await identityPost(t, '/sign-up/email', {
      name: 'Robin Parent',
      email,
      password: 'moonlit-otter-lantern',
      callbackURL: '/verify-email',
    });
    expect(response.status).toBe(200);
    const token = await fetchApiToken(t, sessionCookieFrom(response));
    await t.request('/api/auth/create-account', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await (await me(`Bearer ${token}`)).json()).emailVerified).toBe(false);

    const link = await emailLink(t, email, 'verify-email');
    expect(link.origin).toBe(origin);
    const followed = await t.request(link.pathname + link.search);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/verify-email');
    expect(sessionCookieFrom(followed)).toContain('session_token=');
    expect((await (await me(`Bearer ${token}`)).json()).emailVerified).toBe(true);
  });

  it('redirects an invalid or expired link with the reason', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const invalid = await t.request('/api/identity/verify-email?token=not-a-token&callbackURL=%2Fverify-email');
    expect(invalid.status).toBe(302);
    expect(invalid.headers.get('location')).toBe('/verify-email?error=INVALID_TOKEN');

    const [secret] = await t.deps.db.select().from(appSecrets).where(eq(appSecrets.name, 'auth-secret'));
    const expiredToken = await signJWT({ email: parent.email, userId: parent.userId }, secret!.value, -60);
    const expired = await t.request(`/api/identity/verify-email?token=${expiredToken}&callbackURL=%2Fverify-email`);
    expect(expired.status).toBe(302);
    expect(expired.headers.get('location')).toBe('/verify-email?error=TOKEN_EXPIRED');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, parent.userId));
    expect(row?.emailVerified).toBe(false);
  });
});

describe('password reset', () => {
  it('resets by emailed link: the new password works, the old one and other sessions end', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const other = await signIn(t, parent.email, parent.password);
    const request = await identityPost(t, '/request-password-reset', { email: parent.email, redirectTo: '/reset-password' });
    expect(request.status).toBe(200);

    const link = await emailLink(t, parent.email, 'reset-password');
    const followed = await t.request(link.pathname + link.search);
    expect(followed.status).toBe(302);
    const landing = new URL(followed.headers.get('location')!, origin);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const weak = await identityPost(t, '/reset-password', { newPassword: 'password123', token });
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toBe(messages.signup.weakPassword);

    const reset = await identityPost(t, '/reset-password', { newPassword: 'a-brand-new-willow-path', token });
    expect(reset.status).toBe(200);
    expect((await signInRaw(parent.email, parent.password)).status).toBe(401);
    expect((await signInRaw(parent.email, 'a-brand-new-willow-path')).status).toBe(200);
    expect((await me(parent.auth.authorization)).status).toBe(401);
    expect((await me(other.auth.authorization)).status).toBe(401);
    // A reset link works once.
    expect((await identityPost(t, '/reset-password', { newPassword: 'yet-another-willow-path', token })).status).toBe(400);
  });

  it('answers an unknown email exactly like a known one', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const known = await identityPost(t, '/request-password-reset', { email: parent.email, redirectTo: '/reset-password' });
    const unknown = await identityPost(t, '/request-password-reset', { email: uniqueEmail('nobody'), redirectTo: '/reset-password' });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });
});

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
    const response = await signUp({ password: 'moonlit-otter-lantern' });
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

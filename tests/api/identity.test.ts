/**
 * The identity layer at /api/identity: sign-up rules, sign-in and its limits, email verification,
 * password reset and change — all through the real app and database. Sessions and cookies are in
 * identity-sessions.test.ts.
 */
import { eq } from 'drizzle-orm';
import { signJWT } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages.ts';
import { appSecrets, users } from '../../src/server/db/schema.ts';
import { clientAddressHeader } from '../../src/server/identity/client-address.ts';
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

  it.each([
    ['too long', 'R'.repeat(121)],
    ['empty', '   '],
    ['not text', 42],
    ['markup-looking', '<img src=x>'],
  ])('refuses a name that is %s', async (_label, name) => {
    const email = uniqueEmail();
    const response = await signUp({ email, name, password: 'moonlit-otter-lantern' });
    expect(response.status).toBe(400);
    expect((await signInRaw(email, 'moonlit-otter-lantern')).status).toBe(401);
  });

  it('a profile name change follows the same rule', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    expect((await identityPost(t, '/update-user', { name: 'R'.repeat(121) }, parent.cookie)).status).toBe(400);
    expect((await identityPost(t, '/update-user', { name: 'Robin Q. Parent' }, parent.cookie)).status).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, parent.userId));
    expect(row?.name).toBe('Robin Q. Parent');
  });

  it('accepts a name of 120 characters', async () => {
    expect((await signUp({ name: 'R'.repeat(120), password: 'moonlit-otter-lantern' })).status).toBe(200);
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
      // The header the identity layer reads the address from is set by the server, never the caller.
      const spoof = { [clientAddressHeader]: `203.0.113.${attempt}` };
      expect((await signInRaw(uniqueEmail('guess'), 'wrong-guess', { ...client, ...spoof })).status).toBe(401);
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

describe('password change', () => {
  const change = (cookie: string, body: Record<string, unknown>) => identityPost(t, '/change-password', body, cookie);

  it('needs the current password, refuses a common one, and can end the other sessions', async () => {
    const parent = await signUpParent(t);
    const other = await signIn(t, parent.email, parent.password);
    expect((await change(parent.cookie, { currentPassword: 'not-the-right-one', newPassword: 'fresh-river-stone' })).status).toBe(400);
    const weak = await change(parent.cookie, { currentPassword: parent.password, newPassword: 'iloveyou1' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toBe(messages.signup.weakPassword);
    const changed = await change(parent.cookie, {
      currentPassword: parent.password,
      newPassword: 'fresh-river-stone',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await signInRaw(parent.email, parent.password)).status).toBe(401);
    expect((await signInRaw(parent.email, 'fresh-river-stone')).status).toBe(200);
    expect((await me(other.auth.authorization)).status).toBe(401);
  });

  it('needs a session', async () => {
    expect((await change('', { currentPassword: 'anything-at-all', newPassword: 'fresh-river-stone' })).status).toBe(401);
  });
});

describe('links only lead back to Storyloom', () => {
  it('refuses to redirect a verification or reset link to another site', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const verify = await t.request(`/api/identity/verify-email?token=x&callbackURL=${encodeURIComponent('https://evil.example/')}`);
    expect(verify.status).toBe(403);
    const reset = await identityPost(t, '/request-password-reset', { email: parent.email, redirectTo: 'https://evil.example/reset' });
    expect(reset.status).toBe(403);
    const signUpElsewhere = await signUp({ password: 'moonlit-otter-lantern', callbackURL: 'https://evil.example/' });
    expect(signUpElsewhere.status).toBe(403);
  });
});

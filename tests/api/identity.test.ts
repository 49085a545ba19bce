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

  it('a stranger guessing from elsewhere never locks the parent out', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const stranger = freshClient();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signInRaw(parent.email, `wrong-guess-${attempt}`, stranger)).status).toBe(401);
    }
    // The stranger is slowed down, even on a lucky guess…
    const blocked = await signInRaw(parent.email.toUpperCase(), parent.password, stranger);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe(messages.login.tooManyRequests);
    // …while the parent, at their own address, signs in as usual.
    expect((await signInRaw(parent.email, parent.password, freshClient())).status).toBe(200);
  });

  it('counts failures only: signing in successfully never uses up the allowance', { timeout: 60_000 }, async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const home = freshClient();
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect((await signInRaw(parent.email, parent.password, home)).status).toBe(200);
    }
    // A success starts the count of failures afresh.
    for (let attempt = 1; attempt <= 9; attempt++) expect((await signInRaw(parent.email, 'a-typo-here', home)).status).toBe(401);
    expect((await signInRaw(parent.email, parent.password, home)).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt++) expect((await signInRaw(parent.email, 'a-typo-here', home)).status).toBe(401);
    expect((await signInRaw(parent.email, parent.password, home)).status).toBe(200);
  });

  it('limits failures per address, whatever account they aim at', { timeout: 60_000 }, async () => {
    const client = freshClient();
    for (let attempt = 1; attempt <= 30; attempt++) {
      // The header the identity layer reads the address from is set by the server, never the caller.
      const spoof = { [clientAddressHeader]: `203.0.113.${attempt}` };
      expect((await signInRaw(uniqueEmail('guess'), 'wrong-guess', { ...client, ...spoof })).status).toBe(401);
    }
    const blocked = await signInRaw(uniqueEmail('guess'), 'wrong-guess', client);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe(messages.login.tooManyRequests);
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

  /** The token inside the newest reset link sent to `email`. */
  const resetToken = async (email: string) => {
    const request = await identityPost(t, '/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(request.status).toBe(200);
    return (await emailLink(t, email, 'reset-password')).pathname.split('/').pop()!;
  };

  it('using one reset link ends every other outstanding one', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const older = await resetToken(parent.email);
    const newer = await resetToken(parent.email);
    expect(older).not.toBe(newer);
    expect((await identityPost(t, '/reset-password', { newPassword: 'a-brand-new-willow-path', token: newer })).status).toBe(200);
    const stale = await identityPost(t, '/reset-password', { newPassword: 'an-older-willow-path', token: older });
    expect(stale.status).toBe(400);
    expect((await stale.json()).code).toBe('INVALID_TOKEN');
    expect((await signInRaw(parent.email, 'a-brand-new-willow-path')).status).toBe(200);
  });

  it('changing the password ends every outstanding reset link', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const token = await resetToken(parent.email);
    const changed = await identityPost(t, '/change-password', { currentPassword: parent.password, newPassword: 'fresh-river-stone' }, parent.cookie);
    expect(changed.status).toBe(200);
    const stale = await identityPost(t, '/reset-password', { newPassword: 'an-older-willow-path', token });
    expect(stale.status).toBe(400);
    expect((await signInRaw(parent.email, 'fresh-river-stone')).status).toBe(200);
  });

  it('a failed password change leaves the reset links alone', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const token = await resetToken(parent.email);
    const wrong = await identityPost(t, '/change-password', { currentPassword: 'not-the-right-one', newPassword: 'fresh-river-stone' }, parent.cookie);
    expect(wrong.status).toBe(400);
    expect((await identityPost(t, '/reset-password', { newPassword: 'a-brand-new-willow-path', token })).status).toBe(200);
  });

  it('answers an unknown email in the same time as a known one', { timeout: 60_000 }, async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await identityPost(t, '/request-password-reset', { email, redirectTo: '/reset-password' });
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round++) {
      known.push(await timed(parent.email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(known) / median(unknown);
    // Sending the email is real work; an attacker timing the answer must not see it.
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
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

describe('bad input', () => {
  const expectRefused = async (response: Response, field?: string) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; field?: string };
    expect(body.message.length).toBeGreaterThan(0);
    if (field) expect(body.field).toBe(field);
  };

  it.each([
    ['a NUL byte', 'Ro\u0000bin'],
    ['half of an emoji', 'Robin \uD83D'],
  ])('refuses %s in a name, naming the field, and stores nothing', async (_label, name) => {
    const email = uniqueEmail();
    await expectRefused(await signUp({ email, name, password: 'moonlit-otter-lantern' }), 'name');
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const parent = await signUpParent(t, { createAccount: false });
    await expectRefused(await identityPost(t, '/update-user', { name }, parent.cookie), 'name');
  });

  it('refuses unstorable characters in any field of any identity call', async () => {
    await expectRefused(await signInRaw('ro\u0000bin@example.com', 'moonlit-otter-lantern'), 'email');
    await expectRefused(await signInRaw(uniqueEmail(), 'moonlit\u0000otter'), 'password');
    await expectRefused(await identityPost(t, '/request-password-reset', { email: uniqueEmail(), redirectTo: '/reset\uDC00' }), 'redirectTo');
    await expectRefused(await identityPost(t, '/sign-up/email', { name: 'Robin', email: uniqueEmail(), password: 'moonlit-otter-lantern', image: '\u0000' }), 'image');
    const nested = await t.request('/api/identity/verify-email?token=abc%00def&callbackURL=%2Fverify-email');
    await expectRefused(nested, 'token');
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"robin@example.com"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('answers a body that is %s with a 400', async (_label, raw) => {
    for (const path of ['/sign-up/email', '/sign-in/email', '/request-password-reset', '/update-user', '/change-password']) {
      const response = await t.request(`/api/identity${path}`, {
        method: 'POST',
        body: raw,
        headers: { origin, 'content-type': 'application/json', ...freshClient() },
      });
      expect(response.status, path).toBe(400);
    }
  });

  it('refuses an email address over 254 characters and accepts one of exactly 254', async () => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const longest = `${'a'.repeat(64)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect((await signUp({ email: longest, password: 'moonlit-otter-lantern' })).status).toBe(200);
    const tooLong = `a${longest}`;
    for (const response of [
      await signUp({ email: tooLong, password: 'moonlit-otter-lantern' }),
      await signInRaw(tooLong, 'moonlit-otter-lantern'),
      await identityPost(t, '/request-password-reset', { email: tooLong, redirectTo: '/reset-password' }),
    ]) {
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('EMAIL_TOO_LONG');
    }
  });
});

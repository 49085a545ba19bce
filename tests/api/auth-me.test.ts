/**
 * GET /api/auth/me and POST /api/auth/create-account: who may call them (bearer tokens, the
 * session cookie and its origin rule) and the app user record's lifecycle.
 */
import { decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUserRecord } from '@shared/schemas/account.ts';
import { origin, signUpParent } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) => t.request('/api/auth/me', { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Signs a token with the identity layer's real key, for claims the token endpoint never issues. */
async function signWithRealKey(payload: Record<string, unknown>) {
  const { token } = await t.deps.identity.auth.api.signJWT({ body: { payload } });
  return token;
}

describe('bearer tokens', () => {
  it('401 without any credentials', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('UNAUTHENTICATED');
  });

  it.each(['garbage', 'a.b.c', '', 'Bearer'])('401 for the malformed token %j', async (token) => {
    expect((await me(bearer(token))).status).toBe(401);
  });

  it('401 for a token whose signature was tampered with', async () => {
    const parent = await signUpParent(t);
    const [header, payload, signature] = parent.token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me(bearer(`${header}.${payload}.${flipped}`))).status).toBe(401);
    // The payload changed to another user under the original signature.
    const other = await signUpParent(t);
    const otherPayload = other.token.split('.')[1]!;
    expect((await me(bearer(`${header}.${otherPayload}.${signature}`))).status).toBe(401);
    expect((await me(parent.auth)).status).toBe(200);
  });

  it('401 for a token signed by a different key, even naming our key id', async () => {
    const parent = await signUpParent(t);
    const { kid, alg } = decodeProtectedHeader(parent.token);
    const { privateKey } = await generateKeyPair(alg!, { crv: 'Ed25519' });
    const claims = JSON.parse(Buffer.from(parent.token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    for (const keyId of [kid!, 'some-other-key']) {
      const forged = await new SignJWT(claims).setProtectedHeader({ alg: alg!, kid: keyId }).sign(privateKey);
      expect((await me(bearer(forged))).status).toBe(401);
    }
  });

  it('401 for an expired token signed with the real key', async () => {
    const parent = await signUpParent(t);
    const sid = JSON.parse(Buffer.from(parent.token.split('.')[1]!, 'base64url').toString()).sid as string;
    const fresh = await signWithRealKey({ sub: parent.userId, sid, iat: nowSeconds() - 60 });
    expect((await me(bearer(fresh))).status).toBe(200);
    const expired = await signWithRealKey({ sub: parent.userId, sid, iat: nowSeconds() - 3600, exp: nowSeconds() - 60 });
    const response = await me(bearer(expired));
    expect(response.status).toBe(401);
    expect((await response.json()).message).toMatch(/expired/);
  });

  it('401 for a real-key token with another issuer or audience', async () => {
    const parent = await signUpParent(t);
    const sid = JSON.parse(Buffer.from(parent.token.split('.')[1]!, 'base64url').toString()).sid as string;
    for (const claims of [{ iss: 'https://elsewhere.example' }, { aud: 'https://elsewhere.example' }]) {
      const token = await signWithRealKey({ sub: parent.userId, sid, ...claims });
      expect((await me(bearer(token))).status).toBe(401);
    }
  });

  it('401 when the token pairs one user with another user’s session', async () => {
    const parent = await signUpParent(t);
    const stranger = await signUpParent(t);
    const strangerSid = JSON.parse(Buffer.from(stranger.token.split('.')[1]!, 'base64url').toString()).sid as string;
    const mixed = await signWithRealKey({ sub: parent.userId, sid: strangerSid });
    expect((await me(bearer(mixed))).status).toBe(401);
    const noSession = await signWithRealKey({ sub: parent.userId });
    expect((await me(bearer(noSession))).status).toBe(401);
  });
});

describe('the app user record', () => {
  it('is 404 before create-account, then created once (201, then 200)', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    expect((await me(parent.auth)).status).toBe(404);
    const first = await t.request('/api/auth/create-account', { method: 'POST', headers: parent.auth });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    expect(firstBody.created).toBe(true);
    const created = appUserRecord.parse(firstBody.user);
    const second = await t.request('/api/auth/create-account', { method: 'POST', headers: parent.auth });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ created: false, user: created });
    const record = appUserRecord.parse(await (await me(parent.auth)).json());
    expect(record).toEqual(created);
    expect(record).toMatchObject({
      id: parent.userId,
      email: parent.email,
      name: parent.name,
      emailVerified: false,
      birthDate: null,
      ageVerifiedAt: null,
      isUnder13: false,
      parentalConsentVerified: false,
      isAdmin: false,
      awaitingParentConsent: false,
    });
  });

  it('each parent only ever gets their own record', async () => {
    const parent = await signUpParent(t);
    const stranger = await signUpParent(t);
    expect((await (await me(parent.auth)).json()).id).toBe(parent.userId);
    expect((await (await me(stranger.auth)).json()).id).toBe(stranger.userId);
  });
});

describe('the session cookie instead of a token', () => {
  it('is enough to read', async () => {
    const parent = await signUpParent(t);
    const response = await me({ cookie: parent.cookie });
    expect(response.status).toBe(200);
    expect((await response.json()).id).toBe(parent.userId);
  });

  it('cannot change anything from another origin, or with no origin at all', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}] as Record<string, string>[]) {
      const response = await t.request('/api/auth/create-account', { method: 'POST', headers: { cookie: parent.cookie, ...headers } });
      expect(response.status).toBe(403);
    }
    expect((await me(parent.auth)).status).toBe(404);
  });

  it('changes things when the request comes from our own origin', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const response = await t.request('/api/auth/create-account', { method: 'POST', headers: { cookie: parent.cookie, origin } });
    expect(response.status).toBe(201);
  });
});

describe('GET never changes state', () => {
  it('GET on state-changing paths neither creates nor deletes', async () => {
    const fresh = await signUpParent(t, { createAccount: false });
    expect((await t.request('/api/auth/create-account', { headers: fresh.auth })).status).toBe(404);
    expect((await me(fresh.auth)).status).toBe(404);

    const parent = await signUpParent(t);
    expect((await t.request('/api/privacy/account', { headers: parent.auth })).status).toBe(404);
    expect((await t.request('/api/auth/parental-consent?consented=true', { headers: parent.auth })).status).toBe(404);
    expect((await t.request('/api/identity/sign-out', { headers: { cookie: parent.cookie } })).status).toBe(404);
    const record = await (await me(parent.auth)).json();
    expect(record.parentalConsentVerified).toBe(false);
  });
});

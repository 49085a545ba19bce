import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpParent, signUpVerifiedParent } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up to a verified parent', () => {
  it('creates the app user record and passes the compliance steps', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    const missing = await t.request('/api/auth/me', { headers: parent.auth });
    expect(missing.status).toBe(404);
    const created = await t.request('/api/auth/create-account', { method: 'POST', headers: parent.auth });
    expect(created.status).toBe(201);
    const me = await (await t.request('/api/auth/me', { headers: parent.auth })).json();
    expect(me).toMatchObject({ email: parent.email, birthDate: null, parentalConsentVerified: false, isAdmin: false });
  });

  it('a verified parent has consent 1 recorded', async () => {
    const parent = await signUpVerifiedParent(t);
    const me = await (await t.request('/api/auth/me', { headers: parent.auth })).json();
    expect(me.parentalConsentVerified).toBe(true);
    expect(me.consents['child-data']).toMatchObject({ granted: true, method: 'account-holder' });
  });
});

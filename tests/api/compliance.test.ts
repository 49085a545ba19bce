/**
 * Children's-privacy compliance: age verification, the adult's own consent and the emailed
 * parent's consent for under-18 account holders (docs/product.md "Children's privacy", docs/product.md §4/§7).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyNoticeVersion } from '@shared/compliance.ts';
import { consents, parentConsentRequests } from '../../src/server/db/schema.ts';
import { emailLink, signUpParent, type TestParent } from '../support/accounts.ts';
import { uniqueEmail } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pad = (n: number) => String(n).padStart(2, '0');

/** The date of birth of someone who turns `years` old today, shifted by `dayOffset` days. */
function bornYearsAgo(years: number, dayOffset = 0): string {
  const now = new Date();
  let date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + dayOffset));
  // Today being 29 February in a year whose counterpart has none: 28 February keeps the same age.
  if (dayOffset === 0 && date.getUTCMonth() !== now.getUTCMonth()) date = new Date(Date.UTC(now.getUTCFullYear() - years, 1, 28));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

const post = (parent: TestParent, path: string, json: unknown) =>
  t.request(`/api/auth${path}`, { method: 'POST', headers: parent.auth, json });
const verifyAge = (parent: TestParent, birthDate: unknown) => post(parent, '/age-verification', { birthDate });
const me = async (parent: TestParent) => (await t.request('/api/auth/me', { headers: parent.auth })).json();
const consentRows = (userId: string) =>
  t.deps.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.createdAt));

describe('age verification', () => {
  it.each([
    ['exactly 18 today', 18],
    ['40', 40],
  ])('an adult (%s) is verified at once', async (_label, years) => {
    const parent = await signUpParent(t);
    const birthDate = bornYearsAgo(years as number);
    const response = await verifyAge(parent, birthDate);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.outcome).toBe('adult');
    expect(body.user).toMatchObject({ birthDate, isUnder13: false, parentalConsentVerified: false });
    expect(Date.parse(body.user.ageVerifiedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    ['17 (18 tomorrow)', bornYearsAgo(18, 1), false],
    ['12 (13 tomorrow)', bornYearsAgo(13, 1), true],
  ])('someone aged %s needs a parent', async (_label, birthDate, under13) => {
    const parent = await signUpParent(t);
    const response = await verifyAge(parent, birthDate);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.outcome).toBe('needs-parent');
    expect(body.user).toMatchObject({ birthDate, ageVerifiedAt: null, isUnder13: under13, parentalConsentVerified: false });
  });

  it('remembers the answer: the same date again is fine, a different one is refused', async () => {
    const minor = await signUpParent(t);
    const birthDate = bornYearsAgo(16);
    expect((await verifyAge(minor, birthDate)).status).toBe(200);
    const retry = await verifyAge(minor, '1980-06-01');
    expect(retry.status).toBe(409);
    expect((await retry.json()).code).toBe('CONFLICT');
    const again = await verifyAge(minor, birthDate);
    expect(again.status).toBe(200);
    expect((await again.json()).outcome).toBe('needs-parent');
    expect(await me(minor)).toMatchObject({ birthDate, ageVerifiedAt: null });

    const adult = await signUpParent(t);
    const first = await (await verifyAge(adult, '1985-03-09')).json();
    const repeat = await (await verifyAge(adult, '1985-03-09')).json();
    expect(repeat.user.ageVerifiedAt).toBe(first.user.ageVerifiedAt);
    expect((await verifyAge(adult, '1985-03-10')).status).toBe(409);
  });

  it('two different dates sent at once cannot both be recorded', async () => {
    const parent = await signUpParent(t);
    const answers = await Promise.all([verifyAge(parent, bornYearsAgo(15)), verifyAge(parent, '1979-05-05')]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = answers.find((response) => response.status === 200)!;
    expect((await me(parent)).birthDate).toBe((await winner.json()).user.birthDate);
  });

  it.each([
    ['an impossible date', { birthDate: '2026-02-30' }, 'birthDate'],
    ['a date in the future', { birthDate: bornYearsAgo(0, 1) }, 'birthDate'],
    ['a date too long ago', { birthDate: '1800-01-01' }, 'birthDate'],
    ['another format', { birthDate: '12/04/1988' }, 'birthDate'],
    ['a short form', { birthDate: '1988-4-12' }, 'birthDate'],
    ['a number', { birthDate: 19880412 }, 'birthDate'],
    ['nothing', {}, 'birthDate'],
    ['an extra field', { birthDate: '1988-04-12', isAdult: true }, 'isAdult'],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    const parent = await signUpParent(t);
    const response = await post(parent, '/age-verification', body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(error.message.length).toBeGreaterThan(0);
    expect((await me(parent)).birthDate).toBeNull();
  });
});

describe('the adult’s own consent (POST /api/auth/parental-consent)', () => {
  it('is refused before age verification and for under-18s', async () => {
    const unverified = await signUpParent(t);
    expect((await post(unverified, '/parental-consent', { consented: true })).status).toBe(403);
    const minor = await signUpParent(t);
    await verifyAge(minor, bornYearsAgo(17));
    expect((await post(minor, '/parental-consent', { consented: true })).status).toBe(403);
    expect(await consentRows(minor.userId)).toEqual([]);
    expect((await me(minor)).parentalConsentVerified).toBe(false);
  });

  it('records consent 1 with its method and notice version', async () => {
    const parent = await signUpParent(t);
    await verifyAge(parent, '1987-08-21');
    const response = await post(parent, '/parental-consent', { consented: true });
    expect(response.status).toBe(200);
    expect((await me(parent)).parentalConsentVerified).toBe(true);
    const rows = await consentRows(parent.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'child-data', granted: true, method: 'account-holder', noticeVersion: privacyNoticeVersion });
  });

  it('records the two optional consents separately', async () => {
    const parent = await signUpParent(t);
    await verifyAge(parent, '1987-08-21');
    await post(parent, '/parental-consent', { consented: true, aiProvider: false, communityLibrary: true });
    const rows = await consentRows(parent.userId);
    expect(rows.map((row) => [row.kind, row.granted]).sort()).toEqual([
      ['ai-provider', false],
      ['child-data', true],
      ['community-library', true],
    ]);
    const record = await me(parent);
    expect(record.consents['ai-provider']).toMatchObject({ granted: false, method: 'account-holder', noticeVersion: privacyNoticeVersion });
    expect(record.consents['community-library']).toMatchObject({ granted: true });
  });

  it('a refusal is recorded and leaves the account unverified', async () => {
    const parent = await signUpParent(t);
    await verifyAge(parent, '1987-08-21');
    await post(parent, '/parental-consent', { consented: false });
    expect((await me(parent)).parentalConsentVerified).toBe(false);
    expect((await consentRows(parent.userId)).map((row) => row.granted)).toEqual([false]);
  });

  it.each([
    [{ consented: 'yes' }, 'consented'],
    [{}, 'consented'],
    [{ consented: true, everything: true }, 'everything'],
    [{ consented: true, aiProvider: 'sure' }, 'aiProvider'],
  ])('refuses the body %j', async (body, field) => {
    const parent = await signUpParent(t);
    await verifyAge(parent, '1987-08-21');
    const response = await post(parent, '/parental-consent', body);
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe(field);
  });
});

describe('a parent’s consent by email for an under-18 account holder', () => {
  async function minorAwaitingParent() {
    const minor = await signUpParent(t, { name: 'Jamie' });
    await verifyAge(minor, bornYearsAgo(12));
    const parentEmail = uniqueEmail('guardian');
    const response = await post(minor, '/parent-consent-request', { parentEmail });
    expect(response.status).toBe(202);
    const link = await emailLink(t, parentEmail, 'parent-consent');
    expect(link.pathname).toBe('/age-verification');
    const token = link.searchParams.get('parentToken')!;
    expect(token).toBeTruthy();
    return { minor, parentEmail, token };
  }

  const answer = (token: string, consented: unknown) =>
    t.request(`/api/auth/parent-consent/${token}`, { method: 'POST', json: { consented } });

  it('cannot be asked for one’s own address, an invalid one, or by an adult', async () => {
    const minor = await signUpParent(t);
    await verifyAge(minor, bornYearsAgo(16));
    for (const parentEmail of [minor.email, minor.email.toUpperCase()]) {
      const own = await post(minor, '/parent-consent-request', { parentEmail });
      expect(own.status).toBe(400);
      expect((await own.json()).field).toBe('parentEmail');
    }
    expect((await post(minor, '/parent-consent-request', { parentEmail: 'not-an-email' })).status).toBe(400);
    expect((await post(minor, '/parent-consent-request', { parentEmail: uniqueEmail(), extra: 1 })).status).toBe(400);

    const adult = await signUpParent(t);
    await verifyAge(adult, '1980-01-01');
    expect((await post(adult, '/parent-consent-request', { parentEmail: uniqueEmail() })).status).toBe(400);
    const unverified = await signUpParent(t);
    expect((await post(unverified, '/parent-consent-request', { parentEmail: uniqueEmail() })).status).toBe(400);
  });

  it('at most 5 consent emails a day per account holder', async () => {
    const minor = await signUpParent(t);
    await verifyAge(minor, bornYearsAgo(15));
    for (let sent = 1; sent <= 5; sent++) {
      expect((await post(minor, '/parent-consent-request', { parentEmail: uniqueEmail('guardian') })).status).toBe(202);
    }
    const limited = await post(minor, '/parent-consent-request', { parentEmail: uniqueEmail('guardian') });
    expect(limited.status).toBe(429);
    const other = await signUpParent(t);
    await verifyAge(other, bornYearsAgo(15));
    expect((await post(other, '/parent-consent-request', { parentEmail: uniqueEmail('guardian') })).status).toBe(202);
  });

  it('emails the parent a link; their consent opens the child’s account, once', async () => {
    const { minor, token } = await minorAwaitingParent();
    expect(await me(minor)).toMatchObject({ awaitingParentConsent: true, parentalConsentVerified: false, isUnder13: true });

    const seen = await t.request(`/api/auth/parent-consent/${token}`);
    expect(seen.status).toBe(200);
    expect(await seen.json()).toEqual({ childName: 'Jamie', answered: false, consented: null });
    // Looking does not answer.
    expect((await me(minor)).parentalConsentVerified).toBe(false);

    const given = await answer(token, true);
    expect(given.status).toBe(200);
    expect(await given.json()).toEqual({ consented: true });
    const record = await me(minor);
    expect(record).toMatchObject({ parentalConsentVerified: true, awaitingParentConsent: false });
    expect(record.consents['child-data']).toMatchObject({ granted: true, method: 'parent-email-link', noticeVersion: privacyNoticeVersion });

    const twice = await answer(token, false);
    expect(twice.status).toBe(409);
    expect((await me(minor)).parentalConsentVerified).toBe(true);
    expect(await (await t.request(`/api/auth/parent-consent/${token}`)).json()).toMatchObject({ answered: true, consented: true });
  });

  it('a refusal keeps the account locked', async () => {
    const { minor, token } = await minorAwaitingParent();
    expect((await answer(token, false)).status).toBe(200);
    expect(await me(minor)).toMatchObject({ parentalConsentVerified: false, awaitingParentConsent: false });
    expect((await consentRows(minor.userId)).map((row) => [row.kind, row.granted, row.method])).toEqual([
      ['child-data', false, 'parent-email-link'],
    ]);
  });

  it('two answers sent at once: one counts, the other is told it was already answered', async () => {
    const { minor, token } = await minorAwaitingParent();
    const answers = await Promise.all([answer(token, true), answer(token, false)]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await consentRows(minor.userId)).toHaveLength(1);
  });

  it('an unknown, malformed or expired link is 404; a bad answer is 400', async () => {
    expect((await t.request('/api/auth/parent-consent/not-a-real-token')).status).toBe(404);
    expect((await answer('not-a-real-token', true)).status).toBe(404);
    const { minor, token } = await minorAwaitingParent();
    expect((await answer(token, 'yes')).status).toBe(400);
    await t.deps.db
      .update(parentConsentRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(parentConsentRequests.userId, minor.userId));
    expect((await t.request(`/api/auth/parent-consent/${token}`)).status).toBe(404);
    expect((await answer(token, true)).status).toBe(404);
    expect((await me(minor)).parentalConsentVerified).toBe(false);
  });

  it('one family’s answer never touches another account', async () => {
    const first = await minorAwaitingParent();
    const second = await minorAwaitingParent();
    await answer(first.token, true);
    expect((await me(first.minor)).parentalConsentVerified).toBe(true);
    expect(await me(second.minor)).toMatchObject({ parentalConsentVerified: false, awaitingParentConsent: true });
    expect(await consentRows(second.minor.userId)).toEqual([]);
  });
});

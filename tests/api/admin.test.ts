/**
 * The admin API: ADMIN_EMAILS and the isAdmin flag grant it; the server refuses everyone else.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUsers } from '../../src/server/db/schema.ts';
import { emailLink, identityPost, signUpParent, verifyEmail, type TestParent } from '../support/accounts.ts';
import { uniqueEmail } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Configured with capitals: the match is case-insensitive both ways.
  t = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.com, second-boss@example.com' });
});
afterAll(() => t.close());

const outbox = (headers: Record<string, string> = {}) => t.request('/api/admin/outbox', { headers });
const makeAdmin = (caller: TestParent, userId: string, isAdmin: unknown) =>
  t.request(`/api/admin/users/${userId}/admin`, { method: 'PUT', headers: caller.auth, json: { isAdmin } });
/** An admin by the isAdmin flag (as another admin would have set it), not by ADMIN_EMAILS. */
async function signUpFlaggedAdmin() {
  const admin = await signUpParent(t);
  await t.deps.db.update(appUsers).set({ isAdmin: true }).where(eq(appUsers.id, admin.userId));
  return admin;
}
const me = async (parent: TestParent) => (await t.request('/api/auth/me', { headers: parent.auth })).json();

describe('without admin rights', () => {
  it('unauthenticated callers get 401', async () => {
    expect((await outbox()).status).toBe(401);
    const response = await t.request('/api/admin/users/anyone/admin', { method: 'PUT', json: { isAdmin: true } });
    expect(response.status).toBe(401);
  });

  it('an ordinary parent gets 403 from every admin API and cannot promote themself', async () => {
    const parent = await signUpParent(t);
    const response = await outbox(parent.auth);
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('FORBIDDEN');
    expect((await makeAdmin(parent, parent.userId, true)).status).toBe(403);
    expect((await me(parent)).isAdmin).toBe(false);
  });

  it('an identity without an app record gets 403', async () => {
    const parent = await signUpParent(t, { createAccount: false, email: uniqueEmail() });
    expect((await outbox(parent.auth)).status).toBe(403);
  });
});

describe('admins', () => {
  it('an ADMIN_EMAILS account is an admin once its address is verified, whatever the capitals', async () => {
    const boss = await signUpParent(t, { email: 'boss@example.com' });
    // Anyone can sign up with a listed address; only its owner can follow the link sent to it.
    expect((await me(boss)).isAdmin).toBe(false);
    expect((await outbox(boss.auth)).status).toBe(403);
    await verifyEmail(t, 'boss@example.com');
    expect((await me(boss)).isAdmin).toBe(true);
    const response = await outbox(boss.auth);
    expect(response.status).toBe(200);
    const { emails } = (await response.json()) as { emails: { kind: string; to: string }[] };
    expect(emails.some((email) => email.kind === 'verify-email' && email.to === 'boss@example.com')).toBe(true);

    const second = await signUpParent(t, { email: 'Second-Boss@Example.com' });
    expect((await me(second)).isAdmin).toBe(false);
    await verifyEmail(t, 'second-boss@example.com');
    expect((await me(second)).isAdmin).toBe(true);
  });

  it('the outbox can be filtered and limited, and rejects a bad query', async () => {
    const boss = await signUpFlaggedAdmin();
    await signUpParent(t);
    const limited = await t.request('/api/admin/outbox?limit=1&kind=verify-email', { headers: boss.auth });
    expect(limited.status).toBe(200);
    const { emails } = (await limited.json()) as { emails: { kind: string }[] };
    expect(emails).toHaveLength(1);
    expect(emails[0]!.kind).toBe('verify-email');
    expect((await t.request('/api/admin/outbox?limit=0', { headers: boss.auth })).status).toBe(400);
    expect((await t.request('/api/admin/outbox?limit=many', { headers: boss.auth })).status).toBe(400);
  });

  it('an admin can make another parent admin and take it back', async () => {
    const boss = await signUpFlaggedAdmin();
    expect((await me(boss)).isAdmin).toBe(true);

    const parent = await signUpParent(t);
    const promoted = await makeAdmin(boss, parent.userId, true);
    expect(promoted.status).toBe(200);
    expect((await promoted.json()).isAdmin).toBe(true);
    expect((await me(parent)).isAdmin).toBe(true);
    expect((await outbox(parent.auth)).status).toBe(200);

    expect((await makeAdmin(boss, parent.userId, false)).status).toBe(200);
    expect((await me(parent)).isAdmin).toBe(false);
    expect((await outbox(parent.auth)).status).toBe(403);
  });

  it('validates the change and the target', async () => {
    const boss = await signUpFlaggedAdmin();
    const parent = await signUpParent(t);
    expect((await makeAdmin(boss, parent.userId, 'yes')).status).toBe(400);
    const extra = await t.request(`/api/admin/users/${parent.userId}/admin`, {
      method: 'PUT',
      headers: boss.auth,
      json: { isAdmin: true, credits: 1000 },
    });
    expect(extra.status).toBe(400);
    expect((await makeAdmin(boss, 'no-such-user', true)).status).toBe(404);
    expect((await me(parent)).isAdmin).toBe(false);
  });
});

describe('account links in the outbox', () => {
  it('are hidden from admins when email is delivered by SMTP', async () => {
    const smtp = await createTestApp({ ADMIN_EMAILS: 'boss@example.com', SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const boss = await signUpParent(smtp, { email: 'boss@example.com' });
      await verifyEmail(smtp, 'boss@example.com');
      const { emails } = (await (await smtp.request('/api/admin/outbox', { headers: boss.auth })).json()) as {
        emails: { kind: string; text: string }[];
      };
      const verification = emails.find((email) => email.kind === 'verify-email');
      expect(verification?.text).toContain('[link hidden]');
      expect(verification?.text).not.toMatch(/https?:\/\//);
    } finally {
      await smtp.close();
    }
  });

  it('hides them without SMTP too: the server log is where an operator finds them', async () => {
    const boss = await signUpFlaggedAdmin();
    const victim = await signUpParent(t);
    const reset = await identityPost(t, '/request-password-reset', { email: victim.email, redirectTo: '/reset-password' });
    expect(reset.status).toBe(200);
    // The link exists (it went to the mailer, which logs it) but the admin API never shows it.
    const link = await emailLink(t, victim.email, 'reset-password');
    const { emails } = (await (await outbox(boss.auth)).json()) as { emails: { kind: string; to: string; text: string }[] };
    const mine = emails.filter((email) => email.to === victim.email);
    expect(mine.map((email) => email.kind).sort()).toEqual(['reset-password', 'verify-email']);
    for (const email of mine) {
      expect(email.text).toContain('[link hidden]');
      expect(email.text).not.toMatch(/https?:\/\/|token/i);
      expect(email.text).not.toContain(link.pathname);
    }
  });
});

/**
 * Signed-in callers are remembered between requests, never past a change: a revoked or signed-out
 * session, a deleted account or a changed name is seen by the very next request, whichever process
 * made the change; a changed balance shows on the next request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../src/server/db/schema.ts';
import { transaction } from '../../src/server/db/transaction.ts';
import { adjustCredits } from '../../src/server/domain/credits.ts';
import { identityPost, signIn, signUpParent } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The process hears the database's announcements before it remembers anyone.
  await vi.waitFor(() => expect(cacheIsOn()).toBe(true), { timeout: 10_000, interval: 50 });
});
afterAll(() => t.close());

const me = (authorization: string) => t.request('/api/auth/me', { headers: { authorization } });

/** Whether a verified caller is being remembered now (a probe token is stored and read back). */
function cacheIsOn(): boolean {
  const callers = t.deps.identity.callers;
  const probe = { userId: 'probe', sessionId: 'probe', email: 'probe@example.com', name: 'Probe', emailVerified: true };
  callers.set('probe-token', probe, Date.now() + 60_000, callers.generation);
  const on = callers.get('probe-token') !== undefined;
  callers.forgetSession('probe');
  return on;
}

/** Signs in, uses the token once so it is remembered, and checks that it was. */
async function rememberedParent() {
  const parent = await signUpParent(t);
  expect((await me(parent.auth.authorization)).status).toBe(200);
  expect(t.deps.identity.callers.get(parent.token)).toMatchObject({ userId: parent.userId });
  return parent;
}

describe('remembered signed-in callers', () => {
  it('a session revoked through the app is refused on the next request', async () => {
    const parent = await rememberedParent();
    const second = await signIn(t, parent.email, parent.password);
    const [session] = await t.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, decodeURIComponent(/session_token=([^;]+)/.exec(parent.cookie)![1]!).split('.')[0]!));
    expect((await identityPost(t, '/revoke-session-by-id', { id: session!.id }, second.cookie)).status).toBe(200);
    expect((await me(parent.auth.authorization)).status).toBe(401);
    expect((await me(second.auth.authorization)).status).toBe(200);
  });

  it('a signed-out parent is refused on the next request', async () => {
    const parent = await rememberedParent();
    expect((await identityPost(t, '/sign-out', {}, parent.cookie)).status).toBe(200);
    expect((await me(parent.auth.authorization)).status).toBe(401);
  });

  it('a session ended by another process (straight in the database) is refused once announced', async () => {
    const parent = await rememberedParent();
    await t.deps.db.delete(sessions).where(eq(sessions.userId, parent.userId));
    await expect.poll(() => t.deps.identity.callers.get(parent.token), { timeout: 5_000 }).toBeUndefined();
    expect((await me(parent.auth.authorization)).status).toBe(401);
  });

  it('a parent renamed by another process is seen with the new name once announced', async () => {
    const parent = await rememberedParent();
    await t.deps.db.update(users).set({ name: 'Sam Renamed' }).where(eq(users.id, parent.userId));
    await expect.poll(() => t.deps.identity.callers.get(parent.token), { timeout: 5_000 }).toBeUndefined();
    const response = await me(parent.auth.authorization);
    expect(response.status).toBe(200);
    expect(t.deps.identity.callers.get(parent.token)).toMatchObject({ name: 'Sam Renamed' });
  });

  it('a changed balance shows on the next request', async () => {
    const parent = await rememberedParent();
    const before = await t.request('/api/credits', { headers: parent.auth });
    expect(await before.json()).toMatchObject({ credits: 10 });
    await transaction(t.deps.db, (tx) => adjustCredits(tx, parent.userId, 5, `test:${parent.userId}`, 'Test credits'));
    const after = await t.request('/api/credits', { headers: parent.auth });
    expect(await after.json()).toMatchObject({ credits: 15 });
  });
});

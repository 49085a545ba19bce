import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, stories } from '../../src/server/db/schema.ts';
import { transaction } from '../../src/server/db/transaction.ts';
import { adjustCredits, commitCredits, refundCredits } from '../../src/server/domain/credits.ts';
import { storyCost, trialCredits } from '../../src/shared/pricing.ts';
import type { CreditHistoryResponse } from '../../src/shared/schemas/credits.ts';
import { clonedVoiceUnavailable } from '../../src/shared/schemas/stories.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild } from '../support/family.ts';
import { balanceOf, getStory, storyInput, submitStory, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  // No worker: reservations stay reservations, so the ledger shows exactly what submitting did.
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function ledgerOf(userId: string) {
  return t.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
}

async function history(parent: TestParent, page: number): Promise<CreditHistoryResponse> {
  const response = await t.request(`/api/credits/history?page=${page}`, { headers: parent.auth });
  expect(response.status).toBe(200);
  return response.json();
}

describe('trial credits', () => {
  it('gives a new account 10 credits once, however often create-account is called', async () => {
    const parent = await signUpVerifiedParent(t);
    for (let call = 0; call < 3; call++) {
      const again = await t.request('/api/auth/create-account', { method: 'POST', headers: parent.auth });
      expect(again.status).toBe(200);
    }
    expect(await balanceOf(t, parent)).toBe(trialCredits);
    const rows = await ledgerOf(parent.userId);
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([['grant', 10]]);
    const response = await t.request('/api/credits', { headers: parent.auth });
    expect(await response.json()).toEqual({ credits: 10, enabled: true });
  });

  it('needs a signed-in caller', async () => {
    expect((await t.request('/api/credits')).status).toBe(401);
    expect((await t.request('/api/credits/history')).status).toBe(401);
  });
});

describe('credit history', () => {
  it('lists every ledger row newest first, 25 to a page', async () => {
    const parent = await signUpVerifiedParent(t);
    for (let n = 1; n <= 30; n++) {
      await transaction(t.deps.db, (tx) => adjustCredits(tx, parent.userId, 1, `test-adjust:${parent.userId}:${n}`, `Adjustment ${n}`));
    }
    const first = await history(parent, 1);
    expect(first.page).toBe(1);
    expect(first.entries).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const second = await history(parent, 2);
    expect(second.entries).toHaveLength(6);
    expect(second.hasMore).toBe(false);
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(31);
    expect(all.at(-1)).toMatchObject({ kind: 'grant', amount: 10 });
    const times = all.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await balanceOf(t, parent)).toBe(40);
    expect((await t.request('/api/credits/history?page=0', { headers: parent.auth })).status).toBe(400);
  });

  it('shows only the caller’s own rows', async () => {
    const parent = await signUpVerifiedParent(t);
    const other = await signUpVerifiedParent(t);
    const child = await addChild(t, other);
    await submittedStory(t, other, storyInput(child.id));
    const page = await history(parent, 1);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]!.kind).toBe('grant');
  });
});

describe('one line per story in the history', () => {
  it('shows a story’s reservation once, as reserved, then spent or given back', async () => {
    const parent = await signUpVerifiedParent(t);
    const child = await addChild(t, parent);
    const finished = await submittedStory(t, parent, storyInput(child.id, { length: 10 }));
    const failed = await submittedStory(t, parent, storyInput(child.id, { length: 5 }));
    const waiting = await submittedStory(t, parent, storyInput(child.id, { length: 5 }));
    await transaction(t.deps.db, (tx) => commitCredits(tx, finished, 1));
    await transaction(t.deps.db, (tx) => refundCredits(tx, failed, 1));
    const { entries } = await history(parent, 1);
    const lines = entries.filter((entry) => entry.storyId).map((entry) => [entry.storyId, entry.kind, entry.amount, entry.state]);
    expect(lines).toEqual([
      [failed, 'refund', 1, null],
      [waiting, 'reserve', -1, 'reserved'],
      [failed, 'reserve', -1, 'refunded'],
      [finished, 'reserve', -2, 'spent'],
    ]);
    expect(entries.some((entry) => entry.kind === 'commit')).toBe(false);
  });
});

describe('spending credits on stories', () => {
  it('charges one more credit for a story read by the standard voice', async () => {
    const parent = await signUpVerifiedParent(t);
    const child = await addChild(t, parent);
    const id = await submittedStory(t, parent, storyInput(child.id, { length: 5, voice: 'standard' }));
    expect(storyCost(5, 'standard')).toBe(2);
    expect((await getStory(t, parent, id)).cost).toBe(2);
    expect(await balanceOf(t, parent)).toBe(8);
  });

  it('refuses a cloned voice while the account has none, so it is never charged for', async () => {
    const parent = await signUpVerifiedParent(t);
    const child = await addChild(t, parent);
    const response = await t.request('/api/stories', {
      method: 'POST',
      headers: parent.auth,
      json: storyInput(child.id, { voice: 'cloned' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'voice', message: clonedVoiceUnavailable });
    expect(await balanceOf(t, parent)).toBe(10);
  });

  it('reserves the story’s cost when it is submitted', async () => {
    const parent = await signUpVerifiedParent(t);
    const child = await addChild(t, parent);
    const id = await submittedStory(t, parent, storyInput(child.id, { length: 15 }));
    const cost = storyCost(15, 'none');
    expect(cost).toBe(3);
    expect((await getStory(t, parent, id)).cost).toBe(cost);
    expect(await balanceOf(t, parent)).toBe(10 - cost);
    const page = await history(parent, 1);
    expect(page.entries[0]).toMatchObject({ kind: 'reserve', amount: -cost, storyId: id });
  });

  it('never spends more than the balance, even when many stories are submitted at once', async () => {
    const parent = await signUpVerifiedParent(t);
    const child = await addChild(t, parent);
    const cost = storyCost(10, 'none');
    expect(cost).toBe(2);

    const responses = await Promise.all(Array.from({ length: 8 }, () => submitStory(t, parent, storyInput(child.id, { length: 10 }))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 202, 402, 402, 402]);
    for (const response of responses.filter((r) => r.status === 402)) {
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('INSUFFICIENT_CREDITS');
      expect(body.message).toBe('This story needs 2 credits and you have 0. Get more credits to continue.');
    }

    expect(await balanceOf(t, parent)).toBe(0);
    const rows = await ledgerOf(parent.userId);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    expect(rows.filter((row) => row.kind === 'reserve')).toHaveLength(5);
    // The balance never dipped below zero at any point in the ledger's order.
    let running = 0;
    for (const row of [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
      running += row.amount;
      expect(running).toBeGreaterThanOrEqual(0);
    }
    const storyRows = await t.deps.db.select().from(stories).where(eq(stories.userId, parent.userId));
    expect(storyRows).toHaveLength(5);
    const jobs = await t.deps.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pgboss.job where name = 'story.generate' and data->>'storyId' in ${storyRows.map((row) => row.id)}`,
    );
    expect(jobs.rows[0]!.count).toBe(5);
  });

  it('refuses a story the balance cannot cover, charging and storing nothing', async () => {
    const parent = await signUpVerifiedParent(t);
    const child = await addChild(t, parent);
    await transaction(t.deps.db, (tx) => adjustCredits(tx, parent.userId, -9, `test-take:${parent.userId}`, 'Test'));
    const response = await submitStory(t, parent, storyInput(child.id, { length: 10 }));
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      message: 'This story needs 2 credits and you have 1. Get more credits to continue.',
    });
    expect(await balanceOf(t, parent)).toBe(1);
    expect(await t.deps.db.$count(stories, eq(stories.userId, parent.userId))).toBe(0);
    expect(await t.deps.db.$count(creditLedger, and(eq(creditLedger.userId, parent.userId), eq(creditLedger.kind, 'reserve')))).toBe(0);
  });
});

describe('with credits turned off', () => {
  let free: TestApp;

  beforeAll(async () => {
    free = await createTestApp({ CREDITS_ENABLED: 'false' });
  });

  afterAll(async () => {
    await free?.close();
  });

  it('makes stories free and reserves nothing', async () => {
    const parent = await signUpVerifiedParent(free);
    const child = await addChild(free, parent);
    const before = await balanceOf(free, parent);
    const id = await submittedStory(free, parent, storyInput(child.id, { length: 30 }));
    const story = await getStory(free, parent, id);
    expect(story.cost).toBe(0);
    expect(await balanceOf(free, parent)).toBe(before);
    const credits = await free.request('/api/credits', { headers: parent.auth });
    expect(await credits.json()).toMatchObject({ enabled: false });
    const rows = await free.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, parent.userId));
    expect(rows.filter((row) => row.kind !== 'grant')).toEqual([]);
  });
});

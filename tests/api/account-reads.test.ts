/**
 * A parent's balance and list of stories are remembered between requests, never past a change:
 * a change made through the app, by the worker or by this process straight in the database is
 * read back by the very next request; one made by another process once the database announces
 * it; and a signed-out or deleted parent's remembered reads are never served.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stories } from '../../src/server/db/schema.ts';
import { transaction } from '../../src/server/db/transaction.ts';
import { adjustCredits } from '../../src/server/domain/credits.ts';
import type { StorySummary } from '../../src/shared/schemas/stories.ts';
import { identityPost } from '../support/accounts.ts';
import { balanceOf, parentWithChild, settledStory, storyInput, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import type { TestParent } from '../support/accounts.ts';

let t: TestApp;
/** Another process on the same database: a connection of its own that is not the app's pool. */
let elsewhere: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  await t.startWorker();
  elsewhere = new pg.Client({ connectionString: t.deps.config.DATABASE_URL });
  await elsewhere.connect();
  // The process hears the database's announcements before it remembers anything.
  await vi.waitFor(async () => expect(await cacheIsOn()).toBe(true), { timeout: 10_000, interval: 50 });
});
afterAll(async () => {
  await elsewhere?.end();
  await t?.close();
});

/** Whether reads are being remembered now (a probe value is read through and looked up). */
async function cacheIsOn(): Promise<boolean> {
  const { balances } = t.deps.accountReads;
  await balances.read('probe', () => Promise.resolve(1));
  const on = balances.get('probe') !== undefined;
  balances.forget('probe');
  return on;
}

const listOf = async (parent: TestParent): Promise<StorySummary[]> => {
  const response = await t.request('/api/stories', { headers: parent.auth });
  expect(response.status).toBe(200);
  return ((await response.json()) as { stories: StorySummary[] }).stories;
};

/** A parent with a child and one settled story whose balance and list are both remembered now. */
async function rememberedParent() {
  const { parent, childId } = await parentWithChild(t);
  const storyId = await submittedStory(t, parent, storyInput(childId, { length: 5 }));
  await settledStory(t, parent, storyId);
  // The settled story's own announcement may arrive just after a read and forget it: read again until both stay.
  await vi.waitFor(
    async () => {
      await balanceOf(t, parent);
      await listOf(parent);
      expect(t.deps.accountReads.balances.get(parent.userId)).toBeTypeOf('number');
      expect(t.deps.accountReads.storyLists.get(parent.userId)).toContain(storyId);
    },
    { timeout: 5_000, interval: 100 },
  );
  return { parent, childId, storyId };
}

/** A parent with nothing in progress (so no announcement of their own is on its way) whose balance is remembered now. */
async function parentWithRememberedBalance(): Promise<TestParent> {
  const { parent } = await parentWithChild(t);
  await vi.waitFor(
    async () => {
      await balanceOf(t, parent);
      expect(t.deps.accountReads.balances.get(parent.userId)).toBeTypeOf('number');
    },
    { timeout: 5_000, interval: 100 },
  );
  return parent;
}

describe('remembered balances', () => {
  it('serves the balance it remembered, unchanged, with the same answer as a fresh read', async () => {
    const { parent } = await rememberedParent();
    const fresh = await t.request('/api/credits', { headers: parent.auth });
    expect(fresh.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await fresh.json()).toEqual({ credits: t.deps.accountReads.balances.get(parent.userId), enabled: true });
  });

  it('a story asked for through the app is paid for on the very next read', async () => {
    const { parent, childId } = await rememberedParent();
    const before = await balanceOf(t, parent);
    await submittedStory(t, parent, storyInput(childId, { length: 5 }));
    expect(await balanceOf(t, parent)).toBeLessThan(before);
  });

  it('credits changed by this process straight in the database show on the very next read', async () => {
    const { parent } = await rememberedParent();
    const before = await balanceOf(t, parent);
    await transaction(t.deps.db, (tx) => adjustCredits(tx, parent.userId, 5, `test:${parent.userId}`, 'Test credits'));
    expect(await balanceOf(t, parent)).toBe(before + 5);
  });

  it('credits changed by another process show once announced, and the announcement drops only that parent', async () => {
    const { parent } = await rememberedParent();
    // The neighbour has no story: a story's own later announcements (its pictures, its narration) would rightly drop its balance.
    const neighbour = await parentWithRememberedBalance();
    const before = await balanceOf(t, parent);
    await elsewhere.query(
      `insert into credit_ledger (user_id, kind, amount, idempotency_key, note) values ($1, 'grant', 7, $2, 'From elsewhere')`,
      [parent.userId, `elsewhere:${parent.userId}`],
    );
    await expect.poll(() => t.deps.accountReads.balances.get(parent.userId), { timeout: 5_000 }).toBeUndefined();
    expect(await balanceOf(t, parent)).toBe(before + 7);
    expect(t.deps.accountReads.balances.get(neighbour.userId)).toBeTypeOf('number');
  });
});

describe('remembered story lists', () => {
  it('a new, renamed or deleted story shows on the very next read', async () => {
    const { parent, childId, storyId } = await rememberedParent();
    const added = await submittedStory(t, parent, storyInput(childId, { length: 5 }));
    expect((await listOf(parent)).map((story) => story.id)).toEqual([added, storyId]);

    const renamed = await t.request(`/api/stories/${storyId}`, { method: 'PATCH', headers: parent.auth, json: { title: 'The Kite That Came Home' } });
    expect(renamed.status).toBe(200);
    expect((await listOf(parent)).find((story) => story.id === storyId)?.title).toBe('The Kite That Came Home');

    await settledStory(t, parent, added);
    expect((await t.request(`/api/stories/${added}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect((await listOf(parent)).map((story) => story.id)).toEqual([storyId]);
  });

  it('the worker finishing a story shows on the list as soon as the story does', async () => {
    const { parent, childId } = await rememberedParent();
    const id = await submittedStory(t, parent, storyInput(childId, { length: 5 }));
    expect((await listOf(parent)).find((story) => story.id === id)?.status).not.toBe('ready');
    const settled = await settledStory(t, parent, id);
    expect((await listOf(parent)).find((story) => story.id === id)).toMatchObject({ status: settled.status, pageCount: settled.pages.length });
  });

  it('a renamed hero shows on the cards at once', async () => {
    const { parent, childId } = await rememberedParent();
    const renamed = await t.request(`/api/children/${childId}`, { method: 'PATCH', headers: parent.auth, json: { name: 'Juniper' } });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect((await listOf(parent)).map((story) => story.heroName)).toEqual(['Juniper']);
  });

  it('a story changed by another process shows once announced', async () => {
    const { parent, storyId } = await rememberedParent();
    await elsewhere.query('update stories set title = $1 where id = $2', ['Retitled Elsewhere', storyId]);
    await expect.poll(() => t.deps.accountReads.storyLists.get(parent.userId), { timeout: 5_000 }).toBeUndefined();
    expect((await listOf(parent))[0]?.title).toBe('Retitled Elsewhere');
  });

  it('a filtered list is read fresh and the whole list stays as it was', async () => {
    const { parent, storyId } = await rememberedParent();
    const remembered = t.deps.accountReads.storyLists.get(parent.userId);
    await t.deps.db.update(stories).set({ title: 'Searchable Moon' }).where(eq(stories.id, storyId));
    const found = await t.request('/api/stories?q=moon', { headers: parent.auth });
    expect(((await found.json()) as { stories: StorySummary[] }).stories.map((story) => story.title)).toEqual(['Searchable Moon']);
    expect(remembered).not.toContain('Searchable Moon');
    expect((await listOf(parent))[0]?.title).toBe('Searchable Moon');
  });
});

describe('parents who leave', () => {
  it('a signed-out parent gets no remembered balance or list', async () => {
    const { parent } = await rememberedParent();
    expect((await identityPost(t, '/sign-out', {}, parent.cookie)).status).toBe(200);
    expect((await t.request('/api/credits', { headers: parent.auth })).status).toBe(401);
    expect((await t.request('/api/stories', { headers: parent.auth })).status).toBe(401);
  });

  it('a deleted account’s remembered reads are dropped with it', async () => {
    const { parent } = await rememberedParent();
    expect((await t.request('/api/privacy/account', { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(t.deps.accountReads.balances.get(parent.userId)).toBeUndefined();
    expect(t.deps.accountReads.storyLists.get(parent.userId)).toBeUndefined();
    expect((await t.request('/api/credits', { headers: parent.auth })).status).toBe(401);
    expect((await t.request('/api/stories', { headers: parent.auth })).status).toBe(401);
  });
});

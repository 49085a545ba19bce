/**
 * Browsing the community library: filters, search, sort and pages; loving, saving and reporting,
 * each once per parent; three different parents' reports hide a story until an admin reviews it.
 */
import { describe, expect, it } from 'vitest';
import { libraryStories } from '../../src/server/db/schema.ts';
import type { LibraryCard, LibraryListResponse, LibraryStoryDetail, ModerationItem } from '../../src/shared/schemas/library.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { approve, familyStory, grantLibraryConsent, makeAdmin, NamedTextProvider, publication, published } from '../support/library.ts';
import { withStoryApp } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const writer = withStoryApp((app) => (t = app));

async function list(parent: TestParent, query: string): Promise<LibraryListResponse> {
  const response = await t.request(`/api/library?${query}`, { headers: parent.auth });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function approvedStory(admin: TestParent) {
  writer.current = new NamedTextProvider();
  const { parent, storyId } = await familyStory(t);
  await grantLibraryConsent(t, parent);
  const shared = await published(t, parent, publication(storyId));
  await approve(t, admin, shared.id);
  return { owner: parent, id: shared.id };
}

describe('browsing the library', () => {
  it('filters, searches, sorts and pages through approved stories only', { timeout: 60_000 }, async () => {
    const reader = await signUpVerifiedParent(t);
    const owner = await signUpVerifiedParent(t);
    const base = { ownerId: owner.userId, heroName: 'Leo', readingLevel: 'early-reader', length: 10, illustrationStyle: 'crayon', pageCount: 3 } as const;
    const day = 86_400_000;
    await t.deps.db.insert(libraryStories).values([
      ...Array.from({ length: 14 }, (_, i) => ({ ...base, title: `Ocean Tale ${i + 1}`, theme: 'ocean' as const, status: 'approved' as const, loves: i % 5, publishedAt: new Date(Date.now() - (20 - i) * day) })),
      { ...base, title: 'Ocean Tale pending', theme: 'ocean', status: 'pending' },
      { ...base, title: 'Ocean Tale rejected', theme: 'ocean', status: 'rejected', rejectionReason: 'No.' },
      { ...base, title: 'A Sleepy Moon', theme: 'bedtime', status: 'approved', readingLevel: 'pre-reader', length: 5, illustrationStyle: 'bedtime', publishedAt: new Date() },
    ]);

    const first = await list(reader, 'theme=ocean');
    expect(first).toMatchObject({ total: 14, page: 1, pageCount: 2, pageSize: 12 });
    expect(first.stories).toHaveLength(12);
    expect(first.stories[0]).toMatchObject({ title: 'Ocean Tale 14', ageBand: 'Ages 5–6', theme: 'ocean', length: 10, illustrationStyle: 'crayon', narrated: false });
    const second = await list(reader, 'theme=ocean&page=2');
    expect(second.stories.map((story) => story.title)).toEqual(['Ocean Tale 2', 'Ocean Tale 1']);
    const titles = [...first.stories, ...second.stories].map((story) => story.title);
    expect(titles).not.toContain('Ocean Tale pending');
    expect(titles).not.toContain('Ocean Tale rejected');

    const loved = await list(reader, 'theme=ocean&sort=loved');
    expect(loved.stories.slice(0, 3).map((story) => story.loves)).toEqual([4, 4, 3]);
    expect(loved.stories[0]!.title).toBe('Ocean Tale 10');

    const moon = await list(reader, 'level=pre-reader&length=5&style=bedtime');
    expect(moon.stories.map((story) => story.title)).toEqual(['A Sleepy Moon']);
    expect((await list(reader, 'q=sleepy')).stories.map((story) => story.title)).toEqual(['A Sleepy Moon']);
    // A theme's name finds its stories too.
    expect((await list(reader, 'q=bedtime')).stories.map((story) => story.title)).toEqual(['A Sleepy Moon']);
    expect((await list(reader, 'q=100%25')).total).toBe(0);
    expect((await t.request('/api/library?theme=pirates', { headers: reader.auth })).status).toBe(400);
    expect((await t.request('/api/library?page=0', { headers: reader.auth })).status).toBe(400);
    expect((await t.request('/api/library')).status).toBe(401);
  });

  it('loves and saves once per parent, lists saved stories and unsaves', { timeout: 90_000 }, async () => {
    const admin = await makeAdmin(t);
    const { id } = await approvedStory(admin);
    const [one, two] = [await signUpVerifiedParent(t), await signUpVerifiedParent(t)];
    for (const parent of [one, one, two]) {
      expect((await t.request(`/api/library/${id}/love`, { method: 'PUT', headers: parent.auth })).status).toBe(200);
    }
    const love = await t.request(`/api/library/${id}/save`, { method: 'PUT', headers: one.auth });
    expect(await love.json()).toEqual({ count: 1, on: true });
    const seen = (await (await t.request(`/api/library/${id}`, { headers: one.auth })).json()) as LibraryStoryDetail;
    expect(seen).toMatchObject({ loves: 2, saves: 1, loved: true, saved: true, mine: false });
    expect(((await (await t.request(`/api/library/${id}`, { headers: admin.auth })).json()) as LibraryStoryDetail).loved).toBe(false);

    const saved = (await (await t.request('/api/library/saved', { headers: one.auth })).json()) as { stories: LibraryCard[] };
    expect(saved.stories.map((story) => story.id)).toEqual([id]);
    expect(((await (await t.request('/api/library/saved', { headers: two.auth })).json()) as { stories: LibraryCard[] }).stories).toEqual([]);

    // Taking back what another parent did is not possible: each parent undoes only their own.
    await t.request(`/api/library/${id}/save`, { method: 'DELETE', headers: two.auth });
    await t.request(`/api/library/${id}/love`, { method: 'DELETE', headers: two.auth });
    await t.request(`/api/library/${id}/love`, { method: 'DELETE', headers: two.auth });
    const after = (await (await t.request(`/api/library/${id}`, { headers: one.auth })).json()) as LibraryStoryDetail;
    expect(after).toMatchObject({ loves: 1, saves: 1, loved: true, saved: true });
    expect((await t.request(`/api/library/${id}/save`, { method: 'DELETE', headers: one.auth })).status).toBe(200);
    expect(((await (await t.request('/api/library/saved', { headers: one.auth })).json()) as { stories: LibraryCard[] }).stories).toEqual([]);
  });

  it('hides a story reported by three different parents until an admin reviews it', { timeout: 90_000 }, async () => {
    const admin = await makeAdmin(t);
    const { owner, id } = await approvedStory(admin);
    const reporters = [await signUpVerifiedParent(t), await signUpVerifiedParent(t), await signUpVerifiedParent(t)];
    const report = (parent: TestParent, json: unknown) => t.request(`/api/library/${id}/reports`, { method: 'POST', headers: parent.auth, json });

    expect((await report(owner, { reason: 'inappropriate' })).status).toBe(403);
    expect((await report(reporters[0]!, { reason: 'other' })).status).toBe(400);
    expect((await report(reporters[0]!, { reason: 'rude' })).status).toBe(400);
    // One parent reporting again and again counts once.
    for (let i = 0; i < 3; i++) expect((await report(reporters[0]!, { reason: 'personal-information', details: 'A school name on page 2.' })).status).toBe(201);
    expect((await t.request(`/api/library/${id}`, { headers: reporters[2]!.auth })).status).toBe(200);
    expect(await (await report(reporters[1]!, { reason: 'inappropriate' })).json()).toEqual({ hidden: false });

    const queue = async () => ((await (await t.request('/api/admin/library/queue', { headers: admin.auth })).json()) as { stories: ModerationItem[] }).stories;
    const reported = (await queue()).find((item) => item.id === id);
    expect(reported).toMatchObject({ status: 'approved', reports: [{ reason: 'personal-information', details: 'A school name on page 2.' }, { reason: 'inappropriate' }] });

    expect(await (await report(reporters[2]!, { reason: 'other', details: 'Scary ending.' })).json()).toEqual({ hidden: true });
    expect((await t.request(`/api/library/${id}`, { headers: reporters[0]!.auth })).status).toBe(404);
    expect((await list(reporters[0]!, '')).stories.map((story) => story.id)).not.toContain(id);
    const mine = (await (await t.request('/api/library/mine', { headers: owner.auth })).json()) as { stories: { status: string }[] };
    expect(mine.stories[0]!.status).toBe('hidden');
    expect((await queue()).find((item) => item.id === id)).toMatchObject({ status: 'hidden' });

    await approve(t, admin, id);
    expect((await t.request(`/api/library/${id}`, { headers: reporters[0]!.auth })).status).toBe(200);
    expect((await queue()).find((item) => item.id === id)).toBeUndefined();
  });

  it('keeps moderation for admins', async () => {
    const parent = await signUpVerifiedParent(t);
    expect((await t.request('/api/admin/library/queue', { headers: parent.auth })).status).toBe(403);
    expect((await t.request('/api/admin/library/00000000-0000-4000-8000-000000000000/approve', { method: 'POST', headers: parent.auth })).status).toBe(403);
    const admin = await makeAdmin(t);
    expect((await t.request('/api/admin/library/00000000-0000-4000-8000-000000000000/approve', { method: 'POST', headers: admin.auth })).status).toBe(404);
    expect((await t.request('/api/admin/library/00000000-0000-4000-8000-000000000000/reject', { method: 'POST', headers: admin.auth, json: { reason: '' } })).status).toBe(400);
  });
});

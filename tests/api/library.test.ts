/**
 * Publishing to the community library: consent 3, the hero name in place of every child's real name,
 * pictures drawn from a portrait left out unless allowed, a snapshot of its own, and unpublishing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sceneDirectorLogs, stories, storyPages } from '../../src/server/db/schema.ts';
import { makePng } from '../support/images.ts';
import type { LibraryPreview, LibraryStoryDetail, SharedStory } from '../../src/shared/schemas/library.ts';
import { signUpVerifiedParent } from '../support/accounts.ts';
import { approve, familyStory, grantLibraryConsent, makeAdmin, NamedTextProvider, publication, published } from '../support/library.ts';
import { withStoryApp } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const writer = withStoryApp((app) => (t = app));

const realNames = /maya|theo/i;

async function detail(parent: { auth: Record<string, string> }, id: string): Promise<Response> {
  return t.request(`/api/library/${id}`, { headers: parent.auth });
}

describe('publishing a story to the library', () => {
  it('needs consent 3, and the public copy carries no trace of the children’s real names', { timeout: 150_000 }, async () => {
    writer.current = new NamedTextProvider();
    const { parent, storyId, story } = await familyStory(t, { voice: 'standard' });
    expect(JSON.stringify(story.pages)).toMatch(/Maya's boots|MAYA!|come on, maya/);

    const refused = await t.request('/api/library', { method: 'POST', headers: parent.auth, json: publication(storyId) });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('consent 3');
    await grantLibraryConsent(t, parent);

    // A brother in the story must be renamed too.
    const unnamed = await t.request('/api/library/preview', { method: 'POST', headers: parent.auth, json: publication(storyId, { companionNames: {} }) });
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { message: string }).message).toContain('Theo');
    const sameName = await t.request('/api/library/preview', { method: 'POST', headers: parent.auth, json: publication(storyId, { heroName: 'maya' }) });
    expect(sameName.status).toBe(400);

    const previewResponse = await t.request('/api/library/preview', { method: 'POST', headers: parent.auth, json: publication(storyId) });
    expect(previewResponse.status).toBe(200);
    const preview = (await previewResponse.json()) as LibraryPreview;
    expect(preview.title).toBe('Leo and the Windy Hill');
    expect(preview.pages[0]!.text).toBe(`Leo woke early. "LEO!" called Sam. Leo's boots were by the door, and Sam’s scarf hung beside them.`);
    expect(preview.pages[1]!.text).toContain('"Come on, leo," laughed Sam.');
    expect(JSON.stringify(preview)).not.toMatch(realNames);

    const shared = await published(t, parent, publication(storyId));
    // Publishing does not wait for the narration: it is read again with the new names in the job queue.
    expect(shared).toMatchObject({ status: 'pending', title: 'Leo and the Windy Hill', heroName: 'Leo', narrated: false, rejectionReason: null });
    const mine = async () => ((await (await t.request('/api/library/mine', { headers: parent.auth })).json()) as { stories: SharedStory[] }).stories.find((entry) => entry.id === shared.id);
    await expect.poll(async () => (await mine())?.narrated, { timeout: 60_000, interval: 250 }).toBe(true);
    const again = await t.request('/api/library', { method: 'POST', headers: parent.auth, json: publication(storyId) });
    expect(again.status).toBe(409);

    const admin = await makeAdmin(t);
    await approve(t, admin, shared.id);
    const reader = await signUpVerifiedParent(t);
    const response = await detail(reader, shared.id);
    expect(response.status).toBe(200);
    const copy = (await response.json()) as LibraryStoryDetail;
    // Exactly what the preview showed.
    expect(copy.title).toBe(preview.title);
    expect(copy.pages.map((page) => [page.text, page.illustrationAlt])).toEqual(preview.pages.map((page) => [page.text, page.illustrationAlt]));
    // Every field, alt texts and the words of the narration timings included.
    expect(JSON.stringify(copy)).not.toMatch(realNames);
    expect(copy.pages.every((page) => page.illustrationAlt?.startsWith('Leo'))).toBe(true);
    const spoken = copy.pages.flatMap((page) => page.wordTimings ?? []).map((timing) => timing.word);
    expect(spoken).toContain('Leo');
    expect(spoken.join(' ')).not.toMatch(realNames);
    for (const page of copy.pages) {
      for (const timing of page.wordTimings ?? []) expect(page.text.slice(timing.charStart, timing.charEnd)).toBe(timing.word);
      const audio = await t.request(`/api/library/${shared.id}/pages/${page.index}/narration`, { headers: reader.auth });
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
      // The reader's own address for a page's picture and narration answers for a library story too.
      const picture = await t.request(`/api/stories/${shared.id}/pages/${page.index}/illustration`, { headers: reader.auth });
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-security-policy')).toContain('sandbox');
      expect(await picture.text()).not.toMatch(realNames);
      expect((await t.request(`/api/stories/${shared.id}/pages/${page.index}/narration`, { headers: reader.auth })).status).toBe(200);
    }
    expect((await t.request(`/api/library/${shared.id}/cover`, { headers: reader.auth })).status).toBe(200);
    // The private story stays private.
    expect((await t.request(`/api/stories/${storyId}/pages/0/illustration`, { headers: reader.auth })).status).toBe(404);
  });

  it('draws pictures made from a portrait again with the built-in illustrator, unless the parent allows them', { timeout: 90_000 }, async () => {
    writer.current = new NamedTextProvider();
    const { parent, storyId } = await familyStory(t);
    await grantLibraryConsent(t, parent);
    // The second page's picture and the cover came from an outside image model given the portrait:
    // their logs say so, and their files are that model's pictures.
    const logs = await t.deps.db.select().from(sceneDirectorLogs).where(eq(sceneDirectorLogs.storyId, storyId));
    for (const log of logs.filter((row) => row.pageIndex === 1 || row.pageIndex === null)) {
      await t.deps.db.update(sceneDirectorLogs).set({ provider: 'outside-images' }).where(eq(sceneDirectorLogs.id, log.id));
    }
    const pages = await t.deps.db.select().from(storyPages).where(eq(storyPages.storyId, storyId)).orderBy(storyPages.index);
    const portraitPicture = await makePng();
    const portraitKey = pages[1]!.illustrationPath!.replace(/\.svg$/, '.png');
    await t.deps.storage.put(portraitKey, portraitPicture, 'image/png');
    await t.deps.db.update(storyPages).set({ illustrationPath: portraitKey }).where(eq(storyPages.id, pages[1]!.id));
    const [privateStory] = await t.deps.db.select({ coverPath: stories.coverPath }).from(stories).where(eq(stories.id, storyId));
    await t.deps.storage.put(privateStory!.coverPath!, portraitPicture, 'image/png');

    const preview = (await (await t.request('/api/library/preview', { method: 'POST', headers: parent.auth, json: publication(storyId) })).json()) as LibraryPreview;
    expect(preview).toMatchObject({ picturesLeftOut: 0, picturesRedrawn: 1 });
    expect(preview.pages[1]!.illustrationAlt).not.toMatch(realNames);

    const redrawnCopy = await published(t, parent, publication(storyId));
    const copy = (await (await detail(parent, redrawnCopy.id)).json()) as LibraryStoryDetail;
    // A picture on every page, and none of them the one made from the portrait.
    expect(copy.pages.every((page) => page.illustrationPath !== null)).toBe(true);
    expect(copy.hasCover).toBe(true);
    for (const page of copy.pages) {
      const picture = await t.request(`/api/library/${redrawnCopy.id}/pages/${page.index}/illustration`, { headers: parent.auth });
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/svg+xml');
      expect(await picture.text()).toContain('data-figure="hero"');
    }
    const cover = await t.request(`/api/library/${redrawnCopy.id}/cover`, { headers: parent.auth });
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    expect(copy.pages[1]!.illustrationAlt).not.toMatch(realNames);
    const files = await t.deps.storage.list(`library/${redrawnCopy.id}/`);
    for (const key of files) {
      const file = await t.deps.storage.get(key);
      expect(Buffer.from(file!.body).equals(portraitPicture), key).toBe(false);
    }

    // Allowed by the parent, the portrait pictures themselves are copied.
    expect((await t.request(`/api/library/${redrawnCopy.id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    const allowed = await published(t, parent, publication(storyId, { showPortraitPictures: true }));
    const shown = await t.request(`/api/library/${allowed.id}/pages/1/illustration`, { headers: parent.auth });
    expect(shown.headers.get('content-type')).toBe('image/png');
  });

  it('is a snapshot: renaming or deleting the private story changes nothing in the library', { timeout: 90_000 }, async () => {
    writer.current = new NamedTextProvider();
    const { parent, storyId } = await familyStory(t);
    await grantLibraryConsent(t, parent);
    const shared = await published(t, parent, publication(storyId));
    await t.request(`/api/stories/${storyId}`, { method: 'PATCH', headers: parent.auth, json: { title: 'Maya Flies a Kite' } });
    await t.deps.db.update(storyPages).set({ text: 'Maya changed this page.' }).where(eq(storyPages.storyId, storyId));
    expect((await t.request(`/api/stories/${storyId}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    const copy = (await (await detail(parent, shared.id)).json()) as LibraryStoryDetail;
    expect(copy.title).toBe('Leo and the Windy Hill');
    expect(JSON.stringify(copy)).not.toMatch(realNames);
    expect((await t.request(`/api/library/${shared.id}/pages/0/illustration`, { headers: parent.auth })).status).toBe(200);
  });

  it('shows an unapproved story to its owner only, a rejection reason to the owner only, and unpublishing removes it at once', { timeout: 90_000 }, async () => {
    writer.current = new NamedTextProvider();
    const { parent, storyId } = await familyStory(t);
    await grantLibraryConsent(t, parent);
    const shared = await published(t, parent, publication(storyId));
    const stranger = await signUpVerifiedParent(t);
    const admin = await makeAdmin(t);

    expect((await detail(parent, shared.id)).status).toBe(200);
    expect((await detail(stranger, shared.id)).status).toBe(404);
    expect((await t.request(`/api/library/${shared.id}/pages/0/illustration`, { headers: stranger.auth })).status).toBe(404);
    const listed = (await (await t.request('/api/library', { headers: stranger.auth })).json()) as { stories: { id: string }[] };
    expect(listed.stories.map((story) => story.id)).not.toContain(shared.id);
    expect((await t.request(`/api/library/${shared.id}`)).status).toBe(401);

    const reject = await t.request(`/api/admin/library/${shared.id}/reject`, { method: 'POST', headers: admin.auth, json: { reason: 'The last page repeats the first.' } });
    expect(reject.status).toBe(204);
    const mine = (await (await t.request('/api/library/mine', { headers: parent.auth })).json()) as { stories: SharedStory[] };
    expect(mine.stories).toEqual([expect.objectContaining({ id: shared.id, status: 'rejected', rejectionReason: 'The last page repeats the first.' })]);
    expect((await detail(stranger, shared.id)).status).toBe(404);
    const strangersOwn = (await (await t.request('/api/library/mine', { headers: stranger.auth })).json()) as { stories: SharedStory[] };
    expect(strangersOwn.stories).toEqual([]);
    expect(JSON.stringify(await (await detail(parent, shared.id)).json())).not.toContain('repeats');

    await approve(t, admin, shared.id);
    expect((await detail(stranger, shared.id)).status).toBe(200);
    expect((await t.request(`/api/library/${shared.id}`, { method: 'DELETE', headers: stranger.auth })).status).toBe(404);
    expect((await t.request(`/api/library/${shared.id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect((await detail(stranger, shared.id)).status).toBe(404);
    expect((await detail(parent, shared.id)).status).toBe(404);
    expect(await t.deps.storage.list(`library/${shared.id}/`)).toEqual([]);
  });

  it('is in the data export, and closing the account deletes the copy and its files', { timeout: 90_000 }, async () => {
    writer.current = new NamedTextProvider();
    const { parent, storyId } = await familyStory(t);
    await grantLibraryConsent(t, parent);
    const shared = await published(t, parent, publication(storyId));
    const admin = await makeAdmin(t);
    await approve(t, admin, shared.id);
    const exported = (await (await t.request('/api/privacy/data', { headers: parent.auth })).json()) as { sharedStories: SharedStory[] };
    expect(exported.sharedStories).toEqual([expect.objectContaining({ id: shared.id, heroName: 'Leo', status: 'approved' })]);
    expect((await t.deps.storage.list(`library/${shared.id}/`)).length).toBeGreaterThan(0);

    expect((await t.request('/api/privacy/account', { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect((await detail(admin, shared.id)).status).toBe(404);
    expect(await t.deps.storage.list(`library/${shared.id}/`)).toEqual([]);
  });

  it('withdrawing consent 3 unpublishes every story of the family at once, files and all', { timeout: 90_000 }, async () => {
    writer.current = new NamedTextProvider();
    const { parent, storyId } = await familyStory(t);
    await grantLibraryConsent(t, parent);
    const approved = await published(t, parent, publication(storyId));
    const admin = await makeAdmin(t);
    await approve(t, admin, approved.id);
    const reader = await signUpVerifiedParent(t);
    expect((await detail(reader, approved.id)).status).toBe(200);
    const files = await t.deps.storage.list(`library/${approved.id}/`);
    expect(files.length).toBeGreaterThan(0);

    const withdrawn = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'community-library', granted: false } });
    expect(withdrawn.status).toBe(200);
    expect((await detail(reader, approved.id)).status).toBe(404);
    expect((await detail(admin, approved.id)).status).toBe(404);
    expect((await t.request(`/api/library/${approved.id}/pages/0/illustration`, { headers: reader.auth })).status).toBe(404);
    expect(((await (await t.request('/api/library/mine', { headers: parent.auth })).json()) as { stories: unknown[] }).stories).toEqual([]);
    expect(await t.deps.storage.list(`library/${approved.id}/`)).toEqual([]);
    // The private story is the parent's own and stays.
    expect((await t.request(`/api/stories/${storyId}`, { headers: parent.auth })).status).toBe(200);
    // Publishing again needs the consent again.
    expect((await t.request('/api/library', { method: 'POST', headers: parent.auth, json: publication(storyId) })).status).toBe(403);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sceneDirectorLogs, stories, storyPages } from '../../src/server/db/schema.ts';
import { builtinDrawing } from '../../src/server/domain/portrait-pictures.ts';
import { castOf, coverPlan, storyToDirect } from '../../src/server/domain/story-illustration.ts';
import type { SharedStory, StoryShare, StoryShareResponse } from '../../src/shared/schemas/shares.ts';
import { createApp } from '../../src/server/app.ts';
import { escapeHtml } from '../../src/server/http/page-meta.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild } from '../support/family.ts';
import { makeWebp } from '../support/images.ts';
import { settledStory, storyInput, submittedStory, withStoryApp } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
withStoryApp((app) => {
  t = app;
});

let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'storyloom-share-web-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html lang="en"><head><title>Storyloom</title><meta name="description" content="Stories." /></head><body><div id="root"></div></body></html>');
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

/** A parent with a finished, narrated story whose hero is called `name`. */
async function sharedStoryOf(name: string, voice: 'none' | 'standard' = 'standard') {
  const parent = await signUpVerifiedParent(t);
  const child = await addChild(t, parent, { name });
  const id = await submittedStory(t, parent, storyInput(child.id, { length: 5, voice }));
  const story = await settledStory(t, parent, id, 60_000);
  expect(story.status).toBe('ready');
  return { parent, id, story };
}

const share = (parent: TestParent, id: string, body: unknown) => t.request(`/api/stories/${id}/share`, { method: 'PUT', headers: parent.auth, json: body });

/** Every string anywhere in a value, keys aside. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('share links', () => {
  it('the owner makes, reads and revokes a link; another parent cannot touch it; a revoked link is a 404', async () => {
    const { parent, id } = await sharedStoryOf('Rosalind', 'none');
    const other = await signUpVerifiedParent(t);
    expect((await t.request(`/api/stories/${id}/share`, { headers: parent.auth }).then((r) => r.json())) as StoryShareResponse).toEqual({ share: null });

    // Another parent's attempts look like a missing story.
    expect((await share(other, id, { heroName: 'Pip' })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/share`, { headers: other.auth })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/share`, { method: 'DELETE', headers: other.auth })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/share`)).status).toBe(401);
    expect((await share(parent, id, { heroName: '' })).status).toBe(400);

    const created = await share(parent, id, { heroName: 'Pip' });
    expect(created.status).toBe(200);
    const link = (await created.json()) as StoryShare;
    expect(link.shareUuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(link).toMatchObject({ path: `/share/flipbook/${link.shareUuid}`, heroName: 'Pip', showRealName: false, openCount: 0 });

    // Anyone with the link reads it, without signing in; every open is counted for the owner.
    const opened = await t.request(`/api/share/${link.shareUuid}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    await t.request(`/api/share/${link.shareUuid}`);
    const again = (await t.request(`/api/stories/${id}/share`, { headers: parent.auth }).then((r) => r.json())) as StoryShareResponse;
    expect(again.share).toMatchObject({ shareUuid: link.shareUuid, openCount: 2 });
    // Changing the hero name keeps the address.
    const renamed = (await (await share(parent, id, { heroName: 'Juniper' })).json()) as StoryShare;
    expect(renamed.shareUuid).toBe(link.shareUuid);

    const revoked = await t.request(`/api/stories/${id}/share`, { method: 'DELETE', headers: parent.auth });
    expect(revoked.status).toBe(204);
    expect((await t.request(`/api/share/${link.shareUuid}`)).status).toBe(404);
    expect((await t.request(`/api/share/${link.shareUuid}/pages/0/illustration`)).status).toBe(404);
    expect((await t.request(`/api/share/${link.shareUuid}/cover`)).status).toBe(404);
    // A new link gets a new address; the old one stays dead.
    const fresh = (await (await share(parent, id, { heroName: 'Pip' })).json()) as StoryShare;
    expect(fresh.shareUuid).not.toBe(link.shareUuid);
    expect((await t.request(`/api/share/${link.shareUuid}`)).status).toBe(404);
    expect((await t.request('/api/share/not-a-uuid')).status).toBe(404);
  }, 90_000);

  it('hides the real name everywhere unless the owner lets it show, and then offers the narration too', async () => {
    const { parent, id, story } = await sharedStoryOf('Octavia');
    expect(story.title).toContain('Octavia');
    const link = (await (await share(parent, id, { heroName: 'Star' })).json()) as StoryShare;

    const hidden = await t.request(`/api/share/${link.shareUuid}`);
    const body = (await hidden.json()) as SharedStory;
    const everything = strings(body);
    expect(everything.filter((value) => /octavia/i.test(value))).toEqual([]);
    expect(body.heroName).toBe('Star');
    expect(body.title).toBe(story.title!.replaceAll('Octavia', 'Star'));
    expect(body.pages.map((page) => page.text)).toEqual(story.pages.map((page) => page.text.replaceAll('Octavia', 'Star')));
    // Pictures come with their descriptions, renamed; the recording says the real name, so it is not offered.
    expect(body.pages.every((page) => page.illustrationPath !== null && page.illustrationAlt !== null)).toBe(true);
    expect(body.pages.every((page) => page.narrationPath === null && page.wordTimings === null)).toBe(true);
    expect((await t.request(`/api/share/${link.shareUuid}/pages/0/narration`)).status).toBe(404);
    const picture = await t.request(`/api/share/${link.shareUuid}/pages/0/illustration`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).not.toMatch(/octavia/i);
    expect((await t.request(`/api/share/${link.shareUuid}/cover?format=webp`)).headers.get('content-type')).toBe('image/webp');
    // Nothing about the owner: no storage keys (they carry the account id), no ids of the story or child.
    expect(everything.filter((value) => value.includes(parent.userId) || value.includes(id) || value.includes(story.heroChildId))).toEqual([]);

    await share(parent, id, { heroName: 'Star', showRealName: true });
    const shown = (await (await t.request(`/api/share/${link.shareUuid}`)).json()) as SharedStory;
    expect(shown.title).toBe(story.title);
    expect(shown.heroName).toBe('Octavia');
    expect(shown.pages.map((page) => page.wordTimings)).toEqual(story.pages.map((page) => page.wordTimings));
    const audio = await t.request(`/api/share/${link.shareUuid}/pages/0/narration`, { headers: { Range: 'bytes=0-99' } });
    expect(audio.status).toBe(206);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
  }, 90_000);

  it('shows pictures drawn from a portrait only when the owner ticks it; otherwise the built-in illustrator draws the same scenes', async () => {
    const { parent, id } = await sharedStoryOf('Imogen', 'none');
    // The second page and the cover came from an outside image model given the portrait: their
    // logs say so, and their files are that model's WebP pictures.
    const logs = await t.deps.db.select().from(sceneDirectorLogs).where(eq(sceneDirectorLogs.storyId, id));
    for (const log of logs.filter((row) => row.pageIndex === 1 || row.pageIndex === null)) {
      await t.deps.db.update(sceneDirectorLogs).set({ provider: 'outside-images' }).where(eq(sceneDirectorLogs.id, log.id));
    }
    const pages = await t.deps.db.select().from(storyPages).where(eq(storyPages.storyId, id)).orderBy(asc(storyPages.index));
    const portraitPage = await makeWebp(640, 480);
    const portraitCover = await makeWebp(800, 600);
    const pageKey = pages[1]!.illustrationPath!.replace(/\.svg$/, '.webp');
    await t.deps.storage.put(pageKey, portraitPage, 'image/webp');
    await t.deps.db.update(storyPages).set({ illustrationPath: pageKey }).where(eq(storyPages.id, pages[1]!.id));
    const [before] = await t.deps.db.select().from(stories).where(eq(stories.id, id));
    const coverKey = before!.coverPath!.replace(/\.svg$/, '.webp');
    await t.deps.storage.put(coverKey, portraitCover, 'image/webp');
    await t.deps.db.update(stories).set({ coverPath: coverKey }).where(eq(stories.id, id));
    const [story] = await t.deps.db.select().from(stories).where(eq(stories.id, id));
    const cast = await castOf(t.deps.db, story!);
    const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
    const builtinPage = Buffer.from((await builtinDrawing(story!, cast, pages[1]!.scenePlan!)).body);
    const builtinCover = Buffer.from((await builtinDrawing(story!, cast, coverPlan(pages[0]!.scenePlan!, storyToDirect(story!, 'Star')))).body);

    const link = (await (await share(parent, id, { heroName: 'Star' })).json()) as StoryShare;
    const base = `/api/share/${link.shareUuid}`;
    // The link preview's WebP cover is drawn built-in as soon as the link is made.
    const folder = `illustrations/${parent.userId}/${id}/`;
    await expect.poll(async () => (await t.deps.storage.list(folder)).filter((key) => /shared-cover-[0-9a-f]+\.webp$/.test(key)).length, { timeout: 30_000 }).toBe(1);

    const hidden = (await (await t.request(base)).json()) as SharedStory;
    expect(hidden.pages[1]!.illustrationAlt).toBe(pages[1]!.scenePlan!.altText.replaceAll('Imogen', 'Star'));
    const page = await t.request(`${base}/pages/1/illustration`);
    expect(page.headers.get('content-type')).toBe('image/svg+xml');
    const drawn = await bytes(page);
    expect(drawn.equals(portraitPage)).toBe(false);
    expect(drawn.equals(builtinPage)).toBe(true);
    // A page the built-in illustrator drew is served as stored.
    const stored = await t.deps.storage.get(pages[0]!.illustrationPath!);
    expect((await bytes(await t.request(`${base}/pages/0/illustration`))).equals(Buffer.from(stored!.body))).toBe(true);
    const cover = await t.request(`${base}/cover`);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    expect((await bytes(cover)).equals(builtinCover)).toBe(true);
    const raster = await t.request(`${base}/cover?format=webp`);
    expect(raster.headers.get('content-type')).toBe('image/webp');
    const rasterBytes = await bytes(raster);
    expect(rasterBytes.equals(portraitCover)).toBe(false);
    // Drawn once and kept: a second visit gets the same file, and only one copy is stored.
    expect((await bytes(await t.request(`${base}/pages/1/illustration`))).equals(drawn)).toBe(true);
    expect((await bytes(await t.request(`${base}/cover?format=webp`))).equals(rasterBytes)).toBe(true);
    expect((await t.deps.storage.list(folder)).filter((key) => key.includes('/shared-1-'))).toHaveLength(1);

    // A redraw of the page (a new picture of a new scene) gets a new built-in drawing; the old one goes.
    const redrawnPlan = { ...pages[1]!.scenePlan!, setting: pages[1]!.scenePlan!.setting === 'space' ? ('beach' as const) : ('space' as const) };
    const redrawnKey = pageKey.replace(/\.webp$/, '-2.webp');
    await t.deps.storage.put(redrawnKey, portraitPage, 'image/webp');
    await t.deps.db.update(storyPages).set({ illustrationPath: redrawnKey, scenePlan: redrawnPlan }).where(eq(storyPages.id, pages[1]!.id));
    const afterRedraw = await bytes(await t.request(`${base}/pages/1/illustration`));
    expect(afterRedraw.equals(Buffer.from((await builtinDrawing(story!, cast, redrawnPlan)).body))).toBe(true);
    expect(afterRedraw.equals(drawn)).toBe(false);
    expect((await t.deps.storage.list(folder)).filter((key) => key.includes('/shared-1-'))).toHaveLength(1);

    // Ticked, the link shows the stored pictures, under a new version so no cache keeps the drawing.
    await share(parent, id, { heroName: 'Star', showRealName: true });
    const shown = (await (await t.request(base)).json()) as SharedStory;
    expect(shown.pages[1]!.illustrationPath).not.toBe(hidden.pages[1]!.illustrationPath);
    expect(shown.pages[0]!.illustrationPath).toBe(hidden.pages[0]!.illustrationPath);
    const real = await t.request(`${base}/pages/1/illustration`);
    expect(real.headers.get('content-type')).toBe('image/webp');
    expect((await bytes(real)).equals(portraitPage)).toBe(true);
    expect((await bytes(await t.request(`${base}/cover`))).equals(portraitCover)).toBe(true);
    expect((await bytes(await t.request(`${base}/cover?format=webp`))).equals(portraitCover)).toBe(true);

    // Unticked again, the built-in drawings are back.
    await share(parent, id, { heroName: 'Star', showRealName: false });
    expect((await bytes(await t.request(`${base}/pages/1/illustration`))).equals(afterRedraw)).toBe(true);
    expect((await bytes(await t.request(`${base}/cover?format=webp`))).equals(rasterBytes)).toBe(true);
  }, 120_000);

  it('the shared page is never indexed, previews with Open Graph and Twitter tags, and a revoked one is the not-found page', async () => {
    const { parent, id, story } = await sharedStoryOf('Cordelia', 'none');
    const link = (await (await share(parent, id, { heroName: 'Wren' })).json()) as StoryShare;
    const site = createApp(t.deps, { webRoot });

    const page = await site.request(`http://localhost${link.path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    const title = story.title!.replaceAll('Cordelia', 'Wren');
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image" />`);
    expect(html).toContain(`<meta property="og:image" content="http://localhost/api/share/${link.shareUuid}/cover?format=webp" />`);
    expect(html).not.toMatch(/cordelia/i);
    // The cover and the title are in the page itself, the cover asked for first: they paint before any script runs.
    const cover = `/api/share/${link.shareUuid}/cover?format=webp`;
    expect(html).toContain(`<link rel="preload" as="image" href="${cover}" fetchpriority="high" />`);
    const preview = html.slice(html.indexOf('<div id="share-preview"'), html.indexOf('<div id="root"></div>'));
    expect(preview).toContain(`>${escapeHtml(title)}</p>`);
    expect(preview).toContain('A story starring Wren, shared from Storyloom.');
    expect(preview).toContain(`<img src="${cover}" alt="" width="800" height="600" fetchpriority="high"`);
    const picture = await site.request(`http://localhost${cover}`);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    await t.request(`/api/stories/${id}/share`, { method: 'DELETE', headers: parent.auth });
    const gone = await site.request(`http://localhost${link.path}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await gone.text()).not.toContain('og:title');
  }, 90_000);
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedStory, StoryShare, StoryShareResponse } from '../../src/shared/schemas/shares.ts';
import { createApp } from '../../src/server/app.ts';
import { escapeHtml } from '../../src/server/http/page-meta.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild } from '../support/family.ts';
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

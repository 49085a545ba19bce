import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skinTones } from '../../src/shared/appearance.ts';
import { sceneDirectorLogs, storyPages } from '../../src/server/db/schema.ts';
import { BuiltinTextProvider } from '../../src/server/providers/text/builtin/index.ts';
import { assertSafeSvg } from '../../src/server/providers/images/sanitize.ts';
import { signUpVerifiedParent } from '../support/accounts.ts';
import { addChild } from '../support/family.ts';
import { parentWithChild, settledStory, storyInput, submittedStory, withStoryApp } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
const writer = withStoryApp((app) => (t = app));

describe('illustrations', () => {
  it('draws every page and a cover with nothing configured, and serves them to the owner only', { timeout: 90_000 }, async () => {
    writer.current = new BuiltinTextProvider();
    const { parent, childId } = await parentWithChild(t, 6);
    const id = await submittedStory(
      t,
      parent,
      storyInput(childId, { theme: 'space', length: 5, illustrationStyle: 'crayon' }),
    );
    const story = await settledStory(t, parent, id, 80_000);
    expect(story.status).toBe('ready');
    expect(story.hasCover).toBe(true);
    expect(story.pages.length).toBeGreaterThan(1);
    const pictures: string[] = [];
    for (const page of story.pages) {
      expect(page.illustrationPath).toMatch(/^illustrations\/.+\/\d+\.svg$/);
      expect(page.illustrationAlt).toMatch(/^Maya /);
      const response = await t.request(`/api/stories/${id}/pages/${page.index}/illustration`, { headers: parent.auth });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(response.headers.get('cache-control')).toContain('private');
      const svg = await response.text();
      expect(assertSafeSvg(svg)).toBe(svg);
      expect(svg).toContain('data-figure="hero"');
      pictures.push(svg);
    }
    // Every page is its own picture.
    expect(new Set(pictures).size).toBe(pictures.length);

    const cover = await t.request(`/api/stories/${id}/cover?format=webp`, { headers: parent.auth });
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await cover.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    expect((await t.request(`/api/stories/${id}/cover`, { headers: parent.auth })).status).toBe(200);

    const stranger = await signUpVerifiedParent(t);
    expect((await t.request(`/api/stories/${id}/pages/0/illustration`, { headers: stranger.auth })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/cover`, { headers: stranger.auth })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/pages/0/illustration`)).status).toBe(401);
    expect((await t.request(`/api/stories/${id}/pages/99/illustration`, { headers: parent.auth })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/pages/x/illustration`, { headers: parent.auth })).status).toBe(404);
    const badFormat = await t.request(`/api/stories/${id}/cover?format=gif`, { headers: parent.auth });
    expect(badFormat.status).toBe(400);

    // One log per page and one for the cover, with the children's names left out.
    const logs = await t.deps.db.select().from(sceneDirectorLogs).where(eq(sceneDirectorLogs.storyId, id));
    expect(logs).toHaveLength(story.pages.length + 1);
    expect(logs.every((log) => log.status === 'drawn' && log.provider === 'builtin')).toBe(true);
    expect(JSON.stringify(logs)).not.toMatch(/Maya|Biscuit/);
  });

  it('draws the hero from the saved appearance and keeps the plan with each page', { timeout: 90_000 }, async () => {
    const parent = await signUpVerifiedParent(t);
    const child = await addChild(t, parent, { appearance: { skinTone: 'deep', hairColour: 'ginger', hairStyle: 'buns', hairLength: 'long', eyeColour: 'green', glasses: true, freckles: false, outfitPrimary: 'berry', outfitSecondary: 'teal' } });
    const id = await submittedStory(t, parent, storyInput(child.id, { length: 5 }));
    const story = await settledStory(t, parent, id, 80_000);
    expect(story.status).toBe('ready');
    const rows = await t.deps.db.select().from(storyPages).where(eq(storyPages.storyId, id));
    for (const row of rows) {
      expect(row.scenePlan?.figures[0]?.who).toBe('hero');
      const svg = await (await t.request(`/api/stories/${id}/pages/${row.index}/illustration`, { headers: parent.auth })).text();
      expect(svg).toContain(skinTones.deep);
    }
  });
});

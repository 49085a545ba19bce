/**
 * A story's pictures through short-lived signed links: only the owner is given them, an <img> loads
 * them without a token, and an altered, expired or borrowed link is refused.
 */
import { describe, expect, it } from 'vitest';
import { createPortraitUrlSigner } from '../../src/server/domain/portrait-urls.ts';
import { pictureLinkSeconds, signPictureUrl } from '../../src/server/domain/picture-urls.ts';
import { signUpVerifiedParent } from '../support/accounts.ts';
import { getStory, parentWithChild, settledStory, storyInput, submittedStory, withStoryApp } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
withStoryApp((app) => (t = app));

const signedLink = /^\/api\/pictures\/(illustrations\/[^?]+)\?expires=(\d+)&signature=([\w-]+)$/;

describe('signed picture links', () => {
  it('are given to the owner with the story, load without a token, and are refused when altered, expired or asked of another story', { timeout: 90_000 }, async () => {
    const { parent, childId } = await parentWithChild(t, 6);
    const id = await submittedStory(t, parent, storyInput(childId, { length: 5 }));
    const story = await settledStory(t, parent, id, 80_000);
    expect(story.status).toBe('ready');

    // Every page and the cover has a link naming its own file, valid for one to two hours.
    for (const page of story.pages) {
      const match = signedLink.exec(page.illustrationUrl ?? '');
      expect(match?.[1], page.illustrationUrl ?? 'no link').toBe(page.illustrationPath);
      const lifetime = Number(match![2]) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(pictureLinkSeconds - 5);
      expect(lifetime).toBeLessThanOrEqual(2 * pictureLinkSeconds);
      const response = await t.request(page.illustrationUrl!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(await response.text()).toContain('data-figure="hero"');
    }
    expect(story.coverUrl).toMatch(signedLink);
    const cover = await t.request(story.coverUrl!);
    expect(cover.status).toBe(200);
    expect(await cover.text()).toContain('<svg');

    // The same address for the same picture within the hour, so the browser's cache keeps answering.
    expect((await getStory(t, parent, id)).pages[0]!.illustrationUrl).toBe(story.pages[0]!.illustrationUrl);

    const url = new URL(story.pages[0]!.illustrationUrl!, 'http://localhost');
    const altered = (change: (link: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    const expires = Number(url.searchParams.get('expires'));
    for (const tampered of [
      altered((link) => link.searchParams.set('signature', 'x'.repeat(43))),
      altered((link) => link.searchParams.set('expires', String(expires + 3600))),
      altered((link) => link.searchParams.delete('signature')),
      altered((link) => link.searchParams.delete('expires')),
      // A link to one page does not open another.
      altered((link) => (link.pathname = link.pathname.replace(/\/0\.svg$/, '/1.svg'))),
    ]) {
      const response = await t.request(tampered);
      expect(response.status, tampered).toBe(403);
    }

    const old = await signPictureUrl(t.deps.db, story.pages[0]!.illustrationPath!, Date.now() - 3 * pictureLinkSeconds * 1000);
    const expired = await t.request(old);
    expect(expired.status).toBe(403);
    expect((await expired.json()).message).toMatch(/expired/);

    // A portrait's link is signed for portraits only, and only story pictures are served here.
    const portraitLink = new URL((await createPortraitUrlSigner(t.deps.db).sign(story.pages[0]!.illustrationPath!)).url, 'http://localhost');
    const borrowed = `/api/pictures/${story.pages[0]!.illustrationPath}?expires=${portraitLink.searchParams.get('expires')}&signature=${portraitLink.searchParams.get('signature')}`;
    expect((await t.request(borrowed)).status).toBe(403);
    const portraitKey = `portraits/${parent.userId}/${crypto.randomUUID()}.jpg`;
    const outsideFolder = new URL(await signPictureUrl(t.deps.db, story.pages[0]!.illustrationPath!), 'http://localhost');
    expect((await t.request(`/api/pictures/${portraitKey}${outsideFolder.search}`)).status).toBe(404);
    expect((await t.request(`/api/pictures/illustrations/..%2F..%2Fsecret.svg${outsideFolder.search}`)).status).toBe(404);

    // Another parent is given no links: the story is a 404 for them.
    const stranger = await signUpVerifiedParent(t);
    expect((await t.request(`/api/stories/${id}`, { headers: stranger.auth })).status).toBe(404);
  });
});

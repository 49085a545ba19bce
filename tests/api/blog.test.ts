import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogListResponse, blogPost, type BlogPostSummary } from '@shared/schemas/site.ts';
import { blogPosts } from '../../src/server/db/schema.ts';
import { seedBlogPosts } from '../../src/server/db/seed/blog-posts.ts';
import { seedDemoContent } from '../../src/server/db/seed/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 24 * 3600 * 1000;

/** Inserts a post straight into the database; the slug is unique to the calling test. */
async function insertPost(overrides: Partial<typeof blogPosts.$inferInsert> & { publishedAt: Date }) {
  const slug = `post-${randomUUID().slice(0, 8)}`;
  const [row] = await t.deps.db
    .insert(blogPosts)
    .values({
      slug,
      title: `A post called ${slug}`,
      excerpt: 'A short summary of the post.',
      body: 'First paragraph.\n\n## A heading\n\n- one\n- two',
      author: 'The Storyloom team',
      tags: ['bedtime'],
      ...overrides,
    })
    .returning();
  return row!;
}

async function listPosts(): Promise<BlogPostSummary[]> {
  const response = await t.request('/api/blog');
  expect(response.status).toBe(200);
  return blogListResponse.parse(await response.json()).posts;
}

describe('GET /api/blog', () => {
  it('lists published posts newest first, leaving out drafts and future posts', async () => {
    const older = await insertPost({ publishedAt: new Date(Date.now() - 10 * day) });
    const newer = await insertPost({ publishedAt: new Date(Date.now() - 1 * day) });
    const draft = await insertPost({ publishedAt: new Date(Date.now() - 2 * day), status: 'draft' });
    const future = await insertPost({ publishedAt: new Date(Date.now() + 1 * day) });

    const posts = await listPosts();
    const slugs = posts.map((post) => post.slug);
    expect(slugs.filter((slug) => [older.slug, newer.slug].includes(slug))).toEqual([newer.slug, older.slug]);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(future.slug);

    const dates = posts.map((post) => Date.parse(post.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('gives summaries without the body', async () => {
    const post = await insertPost({ publishedAt: new Date(Date.now() - day), tags: ['privacy', 'safety'] });
    const summary = (await listPosts()).find((item) => item.slug === post.slug);
    expect(summary).toEqual({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      author: 'The Storyloom team',
      publishedAt: post.publishedAt.toISOString(),
      tags: ['privacy', 'safety'],
      readingMinutes: 1,
    });
  });
});

describe('GET /api/blog/:slug', () => {
  it('returns a published post with its body', async () => {
    const sentence = 'Twenty one words in this sentence make the reading time easy to predict for every single reader who comes along today.';
    const body = Array.from({ length: 60 }, () => sentence).join('\n\n');
    const post = await insertPost({ publishedAt: new Date(Date.now() - day), body });
    const response = await t.request(`/api/blog/${post.slug}`);
    expect(response.status).toBe(200);
    const shown = blogPost.parse(await response.json());
    expect(shown).toMatchObject({ slug: post.slug, title: post.title, body, author: 'The Storyloom team' });
    // 1,260 words at an adult's 220 words a minute.
    expect(shown.readingMinutes).toBe(6);
  });

  it.each([
    ['a draft', { status: 'draft' as const, publishedAt: new Date(Date.now() - day) }],
    ['a future post', { publishedAt: new Date(Date.now() + day) }],
  ])('does not show %s', async (_case, overrides) => {
    const post = await insertPost(overrides);
    const response = await t.request(`/api/blog/${post.slug}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'That post does not exist.', code: 'NOT_FOUND' });
  });

  it('answers an unknown slug with a JSON 404', async () => {
    const response = await t.request('/api/blog/no-such-post');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'That post does not exist.', code: 'NOT_FOUND' });
  });
});

describe('seeded posts', () => {
  const seededSlugs = seedBlogPosts.map((post) => post.slug);

  it('seeds the demo posts once, however often it runs', async () => {
    await seedDemoContent(t.deps.db);
    await seedDemoContent(t.deps.db);
    const rows = await t.deps.db.select().from(blogPosts).where(inArray(blogPosts.slug, seededSlugs));
    expect(rows).toHaveLength(seedBlogPosts.length);

    const listed = (await listPosts()).map((post) => post.slug).filter((slug) => seededSlugs.includes(slug));
    const newestFirst = [...seedBlogPosts].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
    expect(listed).toEqual(newestFirst.map((post) => post.slug));

    const first = await t.request(`/api/blog/${seededSlugs[0]}`);
    expect(first.status).toBe(200);
  });

  it('are real posts in the body format the blog renders', () => {
    expect(seedBlogPosts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(seededSlugs).size).toBe(seededSlugs.length);
    expect(new Set(seedBlogPosts.map((post) => post.publishedAt)).size).toBe(seedBlogPosts.length);
    for (const post of seedBlogPosts) {
      expect(post.author).toBe('The Storyloom team');
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Date.parse(post.publishedAt)).toBeLessThan(Date.parse('2026-11-22T00:00:00Z'));
      const words = post.body.split(/\s+/).filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(500);
      expect(words, post.slug).toBeLessThanOrEqual(900);
      for (const block of post.body.split('\n\n')) {
        expect(block.trim(), `${post.slug}: empty block`).not.toBe('');
        if (block.startsWith('#')) expect(block, post.slug).toMatch(/^## \S[^\n]*$/);
        if (block.includes('\n')) {
          for (const line of block.split('\n')) expect(line, post.slug).toMatch(/^- \S/);
        }
      }
    }
  });
});

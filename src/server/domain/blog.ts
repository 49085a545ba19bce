import { and, desc, eq, lte } from 'drizzle-orm';
import type { BlogPost, BlogPostSummary } from '../../shared/schemas/site.ts';
import type { Database } from '../db/client.ts';
import { blogPosts } from '../db/schema.ts';
import { AppError } from '../errors.ts';

type BlogRow = typeof blogPosts.$inferSelect;

const wordsPerMinuteForAdults = 220;

function presentSummary(row: BlogRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    tags: row.tags,
    readingMinutes: Math.max(1, Math.round(row.body.split(/\s+/).length / wordsPerMinuteForAdults)),
  };
}

const isVisible = () => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, new Date()));

export async function listPublishedPosts(db: Database): Promise<BlogPostSummary[]> {
  const rows = await db.select().from(blogPosts).where(isVisible()).orderBy(desc(blogPosts.publishedAt));
  return rows.map(presentSummary);
}

export async function getPublishedPost(db: Database, slug: string): Promise<BlogPost> {
  const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), isVisible()));
  if (!row) throw AppError.notFound('That post does not exist.');
  return { ...presentSummary(row), body: row.body };
}

/** A published post's title and excerpt for its page's head; null when there is no such post. */
export async function blogPostPreview(db: Database, slug: string): Promise<{ title: string; description: string } | null> {
  const [row] = await db.select({ title: blogPosts.title, excerpt: blogPosts.excerpt }).from(blogPosts).where(and(eq(blogPosts.slug, slug), isVisible()));
  return row ? { title: row.title, description: row.excerpt } : null;
}

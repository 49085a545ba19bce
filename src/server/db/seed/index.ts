import type { Database } from '../client.ts';
import { blogPosts } from '../schema.ts';
import { seedBlogPosts } from './blog-posts.ts';

/** Demo content: safe to run on every start; rows that already exist are left as they are. */
export async function seedDemoContent(db: Database): Promise<void> {
  await db
    .insert(blogPosts)
    .values(seedBlogPosts.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) })))
    .onConflictDoNothing({ target: blogPosts.slug });
}

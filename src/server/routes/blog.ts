import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { getPublishedPost, listPublishedPosts } from '../domain/blog.ts';

export function blogRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ posts: await listPublishedPosts(db) }))
    .get('/:slug', async (c) => c.json(await getPublishedPost(db, c.req.param('slug'))));
}

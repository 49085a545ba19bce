import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../context.ts';
import { storyPages } from '../db/schema.ts';
import { coverRaster } from '../domain/story-illustration.ts';
import { findOwnStory } from '../domain/story-queries.ts';
import { AppError } from '../errors.ts';
import { requireCaller } from '../http/authenticate.ts';
import { svgContentSecurityPolicy } from '../http/security-headers.ts';

/** Headers for serving one of our SVGs: nothing in it may run, load or be framed. */
const svgResponseHeaders = {
  'Content-Type': 'image/svg+xml',
  'Content-Security-Policy': svgContentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Content-Disposition': 'inline',
} as const;

const noPicture = () => AppError.notFound('No such picture.');

export function picture(body: Uint8Array, contentType: string) {
  const headers: Record<string, string> = contentType === 'image/svg+xml' ? { ...svgResponseHeaders } : { 'Content-Type': contentType, 'Content-Disposition': 'inline' };
  // Private: a picture of a child is never kept by a shared cache.
  return { body: body as Uint8Array<ArrayBuffer>, headers: { ...headers, 'Cache-Control': 'private, max-age=300' } };
}

/** A story's pictures, for its owner only: another parent's story is a 404 like a missing one. */
export function illustrationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/:id/pages/:index/illustration', async (c) => {
      const story = await findOwnStory(deps.db, c.get('caller').userId, c.req.param('id'));
      const index = Number(c.req.param('index'));
      if (!Number.isInteger(index) || index < 0 || index > 1000) throw noPicture();
      const [page] = await deps.db
        .select({ path: storyPages.illustrationPath })
        .from(storyPages)
        .where(and(eq(storyPages.storyId, story.id), eq(storyPages.index, index)));
      const file = page?.path ? await deps.storage.get(page.path) : null;
      if (!file) throw noPicture();
      const { body, headers } = picture(file.body, file.contentType);
      return c.body(body, 200, headers);
    })
    .get('/:id/cover', async (c) => {
      const story = await findOwnStory(deps.db, c.get('caller').userId, c.req.param('id'));
      const format = c.req.query('format') ?? 'svg';
      if (format !== 'svg' && format !== 'webp') throw new AppError('VALIDATION_FAILED', 'The cover comes as svg or webp.', 'format');
      if (!story.coverPath) throw noPicture();
      const file = format === 'svg' ? await deps.storage.get(story.coverPath) : await coverRaster(deps.storage, story);
      if (!file) throw noPicture();
      const { body, headers } = picture(file.body, file.contentType);
      return c.body(body, 200, headers);
    });
}

import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { pictureFileRoute, verifyPictureUrl } from '../domain/picture-urls.ts';
import { AppError } from '../errors.ts';
import { picture } from './illustrations.ts';

/** A story's pictures through their signed links: the link is the credential, as an <img> sends no token. */
export function pictureRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const key = c.req.path.slice(pictureFileRoute.length + 1);
    const maxAge = await verifyPictureUrl(deps.db, key, c.req.query('expires'), c.req.query('signature'));
    const file = await deps.storage.get(key);
    if (!file) throw AppError.notFound('No such picture.');
    const { body, headers } = picture(file.body, file.contentType);
    return c.body(body, 200, { ...headers, 'Cache-Control': `private, max-age=${maxAge}` });
  });
}
